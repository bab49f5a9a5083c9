import type { RouteObject } from "react-router";
import { lazyRoute, withAccess } from "../../app/route-access";

// The mail the platform sent while no mail server is set up; the API lets admins only read it.
export const devMailboxRoutes: RouteObject[] = [
  withAccess(["admin"], [
    lazyRoute("dev/mailbox", () => import("./pages/DevMailboxPage"), "DevMailboxPage"),
    lazyRoute("dev/mailbox/:id", () => import("./pages/DevMailPage"), "DevMailPage"),
  ]),
];
