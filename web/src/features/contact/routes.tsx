import { lazy } from "react";
import type { RouteObject } from "react-router";
import { withAccess } from "../../app/route-access";

const ContactPage = lazy(() => import("./pages/ContactPage").then((module) => ({ default: module.ContactPage })));

export const contactRoutes: RouteObject[] = [withAccess("public", [{ path: "contact", element: <ContactPage /> }])];
