import type { RouteObject } from "react-router";
import { lazyRoute, withAccess } from "../../app/route-access";

// Admins and tutors: the tutor dashboard links here and the API lets both manage papers.
const STAFF = ["admin", "tutor"] as const;

export const paperAdminRoutes: RouteObject[] = [
  withAccess(STAFF, [
    lazyRoute("add-paper", () => import("./pages/AddPaperPage"), "AddPaperPage"),
    lazyRoute("manage-papers", () => import("./pages/ManagePapersPage"), "ManagePapersPage"),
    lazyRoute("papers/edit/:id", () => import("./pages/EditPaperPage"), "EditPaperPage"),
  ]),
];
