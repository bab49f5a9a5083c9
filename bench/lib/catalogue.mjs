// The catalogue's first page as CourseService.list sends it for `courses(limit: 20)` (api/src/modules/courses/course.service.ts):
// the baseline and the floor servers run exactly this statement.
export const GRAPHQL_LEVEL_NAMES = { 'First Year': 'FIRST_YEAR', 'Second Year': 'SECOND_YEAR', 'Third Year': 'THIRD_YEAR' };
export const PAGE_SQL = `SELECT id, title, description, level, created_by_id, created_at, updated_at, (SELECT count(*) FROM courses) AS total
  FROM courses ORDER BY created_at DESC, id ASC LIMIT $1 OFFSET $2`;
