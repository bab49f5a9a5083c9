// The catalogue's first page as CourseService.list sends it for `courses(limit: 20)` (api/src/modules/courses/course.service.ts):
// the baseline and the floor servers run exactly this statement.
export const GRAPHQL_LEVEL_NAMES = { 'First Year': 'FIRST_YEAR', 'Second Year': 'SECOND_YEAR', 'Third Year': 'THIRD_YEAR' };
export const PAGE_SQL = `SELECT id, title, description, level, created_by_id, created_at, updated_at, (SELECT count(*) FROM courses) AS total
  FROM courses ORDER BY created_at DESC, id ASC LIMIT $1 OFFSET $2`;
/** The first page and its total, through a pg pool, prepared once per connection as the API's statements are (api/src/db/sql.ts). */
export async function firstPage(pool, limit = 20) {
  const { rows } = await pool.query({ name: 'catalogue_page', text: PAGE_SQL, values: [limit, 0] });
  return { rows, total: rows.length ? Number(rows[0].total) : 0 };
}
/** A course as `courses { items { id title description level createdAt } }` answers it. */
export const toGraphqlItem = (row) => ({ id: row.id, title: row.title, description: row.description, level: GRAPHQL_LEVEL_NAMES[row.level], createdAt: row.created_at.toISOString() });
/** A course as GET /api/course answers it. */
export const toRestItem = (row) => ({ _id: row.id, id: row.id, title: row.title, description: row.description, level: row.level, createdAt: row.created_at, updatedAt: row.updated_at });
