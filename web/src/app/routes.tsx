import type { RouteObject } from "react-router";
import { AppShell } from "../components/app-shell/AppShell";
import { NotFoundPage } from "../components/NotFoundPage";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { authRoutes } from "../features/auth/routes";
import { userAdminRoutes } from "../features/user-admin/routes";
import { auditLogRoutes } from "../features/audit-log/routes";
import { messagesRoutes } from "../features/messages/routes";
import { opportunityAdminRoutes } from "../features/opportunity-admin/routes";
import { adminDashboardRoutes } from "../features/admin-dashboard/routes";
import { quizAuthoringRoutes } from "../features/quiz-authoring/routes";
import { gradingRoutes } from "../features/grading/routes";
import { gradebookRoutes } from "../features/gradebook/routes";
import { questionBankRoutes } from "../features/question-bank/routes";
import { tutorActivityRoutes } from "../features/tutor-activities/routes";
import { activityRoutes } from "../features/activities/routes";
import { booksRoutes } from "../features/books/routes";
import { communityRoutes } from "../features/community/routes";
import { contactRoutes } from "../features/contact/routes";
import { courseRoutes } from "../features/courses/routes";
import { courseAdminRoutes } from "../features/course-admin/routes";
import { dashboardRoutes } from "../features/dashboard/routes";
import { devMailboxRoutes } from "../features/dev-mailbox/routes";
import { opportunitiesRoutes } from "../features/opportunities/routes";
import { papersRoutes } from "../features/papers/routes";
import { paperAdminRoutes } from "../features/paper-admin/routes";
import { profileRoutes } from "../features/profile/routes";
import { quizRoutes } from "../features/quizzes/routes";
import { staticRoutes } from "../features/static/routes";
import { homeRoutes } from "../features/home/routes";
import { ApolloBoundary } from "../graphql/ApolloBoundary";
import { AuthRoot } from "./AuthRoot";

// The module registry: one line per feature, in one of two lists.
// Features that fetch no data (the home page fetches only for signed-in users, and loads Apollo itself).
const staticFeatureRoutes: RouteObject[] = [...homeRoutes, ...staticRoutes];

// Features that use GraphQL: the first one opened loads Apollo Client (see ApolloBoundary).
const dataFeatureRoutes: RouteObject[] = [
  ...authRoutes,
  ...activityRoutes,
  ...booksRoutes,
  ...communityRoutes,
  ...contactRoutes,
  ...courseRoutes,
  ...courseAdminRoutes,
  ...dashboardRoutes,
  ...opportunitiesRoutes,
  ...papersRoutes,
  ...paperAdminRoutes,
  ...profileRoutes,
  ...quizRoutes,
  ...tutorActivityRoutes,
  ...quizAuthoringRoutes,
  ...gradingRoutes,
  ...gradebookRoutes,
  ...questionBankRoutes,
  ...adminDashboardRoutes,
  ...opportunityAdminRoutes,
  ...messagesRoutes,
  ...userAdminRoutes,
  ...auditLogRoutes,
  ...devMailboxRoutes,
];

export const appRoutes: RouteObject[] = [
  {
    element: <AuthRoot />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        path: "/",
        element: <AppShell />,
        children: [
          {
            // Page errors render inside the shell so the navigation stays usable.
            errorElement: <RouteErrorBoundary />,
            children: [
              ...staticFeatureRoutes,
              { element: <ApolloBoundary />, children: dataFeatureRoutes },
              { path: "*", element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
