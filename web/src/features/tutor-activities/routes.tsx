import type { RouteObject } from "react-router";
import { lazyPage, withAccess } from "../../app/route-access";

const TutorDashboardPage = lazyPage(() => import("./pages/TutorDashboardPage"), "TutorDashboardPage");
const ManageActivitiesPage = lazyPage(() => import("./pages/ManageActivitiesPage"), "ManageActivitiesPage");
const CreateActivityPage = lazyPage(() => import("./pages/CreateActivityPage"), "CreateActivityPage");
const ManageChaptersPage = lazyPage(() => import("./pages/ManageChaptersPage"), "ManageChaptersPage");
const CreateChapterPage = lazyPage(() => import("./pages/CreateChapterPage"), "CreateChapterPage");

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
