import type { RouteObject } from "react-router";
import { lazyPage, withAccess } from "../../app/route-access";

const PapersPage = lazyPage(() => import("./pages/PapersPage"), "PapersPage");

export const papersRoutes: RouteObject[] = [withAccess("signed-in", [{ path: "papers", element: <PapersPage /> }])];
