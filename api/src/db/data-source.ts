import { DataSource, type Logger as TypeOrmLogger } from 'typeorm';
import { entities, migrations } from '../modules/registry';
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
    countSqlStatement(query);
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

export function createDataSource(options: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url: options.url,
    entities,
    migrations,
    migrationsTransactionMode: 'each',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    logging: ['query'],
    logger: new QueryListener(options.onQuery),
    extra: {
      max: options.poolSize ?? 20,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A runaway statement is cancelled by PostgreSQL itself.
      options: `-c statement_timeout=${options.statementTimeoutMs}`,
    },
  });
}
