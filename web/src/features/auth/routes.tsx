import type { RouteObject } from "react-router";
import { lazyRoute } from "../../app/route-access";
import { RedirectSignedIn } from "../../auth/guards";
import { homePathForRole } from "../../auth/session-paths";

export const authRoutes: RouteObject[] = [
  {
    element: <RedirectSignedIn to={(user) => homePathForRole(user.role)} />,
    children: [
      lazyRoute("login", () => import("./pages/LoginPage"), "LoginPage"),
      lazyRoute("forgot-password", () => import("./pages/ForgotPasswordPage"), "ForgotPasswordPage"),
    ],
  },
  {
    element: <RedirectSignedIn to={() => "/"} />,
    children: [lazyRoute("signup", () => import("./pages/SignupPage"), "SignupPage")],
  },
  // Public even when signed in: the link in the mail works for whoever opens it.
  // The mail's link carries the token in the fragment (#token=…); links mailed before, in the path.
  lazyRoute("reset-password", () => import("./pages/ResetPasswordPage"), "ResetPasswordPage"),
  lazyRoute("reset-password/:token", () => import("./pages/ResetPasswordPage"), "ResetPasswordPage"),
  lazyRoute("confirm-signup", () => import("./pages/ConfirmSignupPage"), "ConfirmSignupPage"),
];
