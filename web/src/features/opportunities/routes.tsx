import type { RouteObject } from "react-router";
import { lazyPage, withAccess } from "../../app/route-access";

const OpportunitiesPage = lazyPage(() => import("./pages/OpportunitiesPage"), "OpportunitiesPage");
const OpportunityDetailPage = lazyPage(() => import("./pages/OpportunityDetailPage"), "OpportunityDetailPage");

export const opportunitiesRoutes: RouteObject[] = [
  withAccess("signed-in", [
    { path: "connections", element: <OpportunitiesPage /> },
    { path: "opportunity/:id", element: <OpportunityDetailPage /> },
  ]),
];
