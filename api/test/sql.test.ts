import { QueryFailedError } from 'typeorm';
import { selectColumns } from '../src/db/columns';
import { createDataSource } from '../src/db/data-source';
import { sql } from '../src/db/sql';
import { Chapter } from '../src/modules/activities/activity.entity';
import { User } from '../src/modules/users/user.entity';
import { createTestDatabase, type TestDatabase } from './helpers/database';

// The hot statements' helper (src/db/sql.ts): prepared once per connection, logged, errors as TypeORM's.

let db: TestDatabase;
// One connection, so that what it has prepared can be read back from it.
let single: ReturnType<typeof createDataSource>;
const logged: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  single = createDataSource({ url: db.url, statementTimeoutMs: 15000, poolSize: 1, onQuery: (text) => logged.push(text) });
  await single.initialize();
});
afterAll(async () => {
  await single.destroy();
  await db.drop();
});

const PREPARED = 'SELECT statement FROM pg_prepared_statements ORDER BY prepare_time';

it('prepares each statement text once per connection and reuses it', async () => {
  const byId = 'SELECT id, email FROM users WHERE id = $1';
  const count = 'SELECT count(*)::int AS n FROM users WHERE role = $1';
  for (let i = 0; i < 3; i++) {
    expect(await sql(single, byId, ['00000000-0000-4000-8000-000000000000'])).toEqual([]);
    expect(await sql<{ n: number }>(single, count, ['admin'])).toEqual([{ n: expect.any(Number) }]);
  }
  const prepared = await single.query<{ statement: string }[]>(PREPARED);
  expect(prepared.map((row) => row.statement).filter((text) => text === byId || text === count)).toEqual([byId, count]);
});

it('logs every statement it sends, as TypeORM does', async () => {
  const before = logged.length;
  await sql(single, 'SELECT 1 AS one');
  await sql(single, 'SELECT 1 AS one');
  expect(logged.slice(before)).toEqual(['SELECT 1 AS one', 'SELECT 1 AS one']);
});

it('reports a failed statement as a QueryFailedError carrying PostgreSQL error, and the statement stays usable', async () => {
  const text = 'SELECT $1::uuid AS id';
  const failure = await sql(single, text, ['not-a-uuid']).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(QueryFailedError);
  expect((failure as QueryFailedError & { driverError: { code: string } }).driverError.code).toBe('22P02');
  expect(await sql(single, text, ['00000000-0000-4000-8000-000000000001'])).toEqual([{ id: '00000000-0000-4000-8000-000000000001' }]);
});

it("keeps its connection after PostgreSQL's answer to a bad statement, and takes a fresh one after the connection is lost", async () => {
  const backend = async () => (await sql<{ pid: number }>(single, 'SELECT pg_backend_pid() AS pid'))[0].pid;
  const first = await backend();
  await expect(sql(single, 'SELECT $1::int AS n', ['not-a-number'])).rejects.toBeInstanceOf(QueryFailedError);
  expect(await backend()).toBe(first);
  // Its backend ends under it (57P01, then the socket closes): the next statement gets a new one.
  await expect(sql(single, 'SELECT pg_terminate_backend(pg_backend_pid())')).rejects.toBeInstanceOf(QueryFailedError);
  expect(await backend()).not.toBe(first);
});

describe('selectColumns (src/db/columns.ts)', () => {
  it("lists an entity's columns from its metadata, each named as its property", () => {
    expect(selectColumns(single, Chapter, 'c')).toBe(
      'c."id", c."title", c."description", c."activity_id" AS "activityId", c."content", c."created_at" AS "createdAt", c."updated_at" AS "updatedAt"',
    );
    // Without an alias; a column the entity never selects by default (the password hash) stays out.
    const users = selectColumns(single, User);
    expect(users).toMatch(/^"id", "name", /);
    expect(users).toContain('"token_version" AS "tokenVersion"');
    expect(users).not.toContain('password');
  });

  it('lists the chosen properties only, in their order, and refuses one that is not a column', () => {
    expect(selectColumns(single, User, 'u', ['tokenVersion', 'id'])).toBe('u."token_version" AS "tokenVersion", u."id"');
    expect(() => selectColumns(single, User, 'u', ['poster' as keyof User])).toThrow('User has no column poster');
  });

  it('gives rows in the entity shape, one statement text for the life of the process', async () => {
    const text = () => `SELECT ${selectColumns(single, User, 'u', ['id', 'tokenVersion'])} FROM users u WHERE u.id = $1`;
    expect(text()).toBe(text());
    await single.query('INSERT INTO users (name, surname, email, password_hash, role) VALUES ($1, $2, $3, $4, $5)', ['N', 'S', 'columns@example.com', 'x', 'user']);
    const [{ id }] = await sql<{ id: string }>(single, 'SELECT id FROM users WHERE email = $1', ['columns@example.com']);
    expect(await sql(single, text(), [id])).toEqual([{ id, tokenVersion: 0 }]);
  });
});
