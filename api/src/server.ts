import { createServer, type Server } from 'node:http';
import { type AppOptions, createApp } from './app';
import { type Config, loadConfig } from './config';
import { openDatabase } from './db/database';
import { type DemoAccount, seedDemoData } from './db/seed';
import { JobQueue } from './jobs/job-queue';
import { manualClock } from './shared/clock';
import { armCrashPoints } from './shared/crash-point';
import { createLogger, type Logger } from './shared/logger';

export type Platform = {
  url: string;
  config: Config;
  server: Server;
  logger: Logger;
  embeddedDatabase: boolean;
  // Demo accounts created by this start (first start of a development database only).
  demoAccounts: DemoAccount[];
  // Whether outgoing mail is caught by the development mailbox (read at /dev/mailbox).
  devMailbox: boolean;
  /**
   * Graceful stop: /readyz turns 503, no new connections, idle keep-alive sockets closed at once,
   * requests and jobs in flight finish (at most SHUTDOWN_TIMEOUT_MS, then their sockets are cut),
   * then the pools close.
   */
  close: () => Promise<void>;
};

export type PlatformOptions = Pick<AppOptions, 'registerExtraJobs'>;

/** config -> database (embedded or DATABASE_URL) -> migrations -> jobs -> seed (not in production) -> listen. */
export async function startPlatform(env: NodeJS.ProcessEnv = process.env, options: PlatformOptions = {}): Promise<Platform> {
  const config = loadConfig(env);
  armCrashPoints(config.crashPoints ?? []);
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config, logger);
  const jobs = new JobQueue({ connectionString: database.url, logger, work: true });
  try {
    const clock = config.movableClock ? manualClock() : undefined;
    const { app, services, beginShutdown, stop, devMailboxUrl, attachLive } = await createApp({ config, dataSource: database.dataSource, logger, jobs, clock, ...options });
    const demoAccounts = config.env === 'production' ? [] : await seedDemoData(services);
    const server = createServer(app);
    const live = attachLive(server);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, resolve);
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
      devMailbox: devMailboxUrl !== null,
      close: async () => {
        beginShutdown();
        // Subscriptions end first (their sockets would hold the server open), then requests and
        // jobs in flight finish side by side; Apollo and the pools close after them.
        await live.dispose();
        await Promise.all([drain(server, config.shutdownTimeoutMs), jobs.stop(config.shutdownTimeoutMs).catch(() => undefined)]);
        await stop().catch(() => undefined);
        await database.close();
      },
    };
  } catch (error) {
    await jobs.stop().catch(() => undefined);
    await database.close();
    throw error;
  }
}

// Stops accepting connections and waits for the requests in flight. A keep-alive socket is closed as
// soon as it is idle (at once for the idle ones), so no client holds the process open.
async function drain(server: Server, timeoutMs: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  const deadline = setTimeout(() => server.closeAllConnections(), timeoutMs);
  try {
    await closed;
  } finally {
    clearInterval(sweep);
    clearTimeout(deadline);
  }
}
