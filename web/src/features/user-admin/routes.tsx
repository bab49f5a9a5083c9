import { lazy } from "react";
import type { RouteObject } from "react-router";
import { withAccess } from "../../app/route-access";

const UserManagementPage = lazy(() =>
  import("./pages/UserManagementPage").then((module) => ({ default: module.UserManagementPage })),
);

export const userAdminRoutes: RouteObject[] = [
  withAccess(["admin"], [{ path: "user-management", element: <UserManagementPage /> }]),
];
