import { DataSource, type Logger as TypeOrmLogger } from 'typeorm';
import { entities, migrations, subscribers } from '../modules/registry';
import { countSqlStatement } from '../shared/request-metrics';
import { SnakeNamingStrategy } from './naming';

export type DataSourceOptions = {
  url: string;
  statementTimeoutMs: number;
  poolSize?: number;
  // Sees every SQL statement: used by tests and the benchmark to count queries.
  onQuery?: (sql: string) => void;
};

// Counts every statement against the request that issued it (shared/request-metrics.ts).
class QueryListener implements TypeOrmLogger {
  constructor(private readonly onQuery?: (sql: string) => void) {}
  logQuery(query: string): void {
    countSqlStatement();
    this.onQuery?.(query);
  }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}

// How long a request waits for a connection (the pool full, or the database unreachable) before
// it is answered 503 (shared/db-errors.ts), instead of hanging.
export const CONNECT_TIMEOUT_MS = 5_000;

// A frozen database (or a half-open network) would hold a statement for ever: the client gives up
// this long after PostgreSQL's own statement timeout would have fired.
export const QUERY_TIMEOUT_MARGIN_MS = 1_000;
// A transaction left idle (a request stuck between statements) is ended by PostgreSQL itself,
// freeing its connection and locks, a little after the statement timeout.
export const IDLE_IN_TRANSACTION_MARGIN_MS = 5_000;

/** The pg client settings every connection of ours uses: timeouts on both sides, TCP keep-alive. */
function connectionSettings(statementTimeoutMs: number) {
  return {
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS,
    keepAlive: true,
    options: `-c statement_timeout=${statementTimeoutMs} -c idle_in_transaction_session_timeout=${statementTimeoutMs + IDLE_IN_TRANSACTION_MARGIN_MS}`,
  };
}

export function createDataSource(options: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url: options.url,
    entities,
    migrations,
    // The audit log writes a mutation's row in its transaction (modules/audit/audit-context.ts).
    subscribers: [...subscribers],
    migrationsTransactionMode: 'each',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    logging: ['query'],
    logger: new QueryListener(options.onQuery),
    extra: {
      max: options.poolSize ?? 20,
      // A runaway statement is cancelled by PostgreSQL itself; a frozen server by the client.
      ...connectionSettings(options.statementTimeoutMs),
    },
  });
}
