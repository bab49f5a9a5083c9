import type { RouteObject } from "react-router";
import { lazyPage, withAccess } from "../../app/route-access";

const DevMailboxPage = lazyPage(() => import("./pages/DevMailboxPage"), "DevMailboxPage");
const DevMailPage = lazyPage(() => import("./pages/DevMailPage"), "DevMailPage");

// The mail the platform sent while no mail server is set up; the API lets admins only read it.
export const devMailboxRoutes: RouteObject[] = [
  withAccess(["admin"], [
    { path: "dev/mailbox", element: <DevMailboxPage /> },
    { path: "dev/mailbox/:id", element: <DevMailPage /> },
  ]),
];
