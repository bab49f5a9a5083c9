import 'reflect-metadata';
import { createServer } from 'node:http';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { seedDemoData } from './db/seed';
import { createLogger } from './shared/logger';

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config, logger);
  const { app, services, stop } = await createApp({ config, dataSource: database.dataSource, logger });
  const demo = config.env === 'production' ? [] : await seedDemoData(services);

  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  logger.info({ url, ms: Date.now() - started, embeddedDatabase: database.embedded }, 'platform ready');

  // Human-readable, once: where to go and how to sign in.
  console.log(`\n  LearnHub is running at ${url}  (GraphQL IDE: ${url}/graphql)`);
  if (demo.length) {
    console.log('  Demo accounts created:');
    for (const account of demo) console.log(`    ${account.role.padEnd(6)} ${account.email}  password: ${account.password}`);
  }
  console.log('');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    server.close();
    server.closeAllConnections();
    await stop().catch(() => undefined);
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
