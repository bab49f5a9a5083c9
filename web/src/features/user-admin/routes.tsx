import type { RouteObject } from "react-router";
import { lazyRoute, withAccess } from "../../app/route-access";

export const userAdminRoutes: RouteObject[] = [
  withAccess(["admin"], [lazyRoute("user-management", () => import("./pages/UserManagementPage"), "UserManagementPage")]),
];
