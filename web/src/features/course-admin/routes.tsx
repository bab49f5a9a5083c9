import type { RouteObject } from "react-router";
import { lazyRoute, withAccess } from "../../app/route-access";

// Admins and tutors: the tutor dashboard links here and the API lets both manage courses.
const STAFF = ["admin", "tutor"] as const;

export const courseAdminRoutes: RouteObject[] = [
  withAccess(STAFF, [
    lazyRoute("create-course", () => import("./pages/CreateCoursePage"), "CreateCoursePage"),
    lazyRoute("course/:id/questions", () => import("./pages/AddQuestionsPage"), "AddQuestionsPage"),
    lazyRoute("manage-courses", () => import("./pages/ManageCoursesPage"), "ManageCoursesPage"),
  ]),
];
