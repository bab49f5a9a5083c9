import { tilesTo } from "../../components/tiles";

// SPEC.md section 2: the user dashboard's tiles.
export const DASHBOARD_TILES = tilesTo("/profile", "/activity", "/quiz/results", "/papers", "/connections", "/books");
