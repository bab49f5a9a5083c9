import type { RouteObject } from "react-router";
import { lazyRoute, withAccess } from "../../app/route-access";

export const opportunitiesRoutes: RouteObject[] = [
  withAccess("signed-in", [
    lazyRoute("connections", () => import("./pages/OpportunitiesPage"), "OpportunitiesPage"),
    lazyRoute("opportunity/:id", () => import("./pages/OpportunityDetailPage"), "OpportunityDetailPage"),
  ]),
];
