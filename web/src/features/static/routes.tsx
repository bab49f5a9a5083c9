import type { RouteObject } from "react-router";
import { lazyRoute, withAccess } from "../../app/route-access";

export const staticRoutes: RouteObject[] = [
  withAccess("public", [
    lazyRoute("about", () => import("./pages/AboutPage"), "AboutPage"),
    lazyRoute("privacy-policy", () => import("./pages/PrivacyPolicyPage"), "PrivacyPolicyPage"),
  ]),
];
