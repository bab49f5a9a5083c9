// The read cache across two instances of the built app, each its own process, on one
// database: every write that changes a cached answer shows at once in the writer's instance and
// within a second in the other, although answers may live a minute there (only the write's notice
// can empty them).
import { accountOn, gql, type Instance, newSecret, send, startInstance } from './cluster';
import { type Accounts, type CachedRead, type Caller, type Fixture, INVALIDATIONS, makeFixture } from '../helpers/read-cache-table';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

const secret = newSecret();
let db: TestDatabase;
let a: Instance;
let b: Instance;
let accounts: Accounts;
let fixture: Fixture;

const callerOn = (instance: Instance): Caller => ({
  gql: async (query, variables, token) => {
    const res = await gql(instance.url, query, variables, { token });
    if (!res.data || res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data as never;
  },
  rest: async (method, path, body, token) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await send(`${instance.url}${path}`, { method, headers, body: JSON.stringify(body) });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
    return JSON.parse(res.text);
  },
  sql: (text, params) => db.dataSource.query(text, params),
  upload: async (path, fields, pdf, token) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set('pdf', new Blob([pdf], { type: 'application/pdf' }), 'paper.pdf');
    const res = await fetch(`${instance.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  },
});

const readOn = async (instance: Instance, cached: CachedRead): Promise<string> => {
  const res = await gql(instance.url, cached.query, cached.variables?.(fixture) ?? {}, { token: cached.as === 'learner' ? accounts.learner : undefined });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return JSON.stringify(res.data);
};

const account = async (role: 'admin' | 'tutor' | 'user'): Promise<string> =>
  (await accountOn(a, (sql, params) => db.dataSource.query(sql, params), role, 'Cache')).token;

beforeAll(async () => {
  db = await createTestDatabase();
  const start = (name: string) => startInstance({ name, databaseUrl: db.url, jwtSecret: secret, env: { DATABASE_POOL_SIZE: '4', READ_CACHE_TTL_MS: '60000' } });
  [a, b] = await Promise.all([start('A'), start('B')]);
  const [admin, tutor, learner] = await Promise.all([account('admin'), account('tutor'), account('user')]);
  accounts = { admin, tutor, learner };
  fixture = await makeFixture(callerOn(a), accounts);
}, 90_000);

afterAll(async () => {
  await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
  await db?.drop();
});

describe('a write through instance A', () => {
  it.each(INVALIDATIONS.map((row) => [row.name, row] as const))('%s: shows at once on A, within 1 s on B', async (_name, row) => {
    // Both instances hold the answer (a minute's time to live: only the notice can empty it).
    const before = await readOn(a, row.read);
    expect(await readOn(b, row.read)).toBe(before);
    await row.write(callerOn(a), accounts, fixture);
    const wrote = Date.now();
    expect(await readOn(a, row.read)).not.toBe(before);
    const seen = async (instance: Instance) => {
      for (;;) {
        if ((await readOn(instance, row.read)) !== before) return Date.now() - wrote;
        if (Date.now() - wrote > 3_000) return Infinity;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const [onA, onB] = await Promise.all([seen(a), seen(b)]);
    expect(onA).toBeLessThan(1_000);
    expect(onB).toBeLessThan(1_000);
  });
});

it('serves a cached answer on B until a write, and the same answer A gives', async () => {
  const catalogue = { query: '{ courses(first: 3) { totalCount } }', as: 'anonymous' } as const;
  const hitsOnB = () => b.output.filter((line) => line.includes('"readCache":"hit"')).length;
  const hitsBefore = hitsOnB();
  const first = await readOn(b, catalogue);
  for (let i = 0; i < 5; i++) expect(await readOn(b, catalogue)).toBe(first);
  expect(await readOn(a, catalogue)).toBe(first);
  // The log lines are written as the answers finish: wait for them, a second at most.
  for (const deadline = Date.now() + 1_000; hitsOnB() < hitsBefore + 5 && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(hitsOnB()).toBe(hitsBefore + 5);
});
