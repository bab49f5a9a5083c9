// A frozen PostgreSQL (SIGSTOP, as a hung host or a cut network looks): requests fail
// with DATABASE_UNAVAILABLE within the client's query timeout instead of hanging, the LISTEN
// connection's heartbeat notices and reconnects, and once PostgreSQL runs again requests and
// notices across LISTEN work without a restart. Its own PostgreSQL: the shared one is never frozen.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { PUBLIC_READ_CHANGES_CHANNEL } from '../../src/shared/public-read-changes';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/shared/db-errors';
import { accountOn, type GraphQLAnswer, gql, type Instance, logLines, newSecret, sqlAt, startInstance } from './cluster';
import { type Database, startDatabase } from './database';

// Short, so the test runs in seconds: the client gives up a second after the statement timeout.
const STATEMENT_TIMEOUT_MS = 1_000;
const HEARTBEAT_MS = 1_000;
// Statement timeout + margin, or the pool's connect timeout (5 s) for a connection not yet open.
const ANSWER_WITHIN_MS = 7_000;
const CATALOGUE = '{ courses(first: 1) { totalCount } }';
const ME = '{ me { id } }';

let dir: string;
let database: Database;
let instance: Instance;
let frozen: number[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'platform-db-freeze-'));
  chmodSync(dir, 0o755);
  database = await startDatabase(dir);
  instance = await startInstance({
    name: 'F',
    databaseUrl: database.url,
    jwtSecret: newSecret(),
    // The read cache kept long: only a notice across LISTEN empties it in this test.
    env: { STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS), LISTENER_HEARTBEAT_MS: String(HEARTBEAT_MS), READ_CACHE_TTL_MS: '600000' },
  });
}, 120_000);

afterAll(async () => {
  signal('SIGCONT', frozen);
  await instance?.stop('SIGKILL');
  await database?.stop();
  rmSync(dir, { recursive: true, force: true });
});

// The postmaster and every backend it forked (each connection has one): all must stop to freeze it.
function postgresProcesses(): number[] {
  const postmaster = Number(readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0);
  return [postmaster, ...children];
}

function signal(name: NodeJS.Signals, pids: number[]): void {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // Already gone.
    }
  }
}

// A request, or `null` if it has not answered within `ms` (a hang).
async function within<T>(ms: number, run: () => Promise<T>): Promise<{ value: T | null; ms: number }> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  const value = await Promise.race([run(), late]);
  clearTimeout(timer);
  return { value, ms: Date.now() - started };
}

const waitFor = async (what: () => boolean | Promise<boolean>, ms: number): Promise<boolean> => {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100))) if (await what()) return true;
  return what();
};

const logged = (message: string) => () => logLines(instance).some((line) => line.msg === message);

it('fails fast while PostgreSQL is frozen, then serves and hears notices again once it runs', async () => {
  const { token } = await accountOn(instance, sqlAt(database.url), 'user', 'Ice');
  expect((await gql(instance.url, ME, {}, { token })).status).toBe(200);

  frozen = postgresProcesses();
  signal('SIGSTOP', frozen);
  // Signed in (authentication reads the database) and not: each answered 503, none hangs.
  const answers: { value: GraphQLAnswer<unknown> | null; ms: number }[] = [];
  for (let i = 0; i < 2; i++) {
    answers.push(await within(ANSWER_WITHIN_MS + 3_000, () => gql(instance.url, ME, {}, { token })));
    answers.push(await within(ANSWER_WITHIN_MS + 3_000, () => gql(instance.url, `{ courses(first: ${i + 2}) { totalCount } }`)));
  }
  for (const { value, ms } of answers) {
    expect(value).not.toBeNull();
    expect(value!.status).toBe(503);
    expect(value!.errors?.[0]).toMatchObject({ message: DATABASE_UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } });
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
  }
  // The listener's heartbeat went unanswered: it gave up its connection to open another.
  expect(await waitFor(logged('notices: heartbeat failed, reconnecting'), 5_000)).toBe(true);

  signal('SIGCONT', frozen);
  frozen = [];
  // Requests work again, without a restart.
  expect(await waitFor(async () => (await gql(instance.url, ME, {}, { token })).status === 200, 10_000)).toBe(true);
  expect(await waitFor(logged('notices: listening again'), 15_000)).toBe(true);

  // A notice across the new LISTEN connection: a course added behind the app's back (no service
  // declared it) stays unseen in the cached catalogue until the read cache's notice arrives.
  const count = async () => (await gql<{ courses: { totalCount: number } }>(instance.url, CATALOGUE)).data!.courses.totalCount;
  const before = await count();
  const client = new Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query(`SET session_replication_role = replica`);
    await client.query(`INSERT INTO courses (title, description, level) VALUES ('Thawed', 'After the freeze', 'First Year')`);
    expect(await count()).toBe(before);
    await client.query(`NOTIFY ${PUBLIC_READ_CHANGES_CHANNEL}`);
    expect(await waitFor(async () => (await count()) === before + 1, 3_000)).toBe(true);
  } finally {
    await client.end();
  }
  expect(logLines(instance).filter((line) => (line.res as { statusCode?: number } | undefined)?.statusCode === 500)).toEqual([]);
}, 60_000);
