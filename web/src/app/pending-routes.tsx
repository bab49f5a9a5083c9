import { lazy } from "react";
import type { RouteObject } from "react-router";
import { withAccess, type RouteAccess } from "./route-access";

const PlaceholderPage = lazy(() =>
  import("../components/PlaceholderPage").then((module) => ({ default: module.PlaceholderPage })),
);

type PendingScreen = { path: string; title: string; access: RouteAccess };

// Courses and papers: the tutor dashboard links to them and the API lets tutors manage both.
const STAFF = ["admin", "tutor"] as const;

// Screens of later issues: each moves into its feature's routes.tsx when it is built.
// Paths and access follow SPEC.md section 2 "Route table and access".
export const PENDING_SCREENS: readonly PendingScreen[] = [
  // Public
  // Any signed-in user
  // Admin
  { path: "add-paper", title: "Add New Past Paper", access: STAFF },
  { path: "create-course", title: "Create New Course", access: STAFF },
  { path: "course/:id/questions", title: "Add Questions", access: STAFF },
  { path: "manage-courses", title: "Manage Courses", access: STAFF },
  { path: "manage-papers", title: "Manage Papers", access: STAFF },
  // Tutor
  // Linked from admin and tutor screens
  { path: "papers/edit/:id", title: "Edit Past Paper", access: STAFF },
];

export const pendingRoutes: RouteObject[] = PENDING_SCREENS.map((screen) =>
  withAccess(screen.access, [{ path: screen.path, element: <PlaceholderPage title={screen.title} /> }]),
);
