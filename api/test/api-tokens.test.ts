// Personal access tokens (issue 39): made, listed and revoked by their owner over GraphQL; accepted
// as `Authorization: Bearer lh_pat_...` on GraphQL, REST and the WebSocket as the owner; refused
// once expired or revoked, and all of them at a password reset or change or a role change.
import { createHash } from 'node:crypto';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { API_TOKEN_REFUSED } from '../src/modules/api-tokens/api-token-auth';
import { API_TOKEN_MESSAGES, MAX_LIVE_TOKENS } from '../src/modules/api-tokens/api-tokens.service';
import { API_SCOPES } from '../src/modules/api-tokens/scopes';
import { hashToken } from '../src/modules/auth/link-token';
import { PasswordReset } from '../src/modules/auth/password-reset.service';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { createActivity, createChapter, createQuiz } from './helpers/learning';
import { rest } from './helpers/rest';
import { until } from './helpers/live';

const CREATE = `mutation($input: CreatePersonalAccessTokenInput!) {
  createPersonalAccessToken(input: $input) { secret token { id name scopes createdAt expiresAt lastUsedAt } }
}`;
const LIST = `{ personalAccessTokens { id name scopes createdAt expiresAt lastUsedAt } }`;
const REVOKE = `mutation($id: ID!) { revokePersonalAccessToken(id: $id) { id name revokedAt } }`;
const ME = `{ me { id role } }`;
const DAY_MS = 24 * 60 * 60 * 1000;

type Created = { secret: string; token: { id: string; name: string; scopes: string[]; createdAt: string; expiresAt: string; lastUsedAt: string | null } };
type Account = { id: string; token: string; email: string; password: string };

let t: TestApp;
let wsUrl: string;
const clients: Client[] = [];
beforeAll(async () => {
  t = await startTestApp();
  ({ wsUrl } = await t.listen());
});
afterAll(async () => {
  await Promise.all(
    clients.map(async (client) => {
      await client.dispose();
    }),
  );
  await t.close();
});

const inDays = (days: number) => new Date(t.clock.now().getTime() + days * DAY_MS).toISOString();

async function create(owner: Account, input: Partial<{ name: string; scopes: string[]; expiresAt: string }> = {}): Promise<Created> {
  // The scopes the calls below need: `me` (read:users) and /quiz-attempts/me (read:results).
  const res = await t.gql<{ createPersonalAccessToken: Created }>(CREATE, { input: { name: 'CI', scopes: ['read:users', 'read:results'], expiresAt: inDays(30), ...input } }, owner.token);
  expect(res.errors).toBeUndefined();
  return res.data!.createPersonalAccessToken;
}

const rowsOf = (userId: string) =>
  t.db.dataSource.query<{ id: string; token_hash: string; revoked_at: Date | null; last_used_at: Date | null }[]>(
    `SELECT id, token_hash, revoked_at, last_used_at FROM personal_access_tokens WHERE user_id = $1 ORDER BY created_at`,
    [userId],
  );

const refusalOf = (res: { errors?: { message: string; extensions?: { code?: string } }[] }) => ({ code: res.errors?.[0]?.extensions?.code, message: res.errors?.[0]?.message });


