import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import request from 'supertest';
import type { RequestListener } from 'node:http';
import { createApp } from '../../src/app';
import type { LiveServerOptions } from '../../src/graphql/live/ws-server';
import type { Config } from '../../src/config';
import { JobQueue } from '../../src/jobs/job-queue';
import { type ManualClock, manualClock } from '../../src/shared/clock';
import type { Services } from '../../src/modules/registry';
import type { Role } from '../../src/modules/users/role';
import { createLogger } from '../../src/shared/logger';
import { createTestDatabase, statementScope, type TestDatabase } from './database';
import { getSchema } from '../../src/graphql/schema';
import { announceFixtureWrites, guardPublicReadChanges } from './public-read-guard';

export type GraphQLResult<T = Record<string, unknown>> = {
  status: number;
  data?: T | null;
  errors?: { message: string; path?: string[]; extensions?: { code?: string; fieldErrors?: Record<string, string>; reason?: string } }[];
};

export type TestApp = {
  app: RequestListener;
  config: Config;
  services: Services;
  db: TestDatabase;
  // Every log line the app wrote, as raw JSON text.
  logs: string[];
  // With the SQL statements the request ran, and only those (see statementsOf).
  gql: <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string) => Promise<GraphQLResult<T> & { statements: string[] }>;
  // The SQL statements one request through `app` ran (in its async context: DataLoader batches
  // included), found by the x-request-id its answer carries; not what jobs, listeners or other
  // requests ran meanwhile (db.queries has everything). Throws for an answer it has no record of.
  // The API budget's one statement (its spend, or a look at it: modules/rate-limits), the same in
  // every request, is left out; allStatementsOf has it.
  statementsOf: (res: { headers: Record<string, string | string[] | undefined> }) => string[];
  allStatementsOf: (res: { headers: Record<string, string | string[] | undefined> }) => string[];
  // The services' clock: tests move it instead of waiting.
  clock: ManualClock;
  // Where the development mailbox listens (no smtpUrl given).
  devMailboxUrl: string | null;
  // What a stopping instance does first (so /readyz turns 503).
  beginShutdown: () => void;
  // Creates an account of any role and returns its token.
  signIn: (role: Role, overrides?: { email?: string; password?: string }) => Promise<{ id: string; token: string; email: string; password: string }>;
  // Listens on 127.0.0.1 (HTTP and the subscriptions' WebSocket), until the app closes or `stop`.
  listen: (options?: LiveServerOptions) => Promise<{ url: string; wsUrl: string; stop: () => Promise<void> }>;
  close: () => Promise<void>;
};

/** The statement every API request runs on its caller's hourly budget (modules/rate-limits). */
export const isBudgetStatement = (statement: string): boolean => statement.includes('api_rate_budgets');

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    databasePoolSize: 10,
    dataDir: '/nonexistent',
    jwtSecret: randomBytes(32).toString('hex'),
    jwtExpiresIn: '1h',
    corsOrigins: ['http://allowed.example'],
    booksApiUrl: 'http://127.0.0.1:9',
    logLevel: 'debug',
    webDistDir: '/nonexistent',
    statementTimeoutMs: 15000,
    trustProxy: 0,
    shutdownTimeoutMs: 10000,
    smtpUrl: undefined,
    // The tests' SMTP server (helpers/smtp.ts) speaks plain text on 127.0.0.1.
    smtpAllowPlaintext: true,
    mailFrom: 'LearnHub <no-reply@learnhub.test>',
    publicUrl: 'http://learnhub.test',
    mailRetryDelaySeconds: 1,
    // The API's hourly budgets out of the way: suites make many requests as one user or from one
    // address. rate-limits.test.ts sets small ones.
    rateLimitPointsPerHour: 1_000_000_000,
    rateLimitAnonymousPointsPerHour: 1_000_000_000,
    ...overrides,
  };
}

let counter = 0;

