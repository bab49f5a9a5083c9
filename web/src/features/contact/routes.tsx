import type { RouteObject } from "react-router";
import { lazyRoute, withAccess } from "../../app/route-access";

export const contactRoutes: RouteObject[] = [withAccess("public", [lazyRoute("contact", () => import("./pages/ContactPage"), "ContactPage")])];
