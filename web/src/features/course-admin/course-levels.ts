import type { CourseLevel } from "../../graphql/__generated__/graphql";

// The catalogue's labels for the year levels.
export { COURSE_LEVEL_LABELS } from "../courses/course-level";

export const COURSE_LEVELS: readonly CourseLevel[] = ["FIRST_YEAR", "SECOND_YEAR", "THIRD_YEAR"];

export const isCourseLevel = (value: string): value is CourseLevel => (COURSE_LEVELS as readonly string[]).includes(value);

// The management list loads every course, a page of the API's maximum at a time, and filters
// them on the client.
export const ADMIN_COURSES_LIMIT = 100;
export const adminCoursesVariables = { limit: ADMIN_COURSES_LIMIT, offset: 0 } as const;
