import type { RouteObject } from "react-router";
import { lazyRoute, withAccess } from "../../app/route-access";

export const courseRoutes: RouteObject[] = [
  withAccess("public", [lazyRoute("course-details/:id", () => import("./pages/CourseViewerPage"), "CourseViewerPage")]),
  withAccess("signed-in", [lazyRoute("course-details/:id/practise", () => import("./pages/PracticePage"), "PracticePage")]),
];
