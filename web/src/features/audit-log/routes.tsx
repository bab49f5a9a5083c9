import type { RouteObject } from "react-router";
import { lazyRoute, withAccess } from "../../app/route-access";

export const auditLogRoutes: RouteObject[] = [withAccess(["admin"], [lazyRoute("audit-log", () => import("./pages/AuditLogPage"), "AuditLogPage")])];
