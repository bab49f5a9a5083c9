import type { RouteObject } from "react-router";
import { lazyRoute, withAccess } from "../../app/route-access";

// Quiz taking and results (SPEC.md section 2): any signed-in user.
export const quizRoutes: RouteObject[] = [
  withAccess("signed-in", [
    lazyRoute("chapters/:chapterId/quizzes", () => import("./pages/ChapterQuizzesPage"), "ChapterQuizzesPage"),
    lazyRoute("quiz/results", () => import("./pages/MyQuizResultsPage"), "MyQuizResultsPage"),
  ]),
];
