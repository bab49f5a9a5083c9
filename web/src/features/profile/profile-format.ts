import type { Role } from "../../graphql/__generated__/graphql";
import { assertUnreachable } from "../../lib/assert-unreachable";

// Role names as the profile shows them (the GraphQL enum is upper case).
export const roleLabel = (role: Role): string => {
  switch (role) {
    case "ADMIN":
      return "Admin";
    case "TUTOR":
      return "Tutor";
    case "USER":
      return "Learner";
    default:
      return assertUnreachable(role);
  }
};

export const fullName = (name: string, surname: string): string => [name.trim(), surname.trim()].filter(Boolean).join(" ");

// SPEC.md section 9: average score with one decimal.
export const formatPercent = (value: number): string => `${value.toFixed(1)}%`;
