import { DataSource, type Logger as TypeOrmLogger } from 'typeorm';
import { entities } from '../modules/registry';
import { migrations } from './migrations';
import { SnakeNamingStrategy } from './naming';

export type DataSourceOptions = {
  url: string;
  statementTimeoutMs: number;
  poolSize?: number;
  // Sees every SQL statement: used by tests and the benchmark to count queries.
  onQuery?: (sql: string) => void;
};

class QueryListener implements TypeOrmLogger {
  constructor(private readonly onQuery: (sql: string) => void) {}
  logQuery(query: string): void {
    this.onQuery(query);
  }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}

export function createDataSource(options: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url: options.url,
    entities,
    migrations,
    migrationsTransactionMode: 'each',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    logging: options.onQuery ? ['query'] : false,
    logger: options.onQuery ? new QueryListener(options.onQuery) : undefined,
    extra: {
      max: options.poolSize ?? 20,
      // A runaway statement is cancelled by PostgreSQL itself.
      options: `-c statement_timeout=${options.statementTimeoutMs}`,
    },
  });
}
