import type { Role } from "../../graphql/__generated__/graphql";
import { labelsOf } from "../../lib/format";

// Role names as the profile shows them (the GraphQL enum is upper case).
export const PROFILE_ROLES = labelsOf<Role>({ ADMIN: "Admin", TUTOR: "Tutor", USER: "Learner" });

export const fullName = (name: string, surname: string): string => [name.trim(), surname.trim()].filter(Boolean).join(" ");
