import { tilesTo } from "../../components/tiles";

// SPEC.md section 2: the tutor dashboard's tiles.
export const TUTOR_TILES = tilesTo(
  "/create-activity",
  "/manage-activity",
  "/create-course",
  "/manage-courses",
  "/add-paper",
  "/manage-papers",
  "/grading",
);
