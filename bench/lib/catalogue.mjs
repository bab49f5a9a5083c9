// The catalogue's first page as CourseService.list reads it for `courses(first: 20) { totalCount ... }`
// and for GET /api/course?limit=20 (api/src/modules/courses/course.service.ts, api/src/db/keyset.ts):
// one statement, the page (one row more than shown, to know whether a next page exists, and each
// row's sort key as cursor text) with the count beside it. The baseline and the floor servers run
// exactly this statement (api/test/courses.test.ts checks that it is the API's).
const GRAPHQL_LEVEL_NAMES = { 'First Year': 'FIRST_YEAR', 'Second Year': 'SECOND_YEAR', 'Third Year': 'THIRD_YEAR' };
const PAGE_SQL = `SELECT "id", "title", "description", "level", "created_by_id" AS "createdById", "created_at" AS "createdAt", "updated_at" AS "updatedAt", to_char((created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "_k0", (id)::text AS "_k1", (SELECT count(*) AS total FROM courses) AS "_total" FROM courses 
       ORDER BY created_at DESC, id ASC LIMIT $1`;
/** The first page and its total, through a pg pool, prepared once per connection as the API's statements are (api/src/db/sql.ts). */
export async function firstPage(pool, limit = 20) {
  const { rows } = await pool.query({ name: 'catalogue_page', text: PAGE_SQL, values: [limit + 1] });
  return { rows: rows.slice(0, limit), hasNextPage: rows.length > limit, total: rows.length ? Number(rows[0]._total) : 0 };
}
/** The opaque cursor of a row (api/src/db/keyset.ts#encodeCursor). */
const cursorOf = (row) => Buffer.from(JSON.stringify(['courses', row._k0, row._k1])).toString('base64url');
/** The catalogue's connection as `courses(first: 20) { totalCount edges { cursor node {...} } pageInfo { hasNextPage endCursor } }` answers it. */
export const toGraphqlConnection = ({ rows, hasNextPage, total }) => ({
  totalCount: total,
  edges: rows.map((row) => ({
    cursor: cursorOf(row),
    node: { id: row.id, title: row.title, description: row.description, level: GRAPHQL_LEVEL_NAMES[row.level], createdAt: row.createdAt.toISOString() },
  })),
  pageInfo: { hasNextPage, endCursor: rows.length ? cursorOf(rows[rows.length - 1]) : null },
});
/** A course as GET /api/course answers it. */
export const toRestItem = (row) => ({ _id: row.id, id: row.id, title: row.title, description: row.description, level: row.level, createdAt: row.createdAt, updatedAt: row.updatedAt });
