import { lazy } from "react";
import type { RouteObject } from "react-router";
import { withAccess } from "../../app/route-access";

const AboutPage = lazy(() => import("./pages/AboutPage").then((module) => ({ default: module.AboutPage })));
const PrivacyPolicyPage = lazy(() =>
  import("./pages/PrivacyPolicyPage").then((module) => ({ default: module.PrivacyPolicyPage })),
);

export const staticRoutes: RouteObject[] = [
  withAccess("public", [
    { path: "about", element: <AboutPage /> },
    { path: "privacy-policy", element: <PrivacyPolicyPage /> },
  ]),
];
