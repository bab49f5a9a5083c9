import type { RouteObject } from "react-router";
import { lazyPage, withAccess } from "../../app/route-access";

const ChapterQuizzesPage = lazyPage(() => import("./pages/ChapterQuizzesPage"), "ChapterQuizzesPage");
const MyQuizResultsPage = lazyPage(() => import("./pages/MyQuizResultsPage"), "MyQuizResultsPage");

// Quiz taking and results (SPEC.md section 2): any signed-in user.
export const quizRoutes: RouteObject[] = [
  withAccess("signed-in", [
    { path: "chapters/:chapterId/quizzes", element: <ChapterQuizzesPage /> },
    { path: "quiz/results", element: <MyQuizResultsPage /> },
  ]),
];
