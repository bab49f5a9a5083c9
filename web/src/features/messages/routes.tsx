import { lazy } from "react";
import type { RouteObject } from "react-router";
import { withAccess } from "../../app/route-access";

const ContactMessagesPage = lazy(() =>
  import("./pages/ContactMessagesPage").then((module) => ({ default: module.ContactMessagesPage })),
);

export const messagesRoutes: RouteObject[] = [
  withAccess(["admin"], [{ path: "contact-messages", element: <ContactMessagesPage /> }]),
];
