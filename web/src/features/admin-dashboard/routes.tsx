import type { RouteObject } from "react-router";
import { lazyRoute, withAccess } from "../../app/route-access";

export const adminDashboardRoutes: RouteObject[] = [
  withAccess(["admin"], [lazyRoute("admin-dashboard", () => import("./pages/AdminDashboardPage"), "AdminDashboardPage")]),
];
