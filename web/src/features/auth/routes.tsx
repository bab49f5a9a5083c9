import { lazy } from "react";
import type { RouteObject } from "react-router";
import { RedirectSignedIn } from "../../auth/guards";
import { homePathForRole } from "../../auth/session-paths";

const LoginPage = lazy(() => import("./pages/LoginPage").then((module) => ({ default: module.LoginPage })));
const SignupPage = lazy(() => import("./pages/SignupPage").then((module) => ({ default: module.SignupPage })));

export const authRoutes: RouteObject[] = [
  {
    element: <RedirectSignedIn to={(user) => homePathForRole(user.role)} />,
    children: [{ path: "login", element: <LoginPage /> }],
  },
  {
    element: <RedirectSignedIn to={() => "/"} />,
    children: [{ path: "signup", element: <SignupPage /> }],
  },
];
