import type { RouteObject } from "react-router";
import { lazyRoute, withAccess } from "../../app/route-access";

export const papersRoutes: RouteObject[] = [withAccess("signed-in", [lazyRoute("papers", () => import("./pages/PapersPage"), "PapersPage")])];
