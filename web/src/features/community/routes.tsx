import { lazy } from "react";
import type { RouteObject } from "react-router";
import { withAccess } from "../../app/route-access";

const CommunityPage = lazy(() => import("./pages/CommunityPage").then((module) => ({ default: module.CommunityPage })));

export const communityRoutes: RouteObject[] = [
  withAccess("signed-in", [{ path: "community", element: <CommunityPage /> }]),
];
