import { lazy } from "react";
import type { RouteObject } from "react-router";
import { withAccess } from "../../app/route-access";

const UserDashboardPage = lazy(() =>
  import("./pages/UserDashboardPage").then((module) => ({ default: module.UserDashboardPage })),
);

export const dashboardRoutes: RouteObject[] = [
  withAccess("signed-in", [{ path: "user-dashboard", element: <UserDashboardPage /> }]),
];
