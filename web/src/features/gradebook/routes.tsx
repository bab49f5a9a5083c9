import type { RouteObject } from "react-router";
import { lazyRoute, STAFF, withAccess } from "../../app/route-access";

// An activity's gradebook: its tutor and admins (the API refuses other tutors). A cell
// opens the learner's attempts at its quiz (the quiz's tutor and admins); the old address of a cell
// opens the quiz on Manage Quizzes, which is the tutor's.
export const gradebookRoutes: RouteObject[] = [
  withAccess(STAFF, [lazyRoute("manage-activities/:activityId/gradebook", () => import("./pages/GradebookPage"), "GradebookPage")]),
  withAccess(STAFF, [
    lazyRoute("gradebook/quizzes/:quizId/learners/:learnerId", () => import("./pages/GradebookQuizPage"), "GradebookLearnerAttemptsPage"),
  ]),
  withAccess(["tutor"], [lazyRoute("gradebook/quizzes/:quizId", () => import("./pages/GradebookQuizPage"), "GradebookQuizPage")]),
];
