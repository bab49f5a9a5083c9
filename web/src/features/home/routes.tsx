import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/route-access";

const HomePage = lazyPage(() => import("./pages/HomePage"), "HomePage");

export const homeRoutes: RouteObject[] = [{ index: true, element: <HomePage /> }];
