import type { RouteObject } from "react-router";
import { lazyPage, withAccess } from "../../app/route-access";

const CourseViewerPage = lazyPage(() => import("./pages/CourseViewerPage"), "CourseViewerPage");

export const courseRoutes: RouteObject[] = [
  withAccess("public", [{ path: "course-details/:id", element: <CourseViewerPage /> }]),
];
