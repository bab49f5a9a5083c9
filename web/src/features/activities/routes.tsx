import type { RouteObject } from "react-router";
import { lazyPage, withAccess } from "../../app/route-access";

const ActivityListPage = lazyPage(() => import("./pages/ActivityListPage"), "ActivityListPage");
const ActivityChaptersPage = lazyPage(() => import("./pages/ActivityChaptersPage"), "ActivityChaptersPage");

// Learners' activity screens (SPEC.md section 2): any signed-in user.
export const activityRoutes: RouteObject[] = [
  withAccess("signed-in", [
    { path: "activity", element: <ActivityListPage /> },
    { path: "activities/:activityId/chapters", element: <ActivityChaptersPage /> },
  ]),
];
