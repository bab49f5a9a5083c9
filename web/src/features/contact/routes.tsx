import type { RouteObject } from "react-router";
import { lazyPage, withAccess } from "../../app/route-access";

const ContactPage = lazyPage(() => import("./pages/ContactPage"), "ContactPage");

export const contactRoutes: RouteObject[] = [withAccess("public", [{ path: "contact", element: <ContactPage /> }])];
