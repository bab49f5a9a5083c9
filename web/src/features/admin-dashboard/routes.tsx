import { lazy } from "react";
import type { RouteObject } from "react-router";
import { withAccess } from "../../app/route-access";

const AdminDashboardPage = lazy(() =>
  import("./pages/AdminDashboardPage").then((module) => ({ default: module.AdminDashboardPage })),
);

export const adminDashboardRoutes: RouteObject[] = [
  withAccess(["admin"], [{ path: "admin-dashboard", element: <AdminDashboardPage /> }]),
];
