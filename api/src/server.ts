import { createServer, type Server } from 'node:http';
import { createApp } from './app';
import { type Config, loadConfig } from './config';
import { openDatabase } from './db/database';
import { type DemoAccount, seedDemoData } from './db/seed';
import { createLogger, type Logger } from './shared/logger';

export type Platform = {
  url: string;
  config: Config;
  server: Server;
  logger: Logger;
  embeddedDatabase: boolean;
  // Demo accounts created by this start (first start of a development database only).
  demoAccounts: DemoAccount[];
  close: () => Promise<void>;
};

/** config -> database (embedded or DATABASE_URL) -> migrations -> seed (not in production) -> listen. */
export async function startPlatform(env: NodeJS.ProcessEnv = process.env): Promise<Platform> {
  const config = loadConfig(env);
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config, logger);
  try {
    const { app, services, stop } = await createApp({ config, dataSource: database.dataSource, logger });
    const demoAccounts = config.env === 'production' ? [] : await seedDemoData(services);
    const server = createServer(app);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, resolve);
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    return {
      url: `http://localhost:${port}`,
      config,
      server,
      logger,
      embeddedDatabase: database.embedded,
      demoAccounts,
      close: async () => {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        await stop().catch(() => undefined);
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
