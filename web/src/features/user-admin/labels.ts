import type { Role } from "../../graphql/__generated__/graphql";
import { labelsOf } from "../../lib/format";

// SPEC.md section 5 offers user and admin; the API also has tutor, so all three are offered, in this order.
export const ROLES = labelsOf<Role>({ USER: "user", TUTOR: "tutor", ADMIN: "admin" });

export const ROLE_COLORS: Record<Role, string> = { USER: "gray", TUTOR: "blue", ADMIN: "purple" };

// SPEC.md section 8.
export const FETCH_USERS_ERROR = "Failed to fetch users";
export const DELETE_USER_ERROR = "Delete failed";
export const UPDATE_USER_ERROR = "Update failed";
export const NO_USERS = "No users found";
// The API revokes a user's sessions when an admin changes their role.
export const ROLE_CHANGE_NOTE = "Changing the role signs this user out everywhere.";
// Rows per page of the users table: "Load more" asks for the next 50 (the API allows up to 100).
export const USER_PAGE_SIZE = 50;
// "Search users" sends the term to the server once typing pauses this long (Enter sends it at once).
export const USER_SEARCH_DEBOUNCE_MS = 300;
export const NO_USER_MATCHES = "No user matches your search.";
