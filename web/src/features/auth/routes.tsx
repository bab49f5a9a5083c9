import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/route-access";
import { RedirectSignedIn } from "../../auth/guards";
import { homePathForRole } from "../../auth/session-paths";

const LoginPage = lazyPage(() => import("./pages/LoginPage"), "LoginPage");
const SignupPage = lazyPage(() => import("./pages/SignupPage"), "SignupPage");
const ForgotPasswordPage = lazyPage(() => import("./pages/ForgotPasswordPage"), "ForgotPasswordPage");
const ResetPasswordPage = lazyPage(() => import("./pages/ResetPasswordPage"), "ResetPasswordPage");

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
