import type { RouteObject } from "react-router";
import { lazyPage, withAccess } from "../../app/route-access";

const UserManagementPage = lazyPage(() => import("./pages/UserManagementPage"), "UserManagementPage");

export const userAdminRoutes: RouteObject[] = [
  withAccess(["admin"], [{ path: "user-management", element: <UserManagementPage /> }]),
];
