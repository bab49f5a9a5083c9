// The catalogue's year levels.
export { COURSE_LEVELS } from "../courses/course-level";

// The management list: one page of cards (a multiple of the grid's 1, 2 and 3 columns) at a
// time, "Load more" for the next; the server searches. Without a search it is the same cached
// list as the home page catalogue (graphql/cache.ts keys Query.courses by `search` only).
export const ADMIN_COURSES_PAGE_SIZE = 24;
export const adminCoursesVariables = (search = "") =>
  search ? { search, first: ADMIN_COURSES_PAGE_SIZE } : { first: ADMIN_COURSES_PAGE_SIZE };
