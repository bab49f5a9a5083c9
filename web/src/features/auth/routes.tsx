import { lazy } from "react";
import type { RouteObject } from "react-router";
import { RedirectSignedIn } from "../../auth/guards";
import { homePathForRole } from "../../auth/session-paths";

const LoginPage = lazy(() => import("./pages/LoginPage").then((module) => ({ default: module.LoginPage })));
const SignupPage = lazy(() => import("./pages/SignupPage").then((module) => ({ default: module.SignupPage })));
const ForgotPasswordPage = lazy(() =>
  import("./pages/ForgotPasswordPage").then((module) => ({ default: module.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import("./pages/ResetPasswordPage").then((module) => ({ default: module.ResetPasswordPage })),
);

export const authRoutes: RouteObject[] = [
  {
    element: <RedirectSignedIn to={(user) => homePathForRole(user.role)} />,
    children: [
      { path: "login", element: <LoginPage /> },
      { path: "forgot-password", element: <ForgotPasswordPage /> },
    ],
  },
  {
    element: <RedirectSignedIn to={() => "/"} />,
    children: [{ path: "signup", element: <SignupPage /> }],
  },
  // Public even when signed in: the link in the mail works for whoever opens it.
  { path: "reset-password/:token", element: <ResetPasswordPage /> },
];
