import { lazy } from "react";
import type { RouteObject } from "react-router";
import { withAccess } from "../../app/route-access";

const ChapterQuizzesPage = lazy(() =>
  import("./pages/ChapterQuizzesPage").then((module) => ({ default: module.ChapterQuizzesPage })),
);
const MyQuizResultsPage = lazy(() =>
  import("./pages/MyQuizResultsPage").then((module) => ({ default: module.MyQuizResultsPage })),
);

// Quiz taking and results (SPEC.md section 2): any signed-in user.
export const quizRoutes: RouteObject[] = [
  withAccess("signed-in", [
    { path: "chapters/:chapterId/quizzes", element: <ChapterQuizzesPage /> },
    { path: "quiz/results", element: <MyQuizResultsPage /> },
  ]),
];
