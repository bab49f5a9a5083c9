import { lazy } from "react";
import type { RouteObject } from "react-router";
import { withAccess } from "../../app/route-access";

const ManageOpportunitiesPage = lazy(() =>
  import("./pages/ManageOpportunitiesPage").then((module) => ({ default: module.ManageOpportunitiesPage })),
);
const AddOpportunityPage = lazy(() =>
  import("./pages/AddOpportunityPage").then((module) => ({ default: module.AddOpportunityPage })),
);

export const opportunityAdminRoutes: RouteObject[] = [
  withAccess(["admin"], [
    { path: "opportunity", element: <ManageOpportunitiesPage /> },
    { path: "add-opportunity", element: <AddOpportunityPage /> },
  ]),
];
