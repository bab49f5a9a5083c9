import { lazy } from "react";
import type { RouteObject } from "react-router";
import { withAccess } from "../../app/route-access";

const BooksPage = lazy(() => import("./pages/BooksPage").then((module) => ({ default: module.BooksPage })));

export const booksRoutes: RouteObject[] = [withAccess("signed-in", [{ path: "books", element: <BooksPage /> }])];
