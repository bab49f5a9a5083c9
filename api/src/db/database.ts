import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { Logger } from '../shared/logger';
import { createDataSource } from './data-source';
import { startEmbeddedPostgres } from './embedded';
import { migrate } from './migrate';

export type Database = {
  dataSource: DataSource;
  // What other pools (the job queue's) connect with.
  url: string;
  embedded: boolean;
  close: () => Promise<void>;
};

// DATABASE_URL when given, else a PostgreSQL embedded in the data folder.
// Either way the schema is brought up to date by migrations, never by synchronize.
export async function openDatabase(config: Config, logger: Logger): Promise<Database> {
  let url = config.databaseUrl;
  let stopEmbedded = async (): Promise<void> => {};
  if (!url) {
    logger.info({ dataDir: config.dataDir }, 'starting embedded PostgreSQL');
    const embedded = await startEmbeddedPostgres(config.dataDir, { log: (line) => logger.debug({ postgres: line.trim() }), avoidPorts: [config.port] });
    url = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const dataSource = createDataSource({ url, statementTimeoutMs: config.statementTimeoutMs, poolSize: config.databasePoolSize });
  await dataSource.initialize();
  try {
    const applied = await migrate(dataSource);
    if (applied.length) logger.info({ migrations: applied }, 'migrations applied');
  } catch (error) {
    await dataSource.destroy().catch(() => undefined);
    await stopEmbedded();
    throw error;
  }
  return {
    dataSource,
    url,
    embedded: !config.databaseUrl,
    close: async () => {
      await dataSource.destroy().catch(() => undefined);
      await stopEmbedded();
    },
  };
}
