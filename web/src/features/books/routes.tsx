import type { RouteObject } from "react-router";
import { lazyPage, withAccess } from "../../app/route-access";

const BooksPage = lazyPage(() => import("./pages/BooksPage"), "BooksPage");

export const booksRoutes: RouteObject[] = [withAccess("signed-in", [{ path: "books", element: <BooksPage /> }])];
