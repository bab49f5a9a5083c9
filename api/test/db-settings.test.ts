// Every pooled connection carries the limits a frozen or stuck client needs: a statement
// timeout, an idle-in-transaction timeout a little above it (a request stuck between statements
// frees its connection and locks), and on the client side a query timeout and TCP keep-alive.
import { IDLE_IN_TRANSACTION_MARGIN_MS, QUERY_TIMEOUT_MARGIN_MS } from '../src/db/data-source';
import { createTestDatabase, type TestDatabase } from './helpers/database';

const STATEMENT_TIMEOUT_MS = 3_000;
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ statementTimeoutMs: STATEMENT_TIMEOUT_MS });
});
afterAll(() => db.drop());

it('sets the statement and idle-in-transaction timeouts on the connections, and the client timeout and keep-alive', async () => {
  const [row] = await db.dataSource.query<{ statement: string; idle: string }[]>(
    // pg_settings gives both in milliseconds.
    `SELECT (SELECT setting FROM pg_settings WHERE name = 'statement_timeout') AS statement,
            (SELECT setting FROM pg_settings WHERE name = 'idle_in_transaction_session_timeout') AS idle`,
  );
  expect(row).toEqual({ statement: String(STATEMENT_TIMEOUT_MS), idle: String(STATEMENT_TIMEOUT_MS + IDLE_IN_TRANSACTION_MARGIN_MS) });
  // What TypeORM hands to pg's pool for each connection (its public options).
  expect(db.dataSource.options.extra).toMatchObject({ query_timeout: STATEMENT_TIMEOUT_MS + QUERY_TIMEOUT_MARGIN_MS, keepAlive: true });
});

it('ends a transaction left idle longer than its timeout, freeing the connection', async () => {
  const short = await createTestDatabase({ statementTimeoutMs: 200 });
  try {
    const runner = short.dataSource.createQueryRunner();
    await runner.startTransaction();
    await runner.query('SELECT 1');
    await new Promise((resolve) => setTimeout(resolve, 200 + IDLE_IN_TRANSACTION_MARGIN_MS + 500));
    await expect(runner.query('SELECT 1')).rejects.toThrow();
    await runner.release().catch(() => undefined);
  } finally {
    await short.drop();
  }
}, 15_000);
