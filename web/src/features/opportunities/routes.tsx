import { lazy } from "react";
import type { RouteObject } from "react-router";
import { withAccess } from "../../app/route-access";

const OpportunitiesPage = lazy(() =>
  import("./pages/OpportunitiesPage").then((module) => ({ default: module.OpportunitiesPage })),
);
const OpportunityDetailPage = lazy(() =>
  import("./pages/OpportunityDetailPage").then((module) => ({ default: module.OpportunityDetailPage })),
);

export const opportunitiesRoutes: RouteObject[] = [
  withAccess("signed-in", [
    { path: "connections", element: <OpportunitiesPage /> },
    { path: "opportunity/:id", element: <OpportunityDetailPage /> },
  ]),
];