describe('making, listing and revoking', () => {
  it('answers the secret once, with the lh_pat_ prefix, and keeps only its SHA-256', async () => {
    const owner = await t.signIn(Role.USER);
    const logsBefore = t.logs.length;
    const made = await create(owner, { name: '  Grades export  ', scopes: ['read:results', 'read:courses', 'read:courses'] });
    expect(made.secret).toMatch(/^lh_pat_[A-Za-z0-9_-]{43}$/);
    // Trimmed; each scope once, in the declared order.
    expect(made.token).toMatchObject({ name: 'Grades export', scopes: ['read:courses', 'read:results'], lastUsedAt: null });
    const [row] = await rowsOf(owner.id);
    expect(row.token_hash).toBe(createHash('sha256').update(made.secret).digest('hex'));
    const stored = JSON.stringify(await t.db.dataSource.query(`SELECT * FROM personal_access_tokens WHERE user_id = $1`, [owner.id]));
    expect(stored).not.toContain(made.secret.slice('lh_pat_'.length));

    // Never again: not in the list, not in the log (the request that made it, nor one that used it).
    const listed = await t.gql<{ personalAccessTokens: Created['token'][] }>(LIST, {}, owner.token);
    expect(JSON.stringify(listed)).not.toContain(made.secret);
    await t.gql(ME, {}, made.secret);
    await rest(t, 'get', '/quiz-attempts/me', made.secret);
    expect(t.logs.slice(logsBefore).join('\n')).not.toContain(made.secret.slice('lh_pat_'.length));
  });

  it("lists the caller's live tokens only, newest first, without secrets", async () => {
    const owner = await t.signIn(Role.TUTOR);
    const other = await t.signIn(Role.TUTOR);
    const first = await create(owner, { name: 'first' });
    t.clock.advance(1000);
    const second = await create(owner, { name: 'second', expiresAt: inDays(7) });
    t.clock.advance(1000);
    const third = await create(owner, { name: 'third' });
    await create(other, { name: 'not mine' });
    const revoked = await t.gql(REVOKE, { id: third.token.id }, owner.token);
    expect(revoked.errors).toBeUndefined();

    const listed = await t.gql<{ personalAccessTokens: Created['token'][] }>(LIST, {}, owner.token);
    expect(listed.data!.personalAccessTokens).toEqual([second.token, first.token]);
    // An expired one leaves the list.
    t.clock.advance(8 * DAY_MS);
    const later = await t.gql<{ personalAccessTokens: Created['token'][] }>(LIST, {}, owner.token);
    expect(later.data!.personalAccessTokens.map((token) => token.name)).toEqual(['first']);
  });

  it('answers the declared scopes with their descriptions, to anyone', async () => {
    const res = await t.gql<{ apiScopes: { name: string; description: string }[] }>(`{ apiScopes { name description } }`);
    expect(res.data!.apiScopes).toEqual(API_SCOPES.map(({ name, description }) => ({ name, description })));
    expect(res.data!.apiScopes.map((scope) => scope.name)).toEqual(['read:courses', 'read:quizzes', 'write:quizzes', 'read:results', 'read:users', 'admin:users', 'admin:audit', 'read:*']);
  });

  it("cannot revoke someone else's token: NOT_FOUND, and the token still works", async () => {
    const owner = await t.signIn(Role.USER);
    const thief = await t.signIn(Role.ADMIN);
    const made = await create(owner);
    expect(refusalOf(await t.gql(REVOKE, { id: made.token.id }, thief.token))).toEqual({ code: 'NOT_FOUND', message: 'API token not found' });
    expect(refusalOf(await t.gql(REVOKE, { id: 'not-an-id' }, owner.token))).toEqual({ code: 'NOT_FOUND', message: 'API token not found' });
    expect((await t.gql(ME, {}, made.secret)).data).toEqual({ me: { id: owner.id, role: 'USER' } });
    expect((await rowsOf(owner.id))[0].revoked_at).toBeNull();
  });

  it('needs a signed-in caller', async () => {
    expect(refusalOf(await t.gql(CREATE, { input: { name: 'x', scopes: ['read:courses'], expiresAt: inDays(1) } }))).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(refusalOf(await t.gql(LIST))).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it.each([
    ['a blank name', { name: '   ' }, 'name', API_TOKEN_MESSAGES.name],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, 'name', API_TOKEN_MESSAGES.nameLength],
    ['no scope', { scopes: [] }, 'scopes', API_TOKEN_MESSAGES.scopes],
    ['an unknown scope', { scopes: ['read:courses', 'write:everything'] }, 'scopes', API_TOKEN_MESSAGES.unknownScope(['write:everything'])],
    ['an expiry in the past', { expiresAt: 'past' }, 'expiresAt', API_TOKEN_MESSAGES.expiresInPast],
    ['an expiry over 366 days ahead', { expiresAt: 'far' }, 'expiresAt', API_TOKEN_MESSAGES.expiresTooLate],
  ] as [string, { name?: string; scopes?: string[]; expiresAt?: string }, string, string][])('refuses %s with BAD_USER_INPUT on its field, and makes nothing', async (_what, input, field, message) => {
    const owner = await t.signIn(Role.USER);
    const expiresAt = input.expiresAt === 'past' ? inDays(-0.001) : input.expiresAt === 'far' ? inDays(366.01) : inDays(30);
    const res = await t.gql(CREATE, { input: { name: 'CI', scopes: ['read:courses'], ...input, expiresAt } }, owner.token);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fieldErrors: { [field]: message } } });
    expect(await rowsOf(owner.id)).toEqual([]);
  });

  it('names the unknown scope and lists the known ones', () => {
    expect(API_TOKEN_MESSAGES.unknownScope(['write:everything'])).toBe(
      'Unknown scope: "write:everything". The scopes are read:courses, read:quizzes, write:quizzes, read:results, read:users, admin:users, admin:audit, read:*',
    );
  });

  it('takes an expiry of exactly 366 days, and 7, 30, 90 and 365', async () => {
    const owner = await t.signIn(Role.USER);
    for (const days of [7, 30, 90, 365, 366]) await create(owner, { name: `${days} days`, expiresAt: inDays(days) });
    expect(await rowsOf(owner.id)).toHaveLength(5);
  });

  it(`holds at most ${MAX_LIVE_TOKENS} live tokens per user`, async () => {
    const owner = await t.signIn(Role.USER);
    const hashes = Array.from({ length: MAX_LIVE_TOKENS }, (_, i) => createHash('sha256').update(`${owner.id}-${i}`).digest('hex'));
    await t.db.dataSource.query(
      `INSERT INTO personal_access_tokens (user_id, name, scopes, token_hash, expires_at) SELECT $1, 'bulk', '{read:courses}', h, $3 FROM unnest($2::text[]) AS h`,
      [owner.id, hashes, inDays(30)],
    );
    const res = await t.gql(CREATE, { input: { name: 'one more', scopes: ['read:courses'], expiresAt: inDays(30) } }, owner.token);
    expect(refusalOf(res)).toEqual({ code: 'BAD_USER_INPUT', message: API_TOKEN_MESSAGES.tooMany });
    // A revoked one gives its place back.
    await t.db.dataSource.query(`UPDATE personal_access_tokens SET revoked_at = now() WHERE token_hash = $1`, [hashes[0]]);
    await create(owner, { name: 'one more' });
  });
});

