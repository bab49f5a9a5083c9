import { DatabaseError, type PoolClient } from 'pg';
import { type DataSource, QueryFailedError } from 'typeorm';
import { databaseFaultOf } from '../shared/db-errors';

// Each statement text gets one name for the life of the process, so every pooled connection
// prepares it once, under the same name, and PostgreSQL keeps its parse (and, once it judges a
// generic plan as good, its plan) for the connection's life.
const names = new Map<string, string>();
const nameOf = (text: string): string => {
  let name = names.get(text);
  if (!name) names.set(text, (name = `hot_${names.size + 1}`));
  return name;
};

/** A connection of TypeORM's pool, held until `done`. */
export type Connection = {
  /** The driver's client (pg's), for what TypeORM cannot send: a named statement, a cursor. */
  client: PoolClient;
  /**
   * Gives the connection back to the pool; with `broken`, closes it instead (a statement cut
   * short, a connection that stopped answering): the pool opens a fresh one in its place.
   */
  done: (broken?: Error) => Promise<void>;
};

/**
 * Takes one connection of TypeORM's pool (the one its own queries use, with the same connection
 * settings) through TypeORM's public API: a query runner, whose `connect()` gives the driver's
 * client. A closed client goes out of the pool when its runner releases it (pg-pool does not
 * keep a client that is ending or no longer queryable), which is how `done(broken)` closes one:
 * TypeORM's `release()` takes no error to pass on to pg-pool.
 */
export async function connect(dataSource: DataSource): Promise<Connection> {
  const runner = dataSource.createQueryRunner();
  try {
    const client = (await runner.connect()) as PoolClient;
    return {
      client,
      done: async (broken) => {
        // Not awaited: a connection that stopped answering is dropped at once, not waited for.
        if (broken) client.end().catch(() => undefined);
        await runner.release();
      },
    };
  } catch (error) {
    await runner.release();
    throw error;
  }
}

/**
 * One SQL statement sent straight to a pooled connection as a prepared statement, for the
 * platform's busiest statements (the catalogue page, the session lookup of every signed-in
 * request, a quiz submission, the chapters and quizzes of nested reads). `dataSource.query()`
 * has PostgreSQL parse and plan the text every time; preparing halves PostgreSQL's CPU time for
 * these statements. The text must be one of a fixed few (values go in `params`, never in the
 * text; a list of ids is one array parameter, `= ANY($1::uuid[])`), since each connection keeps
 * every statement it has prepared. Otherwise it is the same as TypeORM: the same pool and
 * connection settings (statement timeout), the same statement logging (request metrics, the
 * tests' query counter), and errors as TypeORM reports them (a QueryFailedError whose
 * `driverError` is PostgreSQL's). A connection whose statement failed other than by PostgreSQL's
 * answer, or by its going away (a read timeout, a lost connection, a backend terminated), is
 * closed, not reused.
 */
export async function sql<Row>(dataSource: DataSource, text: string, params: readonly unknown[] = []): Promise<Row[]> {
  dataSource.logger.logQuery(text, params as unknown[]);
  let connection: Connection | undefined;
  let failure: Error | undefined;
  try {
    connection = await connect(dataSource);
    return (await connection.client.query<Row & object>({ name: nameOf(text), text, values: params as unknown[] })).rows;
  } catch (error) {
    // PostgreSQL's answer to the statement (a bad value, a constraint, its statement timeout)
    // leaves the connection as good as before, and what it has prepared with it.
    if (!(error instanceof DatabaseError) || databaseFaultOf(error) === 'DATABASE_UNAVAILABLE') failure = error as Error;
    throw new QueryFailedError(text, params as unknown[], error as Error);
  } finally {
    await connection?.done(failure);
  }
}
