// The API's rate limits (issue 39): an hourly points budget per personal access token, per session
// user and per client address, kept in PostgreSQL; every answer tells it (X-RateLimit-* headers, and
// GraphQL's extensions.cost), `rateLimit` tells it without spending, and over budget the request is
// refused with 429 before anything runs. Small budgets here; the other suites run with huge ones.
import type { Client } from 'graphql-ws';
import request from 'supertest';
import { subscribeOnce } from './helpers/live';
import { Role } from '../src/modules/users/role';
import { purgeEndedBudgets } from '../src/modules/rate-limits/rate-limits.service';
import { isBudgetStatement, startTestApp, type TestApp } from './helpers/app';

const PER_USER = 20;
const PER_ADDRESS = 12;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const RATE_LIMIT = `{ rateLimit { limit used remaining resetAt cost } }`;
const ME = `{ me { id } }`;
const CATALOGUE = `{ courses(first: 5) { nodes { id title } } }`;
const CREATE_TOKEN = `mutation($input: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) { secret } }`;
const SET_LIMIT = `mutation($userId: ID!, $points: Int) { setApiRateLimit(userId: $userId, pointsPerHour: $points) { id apiPointsPerHour } }`;

type Cost = { requested: number; remaining: number; resetAt: string };
type Answer = {
  status: number;
  headers: Record<string, string>;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string; retryAfterSeconds?: number } }[]; extensions?: { cost?: Cost } };
  statements: string[];
};

let t: TestApp;
let wsUrl: string;
const clients: Client[] = [];
let sent = 0;

beforeAll(async () => {
  // trustProxy 1: X-Forwarded-For names the caller, so one test can be two addresses.
  t = await startTestApp({ rateLimitPointsPerHour: PER_USER, rateLimitAnonymousPointsPerHour: PER_ADDRESS, trustProxy: 1 });
  ({ wsUrl } = await t.listen());
});
afterAll(() => t.close());

// Every caller from an address of its own, unless it names one.
const newAddress = () => `10.9.${Math.floor(sent / 200)}.${sent % 200}`;

async function post(query: string, { token, from = newAddress(), variables = {} }: { token?: string; from?: string; variables?: Record<string, unknown> } = {}): Promise<Answer> {
  sent += 1;
  const req = request(t.app).post('/graphql').set('content-type', 'application/json').set('x-forwarded-for', from);
  if (token) req.set('authorization', `Bearer ${token}`);
  const res = await req.send({ query, variables });
  return { status: res.status, headers: res.headers, body: res.body as Answer['body'], statements: t.allStatementsOf(res) };
}

const figures = (answer: { headers: Record<string, string> }) => ({
  limit: Number(answer.headers['x-ratelimit-limit']),
  remaining: Number(answer.headers['x-ratelimit-remaining']),
  used: Number(answer.headers['x-ratelimit-used']),
  reset: Number(answer.headers['x-ratelimit-reset']),
});

async function tokenOf(owner: { token: string }, scopes = ['read:*']): Promise<string> {
  const expiresAt = new Date(t.clock.now().getTime() + 30 * DAY_MS).toISOString();
  const made = await post(CREATE_TOKEN, { token: owner.token, variables: { input: { name: 'tool', scopes, expiresAt } } });
  expect(made.body.errors).toBeUndefined();
  return (made.body.data!.createPersonalAccessToken as { secret: string }).secret;
}

