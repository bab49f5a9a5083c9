import type { RouteObject } from "react-router";
import { lazyRoute, withAccess } from "../../app/route-access";

// Tutors' activity screens (SPEC.md section 2): tutor only.
export const tutorActivityRoutes: RouteObject[] = [
  withAccess(["tutor"], [
    lazyRoute("tutor-dashboard", () => import("./pages/TutorDashboardPage"), "TutorDashboardPage"),
    lazyRoute("manage-activity", () => import("./pages/ManageActivitiesPage"), "ManageActivitiesPage"),
    lazyRoute("create-activity", () => import("./pages/CreateActivityPage"), "CreateActivityPage"),
    lazyRoute("manage-activities/:activityId/chapters", () => import("./pages/ManageChaptersPage"), "ManageChaptersPage"),
    lazyRoute("manage-activities/:activityId/create-chapter", () => import("./pages/CreateChapterPage"), "CreateChapterPage"),
  ]),
];
