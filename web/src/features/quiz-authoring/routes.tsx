import { lazy } from "react";
import type { RouteObject } from "react-router";
import { withAccess } from "../../app/route-access";

const CreateQuizPage = lazy(() => import("./pages/CreateQuizPage").then((module) => ({ default: module.CreateQuizPage })));
const ManageQuizzesPage = lazy(() =>
  import("./pages/ManageQuizzesPage").then((module) => ({ default: module.ManageQuizzesPage })),
);
const EditQuizPage = lazy(() => import("./pages/EditQuizPage").then((module) => ({ default: module.EditQuizPage })));

// The tutor's quiz screens (SPEC.md section 2): tutor only.
export const quizAuthoringRoutes: RouteObject[] = [
  withAccess(["tutor"], [
    { path: "manage-chapters/:chapterId/create-quiz", element: <CreateQuizPage /> },
    { path: "manage-chapters/:chapterId/quizzes", element: <ManageQuizzesPage /> },
    { path: "manage-chapters/:chapterId/quizzes/:quizId/edit", element: <EditQuizPage /> },
  ]),
];
