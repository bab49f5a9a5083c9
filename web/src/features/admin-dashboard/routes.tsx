import type { RouteObject } from "react-router";
import { lazyPage, withAccess } from "../../app/route-access";

const AdminDashboardPage = lazyPage(() => import("./pages/AdminDashboardPage"), "AdminDashboardPage");

export const adminDashboardRoutes: RouteObject[] = [
  withAccess(["admin"], [{ path: "admin-dashboard", element: <AdminDashboardPage /> }]),
];
