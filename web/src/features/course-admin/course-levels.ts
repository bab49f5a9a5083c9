import type { CourseLevel } from "../../graphql/__generated__/graphql";

// The catalogue's labels for the year levels.
export { COURSE_LEVEL_LABELS } from "../courses/course-level";

export const COURSE_LEVELS: readonly CourseLevel[] = ["FIRST_YEAR", "SECOND_YEAR", "THIRD_YEAR"];

export const isCourseLevel = (value: string): value is CourseLevel => (COURSE_LEVELS as readonly string[]).includes(value);

// The management list: one page of cards (a multiple of the grid's 1, 2 and 3 columns) at a
// time, "Load more" for the next; the server searches. Without a search it is the same cached
// list as the home page catalogue (graphql/cache.ts keys Query.courses by `search` only).
export const ADMIN_COURSES_PAGE_SIZE = 24;
export const adminCoursesVariables = (search = "") =>
  search ? { search, first: ADMIN_COURSES_PAGE_SIZE } : { first: ADMIN_COURSES_PAGE_SIZE };
