import { lazy } from "react";
import type { RouteObject } from "react-router";
import { withAccess } from "../../app/route-access";

const CourseViewerPage = lazy(() =>
  import("./pages/CourseViewerPage").then((module) => ({ default: module.CourseViewerPage })),
);

export const courseRoutes: RouteObject[] = [
  withAccess("public", [{ path: "course-details/:id", element: <CourseViewerPage /> }]),
];
