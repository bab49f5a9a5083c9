import { lazy } from "react";
import type { RouteObject } from "react-router";
import { withAccess } from "../../app/route-access";

const TutorDashboardPage = lazy(() =>
  import("./pages/TutorDashboardPage").then((module) => ({ default: module.TutorDashboardPage })),
);
const ManageActivitiesPage = lazy(() =>
  import("./pages/ManageActivitiesPage").then((module) => ({ default: module.ManageActivitiesPage })),
);
const CreateActivityPage = lazy(() =>
  import("./pages/CreateActivityPage").then((module) => ({ default: module.CreateActivityPage })),
);
const ManageChaptersPage = lazy(() =>
  import("./pages/ManageChaptersPage").then((module) => ({ default: module.ManageChaptersPage })),
);
const CreateChapterPage = lazy(() =>
  import("./pages/CreateChapterPage").then((module) => ({ default: module.CreateChapterPage })),
);

// Tutors' activity screens (SPEC.md section 2): tutor only.
export const tutorActivityRoutes: RouteObject[] = [
  withAccess(["tutor"], [
    { path: "tutor-dashboard", element: <TutorDashboardPage /> },
    { path: "manage-activity", element: <ManageActivitiesPage /> },
    { path: "create-activity", element: <CreateActivityPage /> },
    { path: "manage-activities/:activityId/chapters", element: <ManageChaptersPage /> },
    { path: "manage-activities/:activityId/create-chapter", element: <CreateChapterPage /> },
  ]),
];
