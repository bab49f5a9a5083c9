import type { RouteObject } from "react-router";
import { lazyPage, withAccess } from "../../app/route-access";

const AddPaperPage = lazyPage(() => import("./pages/AddPaperPage"), "AddPaperPage");
const ManagePapersPage = lazyPage(() => import("./pages/ManagePapersPage"), "ManagePapersPage");
const EditPaperPage = lazyPage(() => import("./pages/EditPaperPage"), "EditPaperPage");

// Admins and tutors: the tutor dashboard links here and the API lets both manage papers.
const STAFF = ["admin", "tutor"] as const;

export const paperAdminRoutes: RouteObject[] = [
  withAccess(STAFF, [
    { path: "add-paper", element: <AddPaperPage /> },
    { path: "manage-papers", element: <ManagePapersPage /> },
    { path: "papers/edit/:id", element: <EditPaperPage /> },
  ]),
];
