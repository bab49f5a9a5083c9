import type { RouteObject } from "react-router";
import { lazyRoute, STAFF, withAccess } from "../../app/route-access";

export const paperAdminRoutes: RouteObject[] = [
  withAccess(STAFF, [
    lazyRoute("add-paper", () => import("./pages/AddPaperPage"), "AddPaperPage"),
    lazyRoute("manage-papers", () => import("./pages/ManagePapersPage"), "ManagePapersPage"),
    lazyRoute("papers/edit/:id", () => import("./pages/EditPaperPage"), "EditPaperPage"),
  ]),
];
