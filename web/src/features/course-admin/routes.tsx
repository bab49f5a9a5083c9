import { lazy } from "react";
import type { RouteObject } from "react-router";
import { withAccess } from "../../app/route-access";

const CreateCoursePage = lazy(() => import("./pages/CreateCoursePage").then((module) => ({ default: module.CreateCoursePage })));
const AddQuestionsPage = lazy(() => import("./pages/AddQuestionsPage").then((module) => ({ default: module.AddQuestionsPage })));
const ManageCoursesPage = lazy(() =>
  import("./pages/ManageCoursesPage").then((module) => ({ default: module.ManageCoursesPage })),
);

// Admins and tutors: the tutor dashboard links here and the API lets both manage courses.
const STAFF = ["admin", "tutor"] as const;

export const courseAdminRoutes: RouteObject[] = [
  withAccess(STAFF, [
    { path: "create-course", element: <CreateCoursePage /> },
    { path: "course/:id/questions", element: <AddQuestionsPage /> },
    { path: "manage-courses", element: <ManageCoursesPage /> },
  ]),
];