describe('calling the API with a token', () => {
  it('works on GraphQL and REST as its owner, with the role the owner has now', async () => {
    const owner = await t.signIn(Role.TUTOR);
    const made = await create(owner);
    const me = await t.gql(ME, {}, made.secret);
    expect(me.data).toEqual({ me: { id: owner.id, role: 'TUTOR' } });
    // One statement reads the token and its owner.
    expect(me.statements.filter((statement) => /personal_access_tokens/.test(statement) && /^SELECT/.test(statement))).toHaveLength(1);
    const res = await rest(t, 'get', '/quiz-attempts/me', made.secret);
    expect(res.status).toBe(200);
    // Not the token mutations: a token cannot make another (api-token-scopes.test.ts has the rule).
    const second = await t.gql<{ createPersonalAccessToken: Created }>(CREATE, { input: { name: 'from a token', scopes: ['read:*'], expiresAt: inDays(1) } }, made.secret);
    expect(refusalOf(second).code).toBe('FORBIDDEN');
  });

  it('refuses an unknown or malformed lh_pat_ token with UNAUTHENTICATED "This API token is not valid", on GraphQL and REST', async () => {
    for (const secret of [`lh_pat_${'A'.repeat(43)}`, 'lh_pat_short']) {
      expect(refusalOf(await t.gql(ME, {}, secret))).toEqual({ code: 'UNAUTHENTICATED', message: API_TOKEN_REFUSED.invalid });
      const res = await rest(t, 'get', '/quiz-attempts/me', secret);
      expect({ status: res.status, code: res.body.code, message: res.body.message }).toEqual({ status: 401, code: 'UNAUTHENTICATED', message: API_TOKEN_REFUSED.invalid });
    }
  });

  it('refuses an expired token with "This API token has expired" (the clock moved past its expiry)', async () => {
    const owner = await t.signIn(Role.USER);
    const made = await create(owner, { expiresAt: inDays(7) });
    expect((await t.gql(ME, {}, made.secret)).data).toEqual({ me: { id: owner.id, role: 'USER' } });
    t.clock.advance(7 * DAY_MS + 1000);
    expect(refusalOf(await t.gql(ME, {}, made.secret))).toEqual({ code: 'UNAUTHENTICATED', message: API_TOKEN_REFUSED.expired });
    const res = await rest(t, 'get', '/quiz-attempts/me', made.secret);
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 401, message: API_TOKEN_REFUSED.expired });
  });

  it('refuses a revoked token at once with "This API token was revoked"; the owner\'s other tokens go on', async () => {
    const owner = await t.signIn(Role.USER);
    const made = await create(owner);
    const kept = await create(owner, { name: 'kept' });
    expect((await t.gql(ME, {}, made.secret)).data).toEqual({ me: { id: owner.id, role: 'USER' } });
    const revoked = await t.gql<{ revokePersonalAccessToken: { id: string; revokedAt: string } }>(REVOKE, { id: made.token.id }, owner.token);
    expect(revoked.data!.revokePersonalAccessToken).toMatchObject({ id: made.token.id, revokedAt: expect.any(String) });
    expect(Math.abs(new Date(revoked.data!.revokePersonalAccessToken.revokedAt).getTime() - t.clock.now().getTime())).toBeLessThan(1000);
    expect(refusalOf(await t.gql(ME, {}, made.secret))).toEqual({ code: 'UNAUTHENTICATED', message: API_TOKEN_REFUSED.revoked });
    const res = await rest(t, 'get', '/quiz-attempts/me', made.secret);
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 401, message: API_TOKEN_REFUSED.revoked });
    expect((await t.gql(ME, {}, kept.secret)).data).toEqual({ me: { id: owner.id, role: 'USER' } });
    // Revoking again changes nothing.
    const again = await t.gql<{ revokePersonalAccessToken: { revokedAt: string } }>(REVOKE, { id: made.token.id }, owner.token);
    expect(again.data!.revokePersonalAccessToken.revokedAt).toBe(revoked.data!.revokePersonalAccessToken.revokedAt);
  });

  it('records lastUsedAt at most once a minute per token', async () => {
    const owner = await t.signIn(Role.USER);
    const made = await create(owner);
    const lastUsed = async () => (await rowsOf(owner.id))[0].last_used_at?.getTime() ?? null;
    const writes = (statements: string[]) => statements.filter((statement) => /^UPDATE personal_access_tokens SET last_used_at/.test(statement)).length;

    const first = await t.gql(ME, {}, made.secret);
    expect(writes(first.statements)).toBe(1);
    const usedAt = t.clock.now().getTime();
    expect(await until(async () => (await lastUsed()) !== null)).toBe(true);
    expect(Math.abs((await lastUsed())! - usedAt)).toBeLessThan(1000);

    // Within the minute: no write at all.
    t.clock.advance(30_000);
    const second = await t.gql(ME, {}, made.secret);
    expect(writes(second.statements)).toBe(0);
    expect(Math.abs((await lastUsed())! - usedAt)).toBeLessThan(1000);

    // A minute on: written again, and shown in the list.
    t.clock.advance(31_000);
    const third = await t.gql(ME, {}, made.secret);
    expect(writes(third.statements)).toBe(1);
    const later = t.clock.now().getTime();
    expect(await until(async () => Math.abs((await lastUsed())! - later) < 1000)).toBe(true);
    const listed = await t.gql<{ personalAccessTokens: Created['token'][] }>(LIST, {}, owner.token);
    expect(Math.abs(new Date(listed.data!.personalAccessTokens[0].lastUsedAt!).getTime() - later)).toBeLessThan(1000);
  });
});

