import type { RouteObject } from "react-router";
import { lazyRoute, STAFF, withAccess } from "../../app/route-access";

// The essay grading queue: tutors grade their quizzes' essays, admins every quiz's.
export const gradingRoutes: RouteObject[] = [withAccess(STAFF, [lazyRoute("grading", () => import("./pages/GradingPage"), "GradingPage")])];
