import 'reflect-metadata';
import { ConfigError } from './config';
import { startPlatform } from './server';

async function main(): Promise<void> {
  const started = Date.now();
  const platform = await startPlatform();
  const { url, logger } = platform;
  logger.info({ url, ms: Date.now() - started, embeddedDatabase: platform.embeddedDatabase }, 'platform ready');

  // Human-readable, once: where to go and how to sign in.
  console.log(`\n  LearnHub is running at ${url}  (GraphQL IDE: ${url}/graphql)`);
  if (platform.demoAccounts.length) {
    console.log('  Demo accounts created:');
    for (const account of platform.demoAccounts) console.log(`    ${account.role.padEnd(6)} ${account.email}  password: ${account.password}`);
  }
  console.log('');

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    platform.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