describe('the WebSocket', () => {
  function connect(token: string, closes: { code: number; reason: string }[] = []): Client {
    const client = createClient({
      url: wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
      lazy: false,
      onNonLazyError: () => undefined,
      on: { closed: (event) => closes.push({ code: (event as { code: number }).code, reason: (event as { reason: string }).reason }) },
    });
    clients.push(client);
    return client;
  }
  it("a tutor's token hears live events until it is revoked; a revoked token's connection is closed with 4401 and the reason", async () => {
    const tutor = await t.signIn(Role.TUTOR);
    const chapter = await createChapter(t, tutor.token, (await createActivity(t, tutor.token)).id);
    const made = await create(tutor, { scopes: ['read:quizzes'] });
    const CHANGES = 'subscription($chapterId: ID!) { chapterQuizzesChanged(chapterId: $chapterId) { change quizId } }';
    const events: { data?: { chapterQuizzesChanged: { change: string; quizId: string } } }[] = [];
    connect(made.secret).subscribe({ query: CHANGES, variables: { chapterId: chapter.id } }, {
      next: (value) => {
        events.push(value as (typeof events)[number]);
      },
      error: () => undefined,
      complete: () => undefined,
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    const first = await createQuiz(t, tutor.token, chapter.id);
    expect(await until(() => events.length === 1)).toBe(true);
    expect(events[0].data).toEqual({ chapterQuizzesChanged: { change: 'CREATED', quizId: first.id } });

    expect((await t.gql(REVOKE, { id: made.token.id }, tutor.token)).errors).toBeUndefined();
    await createQuiz(t, tutor.token, chapter.id);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(events).toHaveLength(1);

    const closes: { code: number; reason: string }[] = [];
    connect(made.secret, closes).subscribe({ query: CHANGES, variables: { chapterId: chapter.id } }, { next: () => undefined, error: () => undefined, complete: () => undefined });
    expect(await until(() => closes.length > 0)).toBe(true);
    expect(closes[0]).toEqual({ code: 4401, reason: API_TOKEN_REFUSED.revoked });
  });
});

describe('every token of a user ends', () => {
  const UPDATE = `mutation($id: ID!, $input: AdminUserInput!) { updateUser(id: $id, input: $input) { id role } }`;

  async function twoTokens(owner: Account) {
    const made = [await create(owner, { name: 'one' }), await create(owner, { name: 'two' })];
    for (const { secret } of made) expect((await t.gql(ME, {}, secret)).errors).toBeUndefined();
    return made;
  }
  async function expectAllRevoked(owner: Account, made: Created[]) {
    for (const { secret } of made) expect(refusalOf(await t.gql(ME, {}, secret))).toEqual({ code: 'UNAUTHENTICATED', message: API_TOKEN_REFUSED.revoked });
    expect((await rowsOf(owner.id)).every((row) => row.revoked_at !== null)).toBe(true);
  }

  it('when an admin changes their role', async () => {
    const owner = await t.signIn(Role.TUTOR);
    const admin = await t.signIn(Role.ADMIN);
    const made = await twoTokens(owner);
    // An edit that keeps the role keeps the tokens.
    expect((await t.gql(UPDATE, { id: owner.id, input: { name: 'Renamed', surname: 'tutor', email: owner.email, role: 'TUTOR' } }, admin.token)).errors).toBeUndefined();
    expect((await t.gql(ME, {}, made[0].secret)).data).toEqual({ me: { id: owner.id, role: 'TUTOR' } });
    expect((await t.gql(UPDATE, { id: owner.id, input: { name: 'Renamed', surname: 'tutor', email: owner.email, role: 'USER' } }, admin.token)).errors).toBeUndefined();
    await expectAllRevoked(owner, made);
  });

  it('when their role is set by the service (the CLI path)', async () => {
    const owner = await t.signIn(Role.USER);
    const made = await twoTokens(owner);
    await t.services.users.setRole(owner.id, Role.TUTOR);
    await expectAllRevoked(owner, made);
  });

  it('when they change their password', async () => {
    const owner = await t.signIn(Role.USER);
    const made = await twoTokens(owner);
    const res = await t.gql(
      `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { id } }`,
      { input: { currentPassword: owner.password, newPassword: 'another-secret-1' } },
      owner.token,
    );
    expect(res.errors).toBeUndefined();
    await expectAllRevoked(owner, made);
  });

  it('when their password is reset with a mailed link', async () => {
    const owner = await t.signIn(Role.USER);
    const made = await twoTokens(owner);
    const link = 'a-reset-link-token-of-the-test-0123456789';
    await t.db.dataSource.getRepository(PasswordReset).insert({ userId: owner.id, tokenHash: hashToken(link), jobId: null, expiresAt: new Date(t.clock.now().getTime() + 60 * 60 * 1000) });
    const res = await t.gql(`mutation($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { id } }`, { token: link, password: 'brand-new-1' });
    expect(res.errors).toBeUndefined();
    await expectAllRevoked(owner, made);
  });
});
