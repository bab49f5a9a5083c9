import type { RouteObject } from "react-router";
import { lazyRoute, withAccess } from "../../app/route-access";

export const messagesRoutes: RouteObject[] = [
  withAccess(["admin"], [lazyRoute("contact-messages", () => import("./pages/ContactMessagesPage"), "ContactMessagesPage")]),
];
