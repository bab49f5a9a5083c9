import { lazy } from "react";
import type { RouteObject } from "react-router";
import { withAccess } from "../../app/route-access";

const ActivityListPage = lazy(() =>
  import("./pages/ActivityListPage").then((module) => ({ default: module.ActivityListPage })),
);
const ActivityChaptersPage = lazy(() =>
  import("./pages/ActivityChaptersPage").then((module) => ({ default: module.ActivityChaptersPage })),
);

// Learners' activity screens (SPEC.md section 2): any signed-in user.
export const activityRoutes: RouteObject[] = [
  withAccess("signed-in", [
    { path: "activity", element: <ActivityListPage /> },
    { path: "activities/:activityId/chapters", element: <ActivityChaptersPage /> },
  ]),
];
