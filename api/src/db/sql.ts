import type { Pool } from 'pg';
import { type DataSource, QueryFailedError } from 'typeorm';

/**
 * One SQL statement sent straight to the connection pool, for the platform's busiest statements
 * (the catalogue page, the session lookup of every signed-in request, a quiz submission).
 * `dataSource.query()` builds, connects and releases a TypeORM query runner around each call;
 * this skips that wrapper and nothing else: the same pool and connection settings
 * (statement timeout), the same statement logging (request metrics, the tests' query counter),
 * and errors as TypeORM reports them (a QueryFailedError whose `driverError` is PostgreSQL's).
 */
export async function sql<Row>(dataSource: DataSource, text: string, params: readonly unknown[] = []): Promise<Row[]> {
  const pool = (dataSource.driver as unknown as { master?: Pool }).master;
  if (!pool) return dataSource.query(text, params as unknown[]);
  dataSource.logger.logQuery(text, params as unknown[]);
  try {
    return (await pool.query(text, params as unknown[])).rows as Row[];
  } catch (error) {
    throw new QueryFailedError(text, params as unknown[], error as Error);
  }
}
