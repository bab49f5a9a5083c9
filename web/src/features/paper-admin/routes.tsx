import { lazy } from "react";
import type { RouteObject } from "react-router";
import { withAccess } from "../../app/route-access";

const AddPaperPage = lazy(() => import("./pages/AddPaperPage").then((module) => ({ default: module.AddPaperPage })));
const ManagePapersPage = lazy(() =>
  import("./pages/ManagePapersPage").then((module) => ({ default: module.ManagePapersPage })),
);
const EditPaperPage = lazy(() => import("./pages/EditPaperPage").then((module) => ({ default: module.EditPaperPage })));

// Admins and tutors: the tutor dashboard links here and the API lets both manage papers.
const STAFF = ["admin", "tutor"] as const;

export const paperAdminRoutes: RouteObject[] = [
  withAccess(STAFF, [
    { path: "add-paper", element: <AddPaperPage /> },
    { path: "manage-papers", element: <ManagePapersPage /> },
    { path: "papers/edit/:id", element: <EditPaperPage /> },
  ]),
];
