import type { RouteObject } from "react-router";
import { lazyRoute, STAFF, withAccess } from "../../app/route-access";

// The question bank: a tutor's own questions (an admin's: every bank), with versions.
export const questionBankRoutes: RouteObject[] = [
  withAccess(STAFF, [
    lazyRoute("question-bank", () => import("./pages/QuestionBankPage"), "QuestionBankPage"),
    lazyRoute("question-bank/new", () => import("./pages/NewBankQuestionPage"), "NewBankQuestionPage"),
    lazyRoute("question-bank/import", () => import("./pages/ImportBankPage"), "ImportBankPage"),
    lazyRoute("question-bank/:questionId", () => import("./pages/EditBankQuestionPage"), "EditBankQuestionPage"),
  ]),
];
