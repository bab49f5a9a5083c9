// The API's hourly budget is kept in PostgreSQL, shared by every instance: a token spending on two
// instances of the built app (separate processes, one database) is refused at the same total as on one.
import { accountOn, errorCode, gql, type Instance, newSecret, sqlAt, startInstance } from './cluster';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

const BUDGET = 10;
const ME = `{ me { id } }`;
const CREATE = `mutation($input: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) { secret } }`;
const RATE_LIMIT = `{ rateLimit { limit used remaining } }`;

let db: TestDatabase;
let a: Instance;
let b: Instance;

beforeAll(async () => {
  db = await createTestDatabase();
  const jwtSecret = newSecret();
  const env = { DATABASE_POOL_SIZE: '4', RATE_LIMIT_POINTS_PER_HOUR: String(BUDGET) };
  [a, b] = await Promise.all(['A', 'B'].map((name) => startInstance({ name, databaseUrl: db.url, jwtSecret, env })));
}, 90_000);

afterAll(async () => {
  await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
  await db?.drop();
});

it('a token spending on both instances is refused at the same total as on one', async () => {
  const owner = await accountOn(a, sqlAt(db.url), 'user');
  const expiresAt = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString();
  const made = await gql<{ createPersonalAccessToken: { secret: string } }>(a.url, CREATE, { input: { name: 'both', scopes: ['read:*'] , expiresAt } }, { token: owner.token });
  const secret = made.data!.createPersonalAccessToken.secret;

  // Ten points, alternately on A and B, all answered; the eleventh is refused on either.
  for (let i = 0; i < BUDGET; i += 1) {
    const answer = await gql(i % 2 ? b.url : a.url, ME, {}, { token: secret });
    expect({ i, status: answer.status, errors: answer.errors }).toEqual({ i, status: 200, errors: undefined });
  }
  for (const instance of [a, b]) {
    const refused = await gql(instance.url, ME, {}, { token: secret });
    expect(refused.status).toBe(429);
    expect(errorCode(refused)).toBe('RATE_LIMITED');
  }
  // Both instances tell the same budget, without spending.
  for (const instance of [a, b]) {
    expect((await gql(instance.url, RATE_LIMIT, {}, { token: secret })).data).toEqual({ rateLimit: { limit: BUDGET, used: BUDGET, remaining: 0 } });
  }
}, 60_000);
