import type { RouteObject } from "react-router";
import { AppShell } from "../components/app-shell/AppShell";
import { NotFoundPage } from "../components/NotFoundPage";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { authRoutes } from "../features/auth/routes";
import { homeRoutes } from "../features/home/routes";
import { AuthRoot } from "./AuthRoot";
import { pendingRoutes } from "./pending-routes";

// The module registry: one line per feature.
const featureRoutes: RouteObject[] = [...homeRoutes, ...authRoutes, ...pendingRoutes];

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
            children: [...featureRoutes, { path: "*", element: <NotFoundPage /> }],
          },
        ],
      },
    ],
  },
];
