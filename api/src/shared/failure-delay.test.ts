// The wrong-password delay on the real database, on a clock the test moves.
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { manualClock, type ManualClock } from './clock';
import { FAILURE_DELAY, FAILURE_DELAY_TABLE, FailureDelay, purgeForgottenFailures, waitAfter, waitInWords } from './failure-delay';

let db: TestDatabase;
let clock: ManualClock;
let delay: FailureDelay;
beforeAll(async () => {
  db = await createTestDatabase();
});
beforeEach(async () => {
  await db.dataSource.query(`DELETE FROM ${FAILURE_DELAY_TABLE}`);
  clock = manualClock();
  clock.freeze();
  delay = new FailureDelay(db.dataSource, clock);
});
afterAll(() => db.drop());

const claims = async (key: string, times: number) => {
  const waits: number[] = [];
  for (let i = 0; i < times; i++) waits.push(await delay.claim(key));
  return waits;
};

it('lets the first failures through, then doubles the wait after each one, up to the cap', async () => {
  expect(await claims('id:a', FAILURE_DELAY.free)).toEqual(Array(FAILURE_DELAY.free).fill(0));
  // After the 5th failure: 1 s; the refused check does not count and does not push the wait back.
  expect(await claims('id:a', 2)).toEqual([1, 1]);
  for (const wait of [1, 2, 4, 8, 16]) {
    clock.advance(wait * 1000 - 1);
    expect(await delay.claim('id:a')).toBe(1);
    clock.advance(1);
    expect(await delay.claim('id:a')).toBe(0);
  }
  expect(await delay.claim('id:a')).toBe(32);
  expect(waitAfter(30)).toBe(FAILURE_DELAY.maxWaitSeconds);
  // Another key is not slowed down.
  expect(await delay.claim('id:b')).toBe(0);
});

it('forgets the failures on the right password, or once the last one is old enough', async () => {
  await claims('id:ok', FAILURE_DELAY.free);
  expect(await delay.claim('id:ok')).toBe(1);
  await delay.succeeded('id:ok');
  expect(await claims('id:ok', FAILURE_DELAY.free)).toEqual(Array(FAILURE_DELAY.free).fill(0));

  await claims('id:old', FAILURE_DELAY.free + 3);
  clock.advance(FAILURE_DELAY.forgetAfterSeconds * 1000);
  expect(await claims('id:old', FAILURE_DELAY.free)).toEqual(Array(FAILURE_DELAY.free).fill(0));
  expect(await delay.claim('id:old')).toBe(1);
});

it('gives concurrent checks one turn each: no more than the free ones slip through at once', async () => {
  // Twice the free ones, and no more checks than the test database's pool has connections (10): more
  // would wait for a connection behind the row lock, and a slow moment on a shared CI machine then
  // ran out the 5 s connect timeout.
  const waits = await Promise.all(Array.from({ length: 2 * FAILURE_DELAY.free }, () => delay.claim('id:race')));
  expect(waits.filter((wait) => wait === 0)).toHaveLength(FAILURE_DELAY.free);
});

it('stores hashed keys, and the purge removes only forgotten failures', async () => {
  await delay.claim('email:someone@example.com');
  clock.advance(FAILURE_DELAY.forgetAfterSeconds * 1000);
  await delay.claim('id:recent');
  const keys: { key: string }[] = await db.dataSource.query(`SELECT key FROM ${FAILURE_DELAY_TABLE}`);
  expect(keys.some(({ key }) => key.includes('@'))).toBe(false);
  expect(await purgeForgottenFailures(db.dataSource, new Date(clock.now().getTime() + 1))).toBe(1);
  expect(await db.dataSource.query(`SELECT count(*)::int AS n FROM ${FAILURE_DELAY_TABLE}`)).toEqual([{ n: 1 }]);
});

it('words a wait as a person reads it', () => {
  expect([1, 32, 60, 61, 300].map(waitInWords)).toEqual(['1 second', '32 seconds', '1 minute', '2 minutes', '5 minutes']);
});
