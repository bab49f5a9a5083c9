import type { RouteObject } from "react-router";
import { lazyRoute, STAFF, withAccess } from "../../app/route-access";

export const courseAdminRoutes: RouteObject[] = [
  withAccess(STAFF, [
    lazyRoute("create-course", () => import("./pages/CreateCoursePage"), "CreateCoursePage"),
    lazyRoute("course/:id/questions", () => import("./pages/AddQuestionsPage"), "AddQuestionsPage"),
    lazyRoute("manage-courses", () => import("./pages/ManageCoursesPage"), "ManageCoursesPage"),
  ]),
];
