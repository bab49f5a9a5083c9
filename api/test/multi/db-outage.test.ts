// PostgreSQL stopped for 10 s under a running instance: every request in the outage is
// answered quickly with 503 and a clear message (GraphQL, REST, signed in or not), /readyz says the
// database is down, and once PostgreSQL is back the very next request succeeds, with no restart of
// the instance; its job queue works again and its live-updates listener listens again.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDataSource } from '../../src/db/data-source';
import { defineJob, JobQueue } from '../../src/jobs/job-queue';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/shared/db-errors';
import { createLogger } from '../../src/shared/logger';
import { accountOn, type Answer, gql, type Instance, logLines, newSecret, send, sqlAt, startInstance } from './cluster';
import { type Database, startDatabase } from './database';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS shared with instance.cjs, no types to import
const { TEST_EFFECT_JOB } = require('./effect-job.cjs') as { TEST_EFFECT_JOB: { name: string; options: object } };

const OUTAGE_MS = 10_000;
// No answer in the outage may take longer than this (the pool's connect timeout is 5 s).
const ANSWER_WITHIN_MS = 8_000;
const CATALOGUE = '{ courses(first: 1) { totalCount } }';

let dir: string;
let database: Database;
let instance: Instance;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'platform-db-outage-'));
  chmodSync(dir, 0o755);
  database = await startDatabase(dir);
  // The read cache off: it would answer the public reads it holds for up to a second without the
  // database; this test is about the requests that need it.
  instance = await startInstance({ name: 'O', databaseUrl: database.url, jwtSecret: newSecret(), env: { READ_CACHE_TTL_MS: '0' } });
}, 120_000);

afterAll(async () => {
  await instance?.stop('SIGKILL');
  await database?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const timed = async <T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> => {
  const started = Date.now();
  const value = await run();
  return { value, ms: Date.now() - started };
};

const json = (answer: Answer): unknown => JSON.parse(answer.text);

// One round of the requests a client makes, each timed.
async function round(token: string) {
  return {
    graphql: await timed(() => gql(instance.url, CATALOGUE)),
    signedIn: await timed(() => gql(instance.url, CATALOGUE, {}, { token })),
    rest: await timed(() => send(`${instance.url}/api/course`)),
    restSignedIn: await timed(() => send(`${instance.url}/api/course`, { headers: { authorization: `Bearer ${token}` } })),
    ready: await timed(() => send(`${instance.url}/readyz`)),
  };
}

it('answers 503 quickly through a 10 s outage, reports not ready, and recovers by itself', async () => {
  const { token } = await accountOn(instance, sqlAt(database.url), 'user', 'Out');
  expect((await round(token)).ready.value.status).toBe(200);

  await database.stop();
  const outageStarted = Date.now();
  const rounds: Awaited<ReturnType<typeof round>>[] = [];
  while (Date.now() - outageStarted < OUTAGE_MS) {
    rounds.push(await round(token));
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const unavailable = { code: 'SERVICE_UNAVAILABLE', reason: 'DATABASE_UNAVAILABLE' };
  for (const { graphql, signedIn, rest, restSignedIn, ready } of rounds) {
    for (const answer of [graphql.value, signedIn.value]) {
      expect(answer.status).toBe(503);
      expect(answer.errors?.[0]).toMatchObject({ message: DATABASE_UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } });
    }
    expect(json(rest.value)).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE, message: DATABASE_UNAVAILABLE_MESSAGE, ...unavailable });
    expect(rest.value.status).toBe(503);
    expect(restSignedIn.value.status).toBe(503);
    expect(json(restSignedIn.value)).toMatchObject(unavailable);
    expect(ready.value.status).toBe(503);
    expect(json(ready.value)).toEqual({ status: 'unavailable', database: 'down' });
    for (const { ms } of [graphql, signedIn, rest, restSignedIn, ready]) expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
  }
  const slowest = Math.max(...rounds.flatMap((r) => Object.values(r).map(({ ms }) => ms)));

  database = await startDatabase(dir);
  const back = Date.now();
  // The very next requests succeed: the pool opens new connections, nothing was restarted.
  const after = await round(token);
  expect(after.graphql.value.errors).toBeUndefined();
  expect(after.graphql.value.status).toBe(200);
  expect(after.signedIn.value.status).toBe(200);
  expect(after.rest.value.status).toBe(200);
  expect(after.restSignedIn.value.status).toBe(200);
  expect(after.ready.value.status).toBe(200);
  const recoveredMs = Date.now() - back;

  // The job queue works again: a job enqueued now is run by the instance's worker.
  const dataSource = createDataSource({ url: database.url, statementTimeoutMs: 5_000, poolSize: 1 });
  await dataSource.initialize();
  const jobs = new JobQueue({ connectionString: database.url, logger: createLogger('silent'), work: false, poolSize: 1 });
  try {
    await dataSource.query('CREATE TABLE IF NOT EXISTS job_effects (id serial PRIMARY KEY, key text NOT NULL, retry_count int NOT NULL, instance text NOT NULL)');
    const effectJob = defineJob<{ key: string }>(TEST_EFFECT_JOB.name, TEST_EFFECT_JOB.options);
    jobs.register(effectJob);
    await jobs.start();
    await dataSource.transaction((em) => jobs.enqueue(em, effectJob, { key: 'after-outage' }));
    const deadline = Date.now() + 20_000;
    let done: unknown[] = [];
    while (!done.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      done = await dataSource.query(`SELECT 1 FROM job_effects WHERE key = 'after-outage'`);
    }
    expect(done).toHaveLength(1);
  } finally {
    await jobs.stop();
    await dataSource.destroy();
  }

  // The live-updates listener opened its connection again; the process never stopped; no request
  // in the outage was logged as a bug (500).
  // (it retries with a growing wait, at most 5 s).
  const listening = () => logLines(instance).some((line) => line.msg === 'notices: listening again');
  for (const deadline = Date.now() + 10_000; !listening() && Date.now() < deadline;) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(listening()).toBe(true);
  expect(logLines(instance).filter((line) => (line.res as { statusCode?: number } | undefined)?.statusCode === 500)).toEqual([]);
  console.log(`db outage: ${rounds.length} rounds of 5 requests in ${OUTAGE_MS} ms, all 503, slowest ${slowest} ms; first round after restart done in ${recoveredMs} ms`);
}, 120_000);
