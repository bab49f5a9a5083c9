import type { RouteObject } from "react-router";
import { lazyRoute, withAccess } from "../../app/route-access";

// Learners' activity screens (SPEC.md section 2): any signed-in user.
export const activityRoutes: RouteObject[] = [
  withAccess("signed-in", [
    lazyRoute("activity", () => import("./pages/ActivityListPage"), "ActivityListPage"),
    lazyRoute("activities/:activityId/chapters", () => import("./pages/ActivityChaptersPage"), "ActivityChaptersPage"),
  ]),
];
