import type { RouteObject } from "react-router";
import { lazyPage, withAccess } from "../../app/route-access";

const AboutPage = lazyPage(() => import("./pages/AboutPage"), "AboutPage");
const PrivacyPolicyPage = lazyPage(() => import("./pages/PrivacyPolicyPage"), "PrivacyPolicyPage");

export const staticRoutes: RouteObject[] = [
  withAccess("public", [
    { path: "about", element: <AboutPage /> },
    { path: "privacy-policy", element: <PrivacyPolicyPage /> },
  ]),
];
