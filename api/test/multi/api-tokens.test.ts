// A personal access token revoked on one instance is refused by another at once: two instances of the
// built app, as separate processes, on one database (each request reads the token's row).
import { accountOn, errorCode, gql, type Instance, newSecret, sqlAt, startInstance } from './cluster';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

const ME = `{ me { id } }`;
const CREATE = `mutation($input: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) { secret token { id } } }`;
const REVOKE = `mutation($id: ID!) { revokePersonalAccessToken(id: $id) { id } }`;

let db: TestDatabase;
let a: Instance;
let b: Instance;

beforeAll(async () => {
  db = await createTestDatabase();
  const jwtSecret = newSecret();
  [a, b] = await Promise.all(['A', 'B'].map((name) => startInstance({ name, databaseUrl: db.url, jwtSecret, env: { DATABASE_POOL_SIZE: '4' } })));
}, 90_000);

afterAll(async () => {
  await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
  await db?.drop();
});

it('a token revoked on one instance is refused by the other within 1 s', async () => {
  const owner = await accountOn(a, sqlAt(db.url), 'user');
  const expiresAt = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString();
  const made = await gql<{ createPersonalAccessToken: { secret: string; token: { id: string } } }>(
    a.url,
    CREATE,
    { input: { name: 'across', scopes: ['read:*'], expiresAt } },
    { token: owner.token },
  );
  const { secret, token } = made.data!.createPersonalAccessToken;
  expect((await gql(b.url, ME, {}, { token: secret })).data).toEqual({ me: { id: owner.id } });

  expect((await gql(a.url, REVOKE, { id: token.id }, { token: owner.token })).errors).toBeUndefined();
  const revokedAt = Date.now();
  const onB = await gql(b.url, ME, {}, { token: secret });
  expect(Date.now() - revokedAt).toBeLessThan(1000);
  expect({ code: errorCode(onB), message: onB.errors?.[0]?.message }).toEqual({ code: 'UNAUTHENTICATED', message: 'This API token was revoked' });
}, 60_000);
