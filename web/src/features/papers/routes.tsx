import { lazy } from "react";
import type { RouteObject } from "react-router";
import { withAccess } from "../../app/route-access";

const PapersPage = lazy(() => import("./pages/PapersPage").then((module) => ({ default: module.PapersPage })));

export const papersRoutes: RouteObject[] = [withAccess("signed-in", [{ path: "papers", element: <PapersPage /> }])];
