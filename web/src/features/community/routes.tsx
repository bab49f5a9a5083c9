import type { RouteObject } from "react-router";
import { lazyRoute, withAccess } from "../../app/route-access";

export const communityRoutes: RouteObject[] = [
  withAccess("signed-in", [lazyRoute("community", () => import("./pages/CommunityPage"), "CommunityPage")]),
];
