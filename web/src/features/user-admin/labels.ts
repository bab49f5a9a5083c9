import type { Role } from "../../graphql/__generated__/graphql";

// SPEC.md section 5 offers user and admin; the API also has tutor, so all three are offered.
export const ROLE_OPTIONS = ["USER", "TUTOR", "ADMIN"] as const satisfies readonly Role[];

export const ROLE_LABELS = {
  USER: "user",
  TUTOR: "tutor",
  ADMIN: "admin",
} as const satisfies Record<Role, string>;

export const ROLE_COLORS = {
  USER: "gray",
  TUTOR: "blue",
  ADMIN: "purple",
} as const satisfies Record<Role, string>;

// SPEC.md section 8.
export const FETCH_USERS_ERROR = "Failed to fetch users";
export const DELETE_USER_ERROR = "Delete failed";
export const UPDATE_USER_ERROR = "Update failed";
export const NO_USERS = "No users found";
// The API revokes a user's sessions when an admin changes their role.
export const ROLE_CHANGE_NOTE = "Changing the role signs this user out everywhere.";
// The API's page limit; SPEC.md shows no paging.
export const USER_LIMIT = 100;
