// The shared throttles on the real database (cross-instance behaviour: api/test/multi).
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { createThrottles, purgeExpiredThrottles, THROTTLE_RULES, THROTTLE_TABLE, type Throttles } from './throttle';

let db: TestDatabase;
let throttles: Throttles;
beforeAll(async () => {
  db = await createTestDatabase();
});
beforeEach(() => {
  // A fresh set, as a fresh process would have: nothing blocked in memory.
  throttles = createThrottles(db.dataSource);
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => db.drop());

const consumeTimes = async (name: keyof Throttles, key: string, times: number) => {
  // Whether each was allowed (consume answers 0) or refused (the seconds to wait).
  const results: boolean[] = [];
  for (let i = 0; i < times; i++) results.push((await throttles[name].consume(key)) === 0);
  return results;
};

it('allows the rule’s points in a window, then refuses; keys are independent', async () => {
  const { points } = THROTTLE_RULES.contactByAddress;
  expect(await consumeTimes('contactByAddress', '192.0.2.1', points + 1)).toEqual([...Array(points).fill(true), false]);
  expect(await throttles.contactByAddress.consume('192.0.2.2')).toBe(0);
  // The same key under another throttle is another count.
  expect(await throttles.contactByAccount.consume('192.0.2.1')).toBe(0);
});

it('a refusal says how long until the window lets one through again', async () => {
  const { points, windowSeconds } = THROTTLE_RULES.contactByAddress;
  await consumeTimes('contactByAddress', '192.0.2.3', points);
  const wait = await throttles.contactByAddress.consume('192.0.2.3');
  expect(wait).toBeGreaterThan(windowSeconds - 60);
  expect(wait).toBeLessThanOrEqual(windowSeconds);
});

it('counts concurrent events exactly: no more than the points slip through at once', async () => {
  const { points } = THROTTLE_RULES.passwordResetByEmail;
  const results = await Promise.all(Array.from({ length: 30 }, () => throttles.passwordResetByEmail.consume('race@example.com')));
  expect(results.filter((wait) => wait === 0)).toHaveLength(points);
});

it('a new process (no memory of it) still refuses an exhausted key: the count is in PostgreSQL', async () => {
  const { points } = THROTTLE_RULES.passwordResetByEmail;
  await consumeTimes('passwordResetByEmail', 'forgetful@example.com', points);
  const restarted = createThrottles(db.dataSource);
  expect(await restarted.passwordResetByEmail.consume('forgetful@example.com')).toBeGreaterThan(0);
});

it('a refused key is refused again from memory, without a database round trip', async () => {
  const { points } = THROTTLE_RULES.contactByAddress;
  expect((await consumeTimes('contactByAddress', '192.0.2.50', points + 1)).at(-1)).toBe(false);
  await db.dataSource.query(`ALTER TABLE ${THROTTLE_TABLE} RENAME TO rate_limits_away`);
  try {
    expect(await throttles.contactByAddress.consume('192.0.2.50')).toBeGreaterThan(0);
    // A key not blocked in memory does need the table.
    await expect(throttles.contactByAddress.consume('192.0.2.51')).rejects.toThrow();
  } finally {
    await db.dataSource.query(`ALTER TABLE rate_limits_away RENAME TO ${THROTTLE_TABLE}`);
  }
});

it('a window ends: with the clock moved past it, the key is allowed again', async () => {
  const { points, windowSeconds } = THROTTLE_RULES.contactByAccount;
  const now = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(now);
  await consumeTimes('contactByAccount', 'account-1', points);
  expect(await throttles.contactByAccount.consume('account-1')).toBeGreaterThan(0);
  jest.spyOn(Date, 'now').mockReturnValue(now + windowSeconds * 1000 + 1);
  // A fresh process, so the in-memory block (which also ends with the window) plays no part.
  expect(await createThrottles(db.dataSource).contactByAccount.consume('account-1')).toBe(0);
});

it('the last allowed event, given back, leaves the key open (no block in memory until a refusal)', async () => {
  const { points } = THROTTLE_RULES.loginFailuresByAddress;
  await consumeTimes('loginFailuresByAddress', '192.0.2.77', points);
  await throttles.loginFailuresByAddress.refund('192.0.2.77');
  expect(await throttles.loginFailuresByAddress.consume('192.0.2.77')).toBe(0);
});

it('refund gives a point back; reset forgets the key', async () => {
  const { points } = THROTTLE_RULES.loginFailuresByAddress;
  await consumeTimes('loginFailuresByAddress', '192.0.2.9', points - 1);
  await throttles.loginFailuresByAddress.refund('192.0.2.9');
  expect(await consumeTimes('loginFailuresByAddress', '192.0.2.9', 2)).toEqual([true, true]);
  expect(await throttles.loginFailuresByAddress.consume('192.0.2.9')).toBeGreaterThan(0);
  await throttles.loginFailuresByAddress.reset('192.0.2.9');
  expect(await throttles.loginFailuresByAddress.consume('192.0.2.9')).toBe(0);
});

it('stores hashed keys of fixed length: no e-mail address at rest, and any length of input fits', async () => {
  const long = `${'x'.repeat(5000)}@example.com`;
  expect(await throttles.passwordResetByEmail.consume(long)).toBe(0);
  expect(await throttles.passwordResetByEmail.consume('visible@example.com')).toBe(0);
  const keys: { key: string }[] = await db.dataSource.query(`SELECT key FROM ${THROTTLE_TABLE}`);
  expect(keys.some(({ key }) => key.includes('@'))).toBe(false);
  expect(Math.max(...keys.map(({ key }) => key.length))).toBeLessThan(80);
});

it('the purge removes only windows that ended over an hour ago', async () => {
  await db.dataSource.query(`DELETE FROM ${THROTTLE_TABLE}`);
  const now = Date.now();
  await db.dataSource.query(`INSERT INTO ${THROTTLE_TABLE} (key, points, expire) VALUES ('old', 1, $1), ('recent', 1, $2), ('live', 1, $3)`, [
    now - 2 * 3600_000,
    now - 10 * 60_000,
    now + 60_000,
  ]);
  expect(await purgeExpiredThrottles(db.dataSource, now)).toBe(1);
  const left: { key: string }[] = await db.dataSource.query(`SELECT key FROM ${THROTTLE_TABLE} ORDER BY key`);
  expect(left.map(({ key }) => key)).toEqual(['live', 'recent']);
});
