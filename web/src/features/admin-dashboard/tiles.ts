import { tilesTo } from "../../components/tiles";

// SPEC.md section 2: the admin dashboard's tiles, in the order given there.
export const ADMIN_TILES = tilesTo(
  "/add-paper",
  "/create-course",
  "/manage-courses",
  "/manage-papers",
  "/opportunity",
  "/add-opportunity",
  "/contact-messages",
  "/user-management",
  "/audit-log",
);

// Not in SPEC.md's list, so apart from it.
export const DEVELOPER_TILES = tilesTo("/dev/mailbox");