describe('every answer tells the budget', () => {
  it('headers, extensions.cost and rateLimit agree; rateLimit alone spends nothing', async () => {
    const user = await t.signIn(Role.USER);
    const me = await post(ME, { token: user.token });
    expect(me.status).toBe(200);
    const first = figures(me);
    expect(first).toMatchObject({ limit: PER_USER, used: 1, remaining: PER_USER - 1 });
    expect(me.body.extensions?.cost).toEqual({ requested: 1, remaining: PER_USER - 1, resetAt: expect.any(String) });
    expect(first.reset).toBe(Math.ceil(new Date(me.body.extensions!.cost!.resetAt).getTime() / 1000));
    // An hour from this first spend (the test clock runs on meanwhile).
    expect(new Date(me.body.extensions!.cost!.resetAt).getTime() - (t.clock.now().getTime() + HOUR_MS)).toBeGreaterThan(-5_000);
    expect(new Date(me.body.extensions!.cost!.resetAt).getTime()).toBeLessThanOrEqual(t.clock.now().getTime() + HOUR_MS);

    for (let i = 0; i < 2; i += 1) {
      const asked = await post(RATE_LIMIT, { token: user.token });
      expect(asked.body.data!.rateLimit).toEqual({ limit: PER_USER, used: 1, remaining: PER_USER - 1, resetAt: me.body.extensions!.cost!.resetAt, cost: 0 });
      expect(figures(asked)).toEqual(first);
      expect(asked.body.extensions?.cost).toEqual({ ...me.body.extensions!.cost, requested: 0 });
      // A look at the budget writes nothing.
      expect(asked.statements.filter(isBudgetStatement).every((statement) => statement.trimStart().startsWith('SELECT'))).toBe(true);
    }

    // With another field, rateLimit tells what the request spent, itself included.
    const both = await post(`{ rateLimit { used remaining cost } me { id } }`, { token: user.token });
    expect(both.body.data!.rateLimit).toEqual({ used: 2, remaining: PER_USER - 2, cost: 1 });
    expect(figures(both)).toMatchObject({ used: 2, remaining: PER_USER - 2 });
  });

  it('the Express path (a GET) tells it the same way', async () => {
    const user = await t.signIn(Role.USER);
    await post(ME, { token: user.token });
    const res = await request(t.app)
      .get('/graphql')
      .query({ query: '{ me { id } rateLimit { used remaining } }' })
      .set('apollo-require-preflight', 'true')
      .set('authorization', `Bearer ${user.token}`);
    expect(res.status).toBe(200);
    expect(res.body.data.rateLimit).toEqual({ used: 2, remaining: PER_USER - 2 });
    expect(figures(res)).toMatchObject({ limit: PER_USER, used: 2, remaining: PER_USER - 2 });
    expect(res.body.extensions.cost).toEqual({ requested: 1, remaining: PER_USER - 2, resetAt: expect.any(String) });
  });

  it('a mutation costs 5 points more than its read; a refused request still tells the budget', async () => {
    const user = await t.signIn(Role.USER);
    await tokenOf(user);
    const after = await post(RATE_LIMIT, { token: user.token });
    expect(after.body.data!.rateLimit).toMatchObject({ used: 6 });
    // Not valid: nothing spent, the budget told all the same.
    const invalid = await post(`{ nope }`, { token: user.token });
    expect(invalid.status).toBe(400);
    expect(figures(invalid)).toMatchObject({ used: 6, remaining: PER_USER - 6 });
  });

  it('the spend is one statement; an anonymous cached read runs that statement only', async () => {
    const from = newAddress();
    await post(CATALOGUE, { from });
    const hit = await post(CATALOGUE, { from });
    expect(hit.status).toBe(200);
    expect(hit.statements).toHaveLength(1);
    expect(isBudgetStatement(hit.statements[0])).toBe(true);
    expect(figures(hit)).toMatchObject({ used: 2 });
  });
});

