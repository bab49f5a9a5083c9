import { assertUnreachable } from "../lib/assert-unreachable";
import type { SessionRole } from "./session-user";

// Where /login sends a user who is (or just became) signed in.
export const homePathForRole = (role: SessionRole): string => {
  switch (role) {
    case "admin":
      return "/admin-dashboard";
    case "tutor":
      return "/tutor-dashboard";
    case "user":
      return "/";
    default:
      return assertUnreachable(role);
  }
};

export type DashboardLink = { label: string; to: string };

export const dashboardLinkForRole = (role: SessionRole): DashboardLink => {
  switch (role) {
    case "admin":
      return { label: "Admin Dashboard", to: "/admin-dashboard" };
    case "tutor":
      return { label: "Tutor Dashboard", to: "/tutor-dashboard" };
    case "user":
      return { label: "My Dashboard", to: "/user-dashboard" };
    default:
      return assertUnreachable(role);
  }
};
