import { lazy } from "react";
import type { RouteObject } from "react-router";
import { withAccess } from "../../app/route-access";

const DevMailboxPage = lazy(() => import("./pages/DevMailboxPage").then((module) => ({ default: module.DevMailboxPage })));
const DevMailPage = lazy(() => import("./pages/DevMailPage").then((module) => ({ default: module.DevMailPage })));

// The mail the platform sent while no mail server is set up; the API lets admins only read it.
export const devMailboxRoutes: RouteObject[] = [
  withAccess(["admin"], [
    { path: "dev/mailbox", element: <DevMailboxPage /> },
    { path: "dev/mailbox/:id", element: <DevMailPage /> },
  ]),
];
