import { lazy } from "react";
import type { RouteObject } from "react-router";
import { withAccess } from "../../app/route-access";

const ProfilePage = lazy(() => import("./pages/ProfilePage").then((module) => ({ default: module.ProfilePage })));

export const profileRoutes: RouteObject[] = [withAccess("signed-in", [{ path: "profile", element: <ProfilePage /> }])];
