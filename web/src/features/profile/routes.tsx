import type { RouteObject } from "react-router";
import { lazyRoute, withAccess } from "../../app/route-access";

export const profileRoutes: RouteObject[] = [
  withAccess("signed-in", [
    lazyRoute("profile", () => import("./pages/ProfilePage"), "ProfilePage"),
    lazyRoute("profile/api-tokens", () => import("./pages/ApiTokensPage"), "ApiTokensPage"),
  ]),
];
