import type { RouteObject } from "react-router";
import { lazyPage, withAccess } from "../../app/route-access";

const CreateCoursePage = lazyPage(() => import("./pages/CreateCoursePage"), "CreateCoursePage");
const AddQuestionsPage = lazyPage(() => import("./pages/AddQuestionsPage"), "AddQuestionsPage");
const ManageCoursesPage = lazyPage(() => import("./pages/ManageCoursesPage"), "ManageCoursesPage");

// Admins and tutors: the tutor dashboard links here and the API lets both manage courses.
const STAFF = ["admin", "tutor"] as const;

export const courseAdminRoutes: RouteObject[] = [
  withAccess(STAFF, [
    { path: "create-course", element: <CreateCoursePage /> },
    { path: "course/:id/questions", element: <AddQuestionsPage /> },
    { path: "manage-courses", element: <ManageCoursesPage /> },
  ]),
];
