import type { RouteObject } from "react-router";
import { lazyRoute, withAccess } from "../../app/route-access";

export const dashboardRoutes: RouteObject[] = [
  withAccess("signed-in", [lazyRoute("user-dashboard", () => import("./pages/UserDashboardPage"), "UserDashboardPage")]),
];
