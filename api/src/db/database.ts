import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { Logger } from '../shared/logger';
import { createDataSource } from './data-source';
import { startEmbeddedPostgres } from './embedded';

export type Database = {
  dataSource: DataSource;
  embedded: boolean;
  close: () => Promise<void>;
};

// DATABASE_URL when given, else a PostgreSQL embedded in the data folder.
// Either way the schema is brought up to date by migrations, never by synchronize.
export async function openDatabase(config: Config, logger: Logger): Promise<Database> {
  let url = config.databaseUrl;
  let stopEmbedded = async () => undefined as void;
  if (!url) {
    logger.info({ dataDir: config.dataDir }, 'starting embedded PostgreSQL');
    const embedded = await startEmbeddedPostgres(config.dataDir, { log: (line) => logger.debug({ postgres: line.trim() }) });
    url = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const dataSource = createDataSource({ url, statementTimeoutMs: config.statementTimeoutMs });
  await dataSource.initialize();
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  if (applied.length) logger.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
  return {
    dataSource,
    embedded: !config.databaseUrl,
    close: async () => {
      await dataSource.destroy().catch(() => undefined);
      await stopEmbedded();
    },
  };
}
