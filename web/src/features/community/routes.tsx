import type { RouteObject } from "react-router";
import { lazyPage, withAccess } from "../../app/route-access";

const CommunityPage = lazyPage(() => import("./pages/CommunityPage"), "CommunityPage");

export const communityRoutes: RouteObject[] = [
  withAccess("signed-in", [{ path: "community", element: <CommunityPage /> }]),
];
