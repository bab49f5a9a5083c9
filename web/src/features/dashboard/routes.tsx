import type { RouteObject } from "react-router";
import { lazyPage, withAccess } from "../../app/route-access";

const UserDashboardPage = lazyPage(() => import("./pages/UserDashboardPage"), "UserDashboardPage");

export const dashboardRoutes: RouteObject[] = [
  withAccess("signed-in", [{ path: "user-dashboard", element: <UserDashboardPage /> }]),
];