describe('over budget', () => {
  it('429 with Retry-After, RATE_LIMITED and retryAfterSeconds, and nothing runs; a smaller request still fits; the hour resets it', async () => {
    const user = await t.signIn(Role.USER);
    // 15 points of reads: 5 left.
    for (let i = 0; i < 15; i += 1) expect((await post(ME, { token: user.token })).status).toBe(200);
    const expiresAt = new Date(t.clock.now().getTime() + 30 * DAY_MS).toISOString();
    t.clock.advance(60_000);
    const refused = await post(CREATE_TOKEN, { token: user.token, variables: { input: { name: 'refused', scopes: ['read:*'], expiresAt } } });
    expect(refused.status).toBe(429);
    expect(refused.body.data).toBeUndefined();
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBe(HOUR_MS / 1000 - 60);
    expect(refused.body.errors).toEqual([
      { message: expect.stringMatching(/^API rate limit exceeded: 20 points an hour; it resets at \d\d:\d\d UTC$/), extensions: { code: 'RATE_LIMITED', retryAfterSeconds: retryAfter } },
    ]);
    expect(figures(refused)).toMatchObject({ limit: PER_USER, used: 15, remaining: 5 });
    expect(refused.body.extensions?.cost).toMatchObject({ requested: 6, remaining: 5 });
    // Nothing ran: no token was made.
    const [{ count }] = await t.db.dataSource.query<{ count: string }[]>(`SELECT count(*) FROM personal_access_tokens WHERE user_id = $1`, [user.id]);
    expect(count).toBe('0');

    // The refusal spent nothing: five reads still fit, the sixth does not.
    for (let i = 0; i < 5; i += 1) expect((await post(ME, { token: user.token })).status).toBe(200);
    const sixth = await post(ME, { token: user.token });
    expect(sixth.status).toBe(429);
    expect(figures(sixth)).toMatchObject({ used: PER_USER, remaining: 0 });

    // An hour after the window began, a whole budget again.
    t.clock.advance(HOUR_MS - 60_000);
    const next = await post(ME, { token: user.token });
    expect(next.status).toBe(200);
    expect(figures(next)).toMatchObject({ used: 1, remaining: PER_USER - 1 });
  });

  it("an admin's raise takes effect at once (and null gives the default back); only admins, 1 to 10,000,000", async () => {
    const admin = await t.signIn(Role.ADMIN);
    const user = await t.signIn(Role.USER);
    // Each of the admin's mutations costs 6 of their own 20: they raise their own budget first.
    const own = await post(SET_LIMIT, { token: admin.token, variables: { userId: admin.id, points: 1000 } });
    // Spent before the raise ran: this answer tells the budget it spent from.
    expect(figures(own)).toMatchObject({ limit: PER_USER, used: 6 });
    const raised = await post(SET_LIMIT, { token: admin.token, variables: { userId: user.id, points: 1000 } });
    expect(raised.body.data!.setApiRateLimit).toEqual({ id: user.id, apiPointsPerHour: 1000 });
    expect(figures(await post(ME, { token: user.token }))).toMatchObject({ limit: 1000, used: 1, remaining: 999 });
    for (const points of [0, 10_000_001]) {
      const wrong = await post(SET_LIMIT, { token: admin.token, variables: { userId: user.id, points } });
      expect(wrong.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(figures(await post(RATE_LIMIT, { token: admin.token }))).toMatchObject({ limit: 1000, used: 24 });
    const byLearner = await post(SET_LIMIT, { token: user.token, variables: { userId: user.id, points: 5000 } });
    expect(byLearner.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const reset = await post(SET_LIMIT, { token: admin.token, variables: { userId: user.id, points: null } });
    expect(reset.body.data!.setApiRateLimit).toEqual({ id: user.id, apiPointsPerHour: null });
    expect(figures(await post(ME, { token: user.token }))).toMatchObject({ limit: PER_USER });
  });
});

describe('whose budget', () => {
  it('a token has its own budget, apart from its user session, at its user’s rate; any token may ask rateLimit', async () => {
    const user = await t.signIn(Role.USER);
    // A token with a scope that does not cover `me`: rateLimit is open to every token.
    const token = await tokenOf(user, ['read:courses']);
    const session = figures(await post(RATE_LIMIT, { token: user.token }));
    expect(session.used).toBe(6);
    const byToken = await post(RATE_LIMIT, { token });
    expect(byToken.body.errors).toBeUndefined();
    expect(byToken.body.data!.rateLimit).toMatchObject({ limit: PER_USER, used: 0 });
    await post(`{ courses { nodes { id } } }`, { token });
    expect(figures(await post(RATE_LIMIT, { token }))).toMatchObject({ used: 1 });
    expect(figures(await post(RATE_LIMIT, { token: user.token }))).toMatchObject({ used: 6 });
  });

  it('signed out, each client address has its own budget (an IPv6 address by its /64)', async () => {
    const from = newAddress();
    for (let i = 0; i < PER_ADDRESS; i += 1) expect((await post(CATALOGUE, { from })).status).toBe(200);
    const over = await post(CATALOGUE, { from });
    expect(over.status).toBe(429);
    expect(over.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(figures(over)).toMatchObject({ limit: PER_ADDRESS, used: PER_ADDRESS, remaining: 0 });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(CATALOGUE, { from: newAddress() })).status).toBe(200);

    await post(CATALOGUE, { from: '2001:db8:1:2::1' });
    expect(figures(await post(RATE_LIMIT, { from: '2001:db8:1:2::ffff' }))).toMatchObject({ used: 1 });
  });

  it('REST and GraphQL spend one budget: a GET 1 point, a write 6; a cached REST read too', async () => {
    const user = await t.signIn(Role.USER);
    const get = await request(t.app).get('/api/activities').set('authorization', `Bearer ${user.token}`);
    expect(figures(get)).toMatchObject({ limit: PER_USER, used: 1 });
    expect(figures(await post(ME, { token: user.token }))).toMatchObject({ used: 2 });
    const write = await request(t.app).post('/api/users/logout').set('authorization', `Bearer ${user.token}`);
    expect(write.status).toBeLessThan(300);
    expect(figures(write)).toMatchObject({ used: 8 });

    const from = newAddress();
    // One host for both (supertest's server listens on a new port each time, and the cache key names the host).
    const first = await request(t.app).get('/api/course').set('x-forwarded-for', from).set('host', 'learnhub.test');
    expect(first.status).toBe(200);
    expect(figures(first)).toMatchObject({ limit: PER_ADDRESS, used: 1 });
    const cached = await request(t.app).get('/api/course').set('x-forwarded-for', from).set('host', 'learnhub.test');
    expect(cached.status).toBe(200);
    expect(figures(cached)).toMatchObject({ used: 2 });
    expect(t.allStatementsOf(cached)).toHaveLength(1);
    expect(figures(await post(RATE_LIMIT, { from }))).toMatchObject({ used: 2 });
  });

  it('the read cache never serves one caller’s budget to another', async () => {
    const spender = newAddress();
    // The spender uses some of its budget, then reads (kept by the cache with none of it).
    for (let i = 0; i < 5; i += 1) await post(RATE_LIMIT.replace('cost', 'cost __typename'), { from: spender });
    await post(ME, { from: spender });
    const read = `{ courses(first: 3) { nodes { id } } }`;
    const a = await post(read, { from: spender });
    const b = await post(read, { from: newAddress() });
    expect(a.body.data).toEqual(b.body.data);
    expect(a.body.extensions?.cost).toMatchObject({ requested: 1, remaining: PER_ADDRESS - 2 });
    expect(b.body.extensions?.cost).toMatchObject({ requested: 1, remaining: PER_ADDRESS - 1 });
    expect(figures(b)).toMatchObject({ used: 1 });
    // And a user's token pays for the same cached read from its own budget.
    const user = await t.signIn(Role.USER);
    const c = await post(read, { token: user.token });
    expect(c.body.data).toEqual(a.body.data);
    expect(figures(c)).toMatchObject({ limit: PER_USER, used: 1 });
  });
});

describe('subscriptions', () => {
  it('spend their read once as they start, and over budget are refused with RATE_LIMITED', async () => {
    const learner = await t.signIn(Role.USER);
    const SUBSCRIPTION = `subscription { myAttemptRegraded { id } }`;
    expect(await subscribeOnce(wsUrl, learner.token, SUBSCRIPTION, {}, clients)).toBeNull();
    expect(figures(await post(RATE_LIMIT, { token: learner.token }))).toMatchObject({ used: 1 });
    for (let i = 1; i < PER_USER; i += 1) await post(ME, { token: learner.token });
    const refused = await subscribeOnce(wsUrl, learner.token, SUBSCRIPTION, {}, clients);
    expect(refused?.[0]).toMatchObject({ message: expect.stringMatching(/^API rate limit exceeded/), extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) } });
  });
});

describe('the purge', () => {
  it('deletes the budgets whose window ended (the throttles.purge job), and only those', async () => {
    const from = newAddress();
    await post(ME, { from });
    const key = `address:${from}`;
    const rows = () => t.db.dataSource.query<{ key: string }[]>(`SELECT key FROM api_rate_budgets WHERE key = $1`, [key]);
    await purgeEndedBudgets(t.db.dataSource, t.clock.now());
    expect(await rows()).toHaveLength(1);
    t.clock.advance(HOUR_MS);
    await purgeEndedBudgets(t.db.dataSource, t.clock.now());
    expect(await rows()).toHaveLength(0);
  });
});
