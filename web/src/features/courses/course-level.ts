import type { CourseLevel } from "../../graphql/__generated__/graphql";
import { labelsOf } from "../../lib/format";

// SPEC.md section 9: the year levels as people read them, in order; the API sends the enum names.
export const COURSE_LEVELS = labelsOf<CourseLevel>({ FIRST_YEAR: "First Year", SECOND_YEAR: "Second Year", THIRD_YEAR: "Third Year" });
