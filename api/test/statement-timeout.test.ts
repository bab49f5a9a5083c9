// A statement over the statement timeout: PostgreSQL cancels it (57014) and the client is
// told plainly to try again, 503 SERVICE_UNAVAILABLE on both transports, not a masked 500. A real
// request is made to wait past a tiny timeout by a lock another session holds on the table it reads.
import { Client } from 'pg';
import request from 'supertest';
import { Role } from '../src/modules/users/role';
import { STATEMENT_TIMEOUT_MESSAGE } from '../src/shared/db-errors';
import { startTestApp, type TestApp } from './helpers/app';

const TIMEOUT_MS = 300;

let t: TestApp;
let learner: string;

beforeAll(async () => {
  t = await startTestApp({ statementTimeoutMs: TIMEOUT_MS });
  learner = (await t.signIn(Role.USER)).token;
});
afterAll(() => t.close());

// Runs `during` while another session holds an exclusive lock on `table`, then lets go.
async function whileLocked<T>(table: string, during: () => Promise<T>): Promise<T> {
  const holder = new Client({ connectionString: t.db.url });
  await holder.connect();
  try {
    await holder.query('BEGIN');
    await holder.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
    return await during();
  } finally {
    await holder.query('ROLLBACK').catch(() => undefined);
    await holder.end();
  }
}

const timedOut = { code: 'SERVICE_UNAVAILABLE', reason: 'STATEMENT_TIMEOUT' };

it('answers a catalogue read that waits past the timeout with 503 and a clear message, on both transports', async () => {
  await whileLocked('courses', async () => {
    const started = Date.now();
    const rest = await request(t.app).get('/api/course');
    expect(rest.status).toBe(503);
    expect(rest.body).toEqual({ error: STATEMENT_TIMEOUT_MESSAGE, message: STATEMENT_TIMEOUT_MESSAGE, ...timedOut });

    const gql = await t.gql('{ courses { totalCount } }');
    expect(gql.status).toBe(503);
    expect(gql.data ?? null).toBeNull();
    expect(gql.errors).toEqual([expect.objectContaining({ message: STATEMENT_TIMEOUT_MESSAGE, extensions: timedOut })]);
    // Cancelled by PostgreSQL after the timeout, not left to hang.
    expect(Date.now() - started).toBeLessThan(5_000);
  });
  // The lock gone, the same reads succeed.
  expect((await request(t.app).get('/api/course')).status).toBe(200);
  expect((await t.gql('{ courses { totalCount } }')).status).toBe(200);
});

// Reads for signed-in viewers (a public read needs no session check: read-cache/public-reads.ts).
it('answers 503 too when authenticating the caller is what timed out', async () => {
  await whileLocked('users', async () => {
    const rest = await request(t.app).get('/api/opportunity').set('authorization', `Bearer ${learner}`);
    expect(rest.status).toBe(503);
    expect(rest.body).toMatchObject(timedOut);
    const gql = await t.gql('{ opportunities(first: 1) { totalCount } }', {}, learner);
    expect(gql.status).toBe(503);
    expect(gql.errors?.[0]).toMatchObject({ message: STATEMENT_TIMEOUT_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } });
  });
});
