import type { Pool } from 'pg';
import { type DataSource, QueryFailedError } from 'typeorm';
import { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

// Each statement text gets one name for the life of the process, so every pooled connection
// prepares it once, under the same name, and PostgreSQL keeps its parse (and, once it judges a
// generic plan as good, its plan) for the connection's life.
const names = new Map<string, string>();
const nameOf = (text: string): string => {
  let name = names.get(text);
  if (!name) names.set(text, (name = `hot_${names.size + 1}`));
  return name;
};

// TypeORM's pool of connections (its PostgresDriver's `master`), the one its own queries use; none
// before the data source is initialized, and then the statement goes through TypeORM.
export const poolOf = (dataSource: DataSource): Pool | undefined => (dataSource.driver instanceof PostgresDriver ? dataSource.driver.master : undefined);

/**
 * One SQL statement sent straight to the connection pool as a prepared statement, for the
 * platform's busiest statements (the catalogue page, the session lookup of every signed-in
 * request, a quiz submission, the chapters and quizzes of nested reads). `dataSource.query()`
 * builds, connects and releases a TypeORM query runner around each call and has PostgreSQL parse
 * and plan the text every time; preparing halves PostgreSQL's CPU time for these statements.
 * The text must be one of a fixed few (values go in `params`, never in the text; a list of ids is
 * one array parameter, `= ANY($1::uuid[])`), since each connection keeps every statement it has
 * prepared. Otherwise it is the same as TypeORM: the same pool and connection settings (statement
 * timeout), the same statement logging (request metrics, the tests' query counter), and errors as
 * TypeORM reports them (a QueryFailedError whose `driverError` is PostgreSQL's).
 */
export async function sql<Row>(dataSource: DataSource, text: string, params: readonly unknown[] = []): Promise<Row[]> {
  const pool = poolOf(dataSource);
  if (!pool) return dataSource.query(text, params as unknown[]);
  dataSource.logger.logQuery(text, params as unknown[]);
  try {
    return (await pool.query<Row & object>({ name: nameOf(text), text, values: params as unknown[] })).rows;
  } catch (error) {
    throw new QueryFailedError(text, params as unknown[], error as Error);
  }
}