// work: run this app's job workers (mail is sent); by default jobs are only enqueued.
// database: another app's, as a second instance sharing it (closing this app leaves it).
export type TestAppOptions = {
  work?: boolean;
  database?: TestDatabase;
  // Refuse any write to the tables public reads come from that its transaction did not declare
  // (helpers/public-read-guard.ts): the suites of the services that write them set it. Without it,
  // a fixture's SQL write to those tables announces itself to the read cache, as a manual fix would.
  guardPublicReads?: boolean;
};

export async function startTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(overrides);
  const db = options.database ?? (await createTestDatabase({ statementTimeoutMs: config.statementTimeoutMs }));
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const logger = createLogger(config.logLevel, sink);
  // By default jobs are enqueued (and can be counted) but not run.
  const jobs = new JobQueue({ connectionString: db.url, logger, work: options.work ?? false, poolSize: 2, pollingIntervalSeconds: 0.5 });
  const clock = manualClock();
  if (options.guardPublicReads) await guardPublicReadChanges(getSchema(), db.dataSource);
  else await announceFixtureWrites(getSchema(), db.dataSource);
  const created = await createApp({ config, dataSource: db.dataSource, logger, jobs, clock });
  const { services, beginShutdown, stop, devMailboxUrl, attachLive } = created;
  // Each request runs in a statement scope of its own, under the request id the app echoes (one is
  // given when the test sends none). The most recent 1,000 are kept.
  const statementsById = new Map<string, string[]>();
  const app: RequestListener = (req, res) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' ? incoming : `test-${randomBytes(8).toString('hex')}`;
    req.headers['x-request-id'] = id;
    const statements: string[] = [];
    statementsById.delete(id);
    statementsById.set(id, statements);
    if (statementsById.size > 1000) statementsById.delete(statementsById.keys().next().value!);
    statementScope.run(statements, () => created.app(req, res));
  };
  const allStatementsOf: TestApp['allStatementsOf'] = (res) => {
    const id = res.headers['x-request-id'];
    const statements = typeof id === 'string' ? statementsById.get(id) : undefined;
    if (!statements) throw new Error(`No statements recorded for request ${String(id)}`);
    return statements;
  };
  const statementsOf: TestApp['statementsOf'] = (res) => allStatementsOf(res).filter((statement) => !isBudgetStatement(statement));
  const servers: (() => Promise<void>)[] = [];
  const listen: TestApp['listen'] = async (options) => {
    const server = createServer(app);
    const live = attachLive(server, options);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    let stopped: Promise<void> | undefined;
    const stopServer = () =>
      (stopped ??= (async () => {
        await live.dispose();
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      })());
    servers.push(stopServer);
    return { url: `http://127.0.0.1:${port}`, wsUrl: `ws://127.0.0.1:${port}/graphql`, stop: stopServer };
  };

  const gql: TestApp['gql'] = async (query, variables, token) => {
    const req = request(app).post('/graphql').set('content-type', 'application/json');
    if (token) req.set('authorization', `Bearer ${token}`);
    const res = await req.send({ query, variables });
    return { status: res.status, data: res.body.data, errors: res.body.errors, statements: statementsOf(res) };
  };

  const signIn: TestApp['signIn'] = async (role, opts = {}) => {
    counter += 1;
    const email = opts.email ?? `${role}${counter}-${randomBytes(3).toString('hex')}@example.com`;
    const password = opts.password ?? 'secret123';
    const user = await services.users.create({ name: 'Test', surname: role, email, password }, role);
    const session = await services.auth.login({ email, password }, { ip: `10.0.0.${counter % 250}` });
    return { id: user.id, token: session.token, email, password };
  };

  return {
    app,
    config,
    services,
    db,
    logs,
    gql,
    statementsOf,
    allStatementsOf,
    signIn,
    beginShutdown,
    clock,
    devMailboxUrl,
    listen,
    close: async () => {
      await Promise.all(servers.map((stopServer) => stopServer()));
      await stop();
      if (!options.database) await db.drop();
    },
  };
}
