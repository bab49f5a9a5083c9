import { freePort } from '../src/db/embedded';
import { createTestDatabase, type TestDatabase } from './helpers/database';

// The embedded PostgreSQL also listens on a Unix socket in its cluster folder, and the platform
// connects through it: far cheaper per statement than TCP over loopback (docs/benchmarks.md).
const embedded = !process.env.DATABASE_URL;

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

(embedded ? it : it.skip)('connects to the embedded PostgreSQL over its Unix socket', async () => {
  expect(new URL(db.url).searchParams.get('host')).toMatch(/^\//);
  const [session] = await db.dataSource.query('SELECT client_addr FROM pg_stat_activity WHERE pid = pg_backend_pid()');
  // No client address: the session came through a Unix socket, not TCP.
  expect(session.client_addr).toBeNull();
});

describe('freePort', () => {
  it("never hands out a port to avoid (the platform's own, free until it listens)", async () => {
    const offered = [5432, 5432, 6000];
    const pick = jest.fn(async () => offered.shift() ?? 0);
    expect(await freePort([5432], pick)).toBe(6000);
    expect(pick).toHaveBeenCalledTimes(3);
  });
});
