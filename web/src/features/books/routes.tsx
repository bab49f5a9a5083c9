import type { RouteObject } from "react-router";
import { lazyRoute, withAccess } from "../../app/route-access";

export const booksRoutes: RouteObject[] = [withAccess("signed-in", [lazyRoute("books", () => import("./pages/BooksPage"), "BooksPage")])];
