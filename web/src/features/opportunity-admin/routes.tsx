import type { RouteObject } from "react-router";
import { lazyRoute, withAccess } from "../../app/route-access";

export const opportunityAdminRoutes: RouteObject[] = [
  withAccess(["admin"], [
    lazyRoute("opportunity", () => import("./pages/ManageOpportunitiesPage"), "ManageOpportunitiesPage"),
    lazyRoute("add-opportunity", () => import("./pages/AddOpportunityPage"), "AddOpportunityPage"),
  ]),
];
