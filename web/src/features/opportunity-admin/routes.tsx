import type { RouteObject } from "react-router";
import { lazyPage, withAccess } from "../../app/route-access";

const ManageOpportunitiesPage = lazyPage(() => import("./pages/ManageOpportunitiesPage"), "ManageOpportunitiesPage");
const AddOpportunityPage = lazyPage(() => import("./pages/AddOpportunityPage"), "AddOpportunityPage");

export const opportunityAdminRoutes: RouteObject[] = [
  withAccess(["admin"], [
    { path: "opportunity", element: <ManageOpportunitiesPage /> },
    { path: "add-opportunity", element: <AddOpportunityPage /> },
  ]),
];
