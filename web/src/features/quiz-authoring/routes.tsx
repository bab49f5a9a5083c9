import type { RouteObject } from "react-router";
import { lazyPage, withAccess } from "../../app/route-access";

const CreateQuizPage = lazyPage(() => import("./pages/CreateQuizPage"), "CreateQuizPage");
const ManageQuizzesPage = lazyPage(() => import("./pages/ManageQuizzesPage"), "ManageQuizzesPage");
const EditQuizPage = lazyPage(() => import("./pages/EditQuizPage"), "EditQuizPage");
const ImportQuizPage = lazyPage(() => import("./pages/ImportQuizPage"), "ImportQuizPage");

// The tutor's quiz screens (SPEC.md section 2): tutor only.
export const quizAuthoringRoutes: RouteObject[] = [
  withAccess(["tutor"], [
    { path: "manage-chapters/:chapterId/create-quiz", element: <CreateQuizPage /> },
    { path: "manage-chapters/:chapterId/quizzes", element: <ManageQuizzesPage /> },
    { path: "manage-chapters/:chapterId/quizzes/:quizId/edit", element: <EditQuizPage /> },
    { path: "manage-chapters/:chapterId/import-quiz", element: <ImportQuizPage /> },
  ]),
];
