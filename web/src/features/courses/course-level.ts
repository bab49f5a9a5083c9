import type { CourseLevel } from "../../graphql/__generated__/graphql";

// SPEC.md section 9: the year levels as people read them; the API sends the enum names.
export const COURSE_LEVEL_LABELS = {
  FIRST_YEAR: "First Year",
  SECOND_YEAR: "Second Year",
  THIRD_YEAR: "Third Year",
} as const satisfies Record<CourseLevel, string>;

export const courseLevelLabel = (level: CourseLevel): string => COURSE_LEVEL_LABELS[level];
