import { ConfigError } from './config';
import { type PlatformOptions, startPlatform } from './server';

/** Starts the platform and stops it gracefully on SIGTERM or SIGINT, exiting 0. */
export async function main(options: PlatformOptions = {}): Promise<void> {
  const started = Date.now();
  let platform;
  try {
    platform = await startPlatform(process.env, options);
  } catch (error) {
    if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
    else console.error(error);
    process.exit(1);
  }
  const { url, logger } = platform;
  logger.info({ url, ms: Date.now() - started, embeddedDatabase: platform.embeddedDatabase }, 'platform ready');

  // Human-readable, once: where to go and how to sign in.
  console.log(`\n  LearnHub is running at ${url}  (GraphQL IDE: ${url}/graphql)`);
  if (platform.devMailbox) console.log(`  Mail is not sent anywhere (no SMTP_URL): admins read it in the development mailbox, ${url}/dev/mailbox`);
  else if (!platform.config.smtpUrl) console.log('  Mail is not configured (no SMTP_URL): e-mails wait in the queue until it is.');
  if (platform.demoAccounts.length) {
    console.log('  Demo accounts created:');
    for (const account of platform.demoAccounts) {
      console.log(`    ${account.role.padEnd(6)} ${account.email}  password: ${account.password}`);
      if (account.apiToken) console.log(`           API token (read-only, shown this once): ${account.apiToken}`);
    }
  }
  console.log('');

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    platform
      .close()
      .then(() => {
        logger.info('stopped');
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
