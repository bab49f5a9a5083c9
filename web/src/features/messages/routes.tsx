import type { RouteObject } from "react-router";
import { lazyPage, withAccess } from "../../app/route-access";

const ContactMessagesPage = lazyPage(() => import("./pages/ContactMessagesPage"), "ContactMessagesPage");

export const messagesRoutes: RouteObject[] = [
  withAccess(["admin"], [{ path: "contact-messages", element: <ContactMessagesPage /> }]),
];
