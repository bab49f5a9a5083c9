import type { RouteObject } from "react-router";
import { lazyPage, withAccess } from "../../app/route-access";

const ProfilePage = lazyPage(() => import("./pages/ProfilePage"), "ProfilePage");

export const profileRoutes: RouteObject[] = [withAccess("signed-in", [{ path: "profile", element: <ProfilePage /> }])];
