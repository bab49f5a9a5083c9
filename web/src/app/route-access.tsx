import { lazy, type ComponentType } from "react";
import type { RouteObject } from "react-router";
import { RequireAuth, RequireRole } from "../auth/guards";
import type { SessionRole } from "../auth/session-user";

// SPEC.md section 2: public, signed-in only, or restricted to roles.
export type RouteAccess = "public" | "signed-in" | readonly SessionRole[];

// Admins and tutors: the tutor dashboard links to the staff screens (courses, papers) and the API lets both manage them.
export const STAFF: RouteAccess = ["admin", "tutor"];

// Wraps routes in a pathless layout route holding the matching guard.
export const withAccess = (access: RouteAccess, children: RouteObject[]): RouteObject => {
  if (access === "public") return { children };
  if (access === "signed-in") return { element: <RequireAuth />, children };
  return { element: <RequireRole roles={access} />, children };
};

// A page loaded when its route is first opened: its module and the name it exports the page under.
export const lazyPage = <M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

/** A route whose page is loaded when it is first opened: `lazyRoute("about", () => import("./pages/AboutPage"), "AboutPage")`. */
export function lazyRoute<M extends Record<K, ComponentType>, K extends keyof M>(path: string, load: () => Promise<M>, name: K): RouteObject {
  const Page = lazy(() => load().then((module): { default: ComponentType } => ({ default: module[name] })));
  return { path, element: <Page /> };
}
