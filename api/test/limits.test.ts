// Query limits: every alias counts, `__typename` included; the same limits hold for
// subscriptions over WebSocket; batches and persisted queries are refused; deep JSON is answered
// with a 4xx; production errors never suggest names ("Did you mean ...?"), over either transport.
import { createHash } from 'node:crypto';
import type { Client } from 'graphql-ws';
import request from 'supertest';
import { MAX_OPERATION_COST } from '../src/graphql/cost';
import { QUERY_LIMITS } from '../src/graphql/server';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { subscribeOnce } from './helpers/live';

type GraphQLError = { message: string; extensions?: { code?: string } };

let t: TestApp;
let prod: TestApp;
let wsUrl: string;
let prodWsUrl: string;
let admin: string;
let prodAdmin: string;
const clients: Client[] = [];

beforeAll(async () => {
  [t, prod] = await Promise.all([startTestApp(), startTestApp({ env: 'production' })]);
  [{ wsUrl }, { wsUrl: prodWsUrl }] = await Promise.all([t.listen(), prod.listen()]);
  [{ token: admin }, { token: prodAdmin }] = await Promise.all([t.signIn(Role.ADMIN), prod.signIn(Role.ADMIN)]);
});
afterAll(async () => {
  await Promise.all(clients.map(async (client) => { await client.dispose(); }));
  await Promise.all([t?.close(), prod?.close()]);
});

const post = (app: TestApp, body: unknown, headers: Record<string, string> = {}) =>
  request(app.app)
    .post('/graphql')
    .set({ 'content-type': 'application/json', ...headers })
    .send(typeof body === 'string' ? body : JSON.stringify(body));

const typenames = (n: number, aliased: boolean) => Array.from({ length: n }, (_, i) => (aliased ? `t${i}: __typename` : '__typename')).join(' ');

const subscribe = (url: string, token: string, query: string, variables: Record<string, unknown> = {}) => subscribeOnce(url, token, query, variables, clients);

// A subscription whose selection is `inner`, nested in quiz -> chapter -> activity -> chapters -> nodes -> ...
function deepSubscription(depth: number, inner = 'id'): string {
  // Depth counts fields: chapterQuizzesChanged (1) > quiz (2) > chapter (3) > then pairs activity/chapters/nodes.
  const cycle = ['activity', 'chapters', 'nodes'];
  let selection = inner;
  const levels: string[] = ['chapterQuizzesChanged(chapterId: "00000000-0000-0000-0000-000000000000")', 'quiz', 'chapter'];
  // The innermost selection counts as one more level.
  for (let i = 0; levels.length < depth - 1; i++) levels.push(cycle[i % 3]);
  if (levels[levels.length - 1] === 'chapters') levels.pop();
  for (const level of levels.slice().reverse()) selection = `${level} { ${selection} }`;
  return `subscription { ${selection} }`;
}

describe('aliases', () => {
  it('count __typename: 20 are answered, 21 and 1,000 are refused with 400 before anything runs', async () => {
    const twenty = await post(t, {
      query: `{ ${typenames(QUERY_LIMITS.maxAliases, true)} }`,
    });
    expect(twenty.status).toBe(200);
    expect(Object.keys(twenty.body.data)).toHaveLength(20);
    for (const n of [21, 1000]) {
      const res = await post(t, { query: `{ ${typenames(n, true)} }` });
      expect(res.status).toBe(400);
      expect(res.body.data).toBeUndefined();
      expect(res.body.errors).toEqual([
        expect.objectContaining({
          message: expect.stringMatching(/aliases limit of 20 exceeded/i),
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        }),
      ]);
    }
  });

  it('count aliases inside fragments', async () => {
    const fragment = (name: string) => `fragment ${name} on Query { ${Array.from({ length: 11 }, (_, i) => `${name}${i}: __typename`).join(' ')} }`;
    const res = await post(t, { query: `query { ...F ...G } ${fragment('F')} ${fragment('G')}` });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/aliases limit of 20 exceeded, found 22/i);
  });

  it('bound repeated unaliased __typename: merged into one answer, refused from 1,000 (graphql-js bounds its overlap check) and past 5,000 tokens', async () => {
    const merged = await post(t, { query: `{ ${typenames(100, false)} }` });
    expect(merged.status).toBe(200);
    expect(merged.body).toEqual({ data: { __typename: 'Query' }, extensions: { cost: expect.anything() } });
    const many = await post(t, { query: `{ ${typenames(1000, false)} }` });
    expect(many.status).toBe(400);
    expect(many.body.errors).toEqual([expect.objectContaining({ message: expect.stringMatching(/Validation aborted/), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })]);
    const tooMany = await post(t, { query: `{ ${typenames(5000, false)} }` });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0].message).toMatch(/more tha[nt] 5000 tokens/i);
  });
});

describe('subscriptions over WebSocket are under the same limits', () => {
  it('accept a subscription within the limits', async () => {
    // It runs (and finds no such chapter): no limit refused it.
    expect(await subscribe(wsUrl, admin, deepSubscription(QUERY_LIMITS.maxDepth))).toEqual([expect.objectContaining({ extensions: { code: 'NOT_FOUND' } })]);
  });

  it.each([
    ['depth', () => deepSubscription(QUERY_LIMITS.maxDepth + 2), /depth limit of 15 exceeded/i],
    ['aliases, __typename included', () => `subscription { contactMessageReceived { ${typenames(21, true)} } }`, /aliases limit of 20 exceeded/i],
    ['tokens', () => `subscription { contactMessageReceived { ${typenames(5000, false)} } }`, /more tha[nt] 5000 tokens/i],
    ['directives', () => `subscription { contactMessageReceived { ${'id @include(if: true) '.repeat(51)} } }`, /directives limit of 50 exceeded/i],
  ])('refuse one over the %s limit', async (_name, query, message) => {
    const errors = await subscribe(wsUrl, admin, query());
    expect(errors).toEqual([expect.objectContaining({ message: expect.stringMatching(message) })]);
    expect(errors![0].extensions?.code).toMatch(/^GRAPHQL_(PARSE|VALIDATION)_FAILED$/);
  });

  it('refuse one over the cost limit with QUERY_TOO_COSTLY and its figures (query-cost.test.ts compares both transports)', async () => {
    // Within the depth, alias and token limits: a page of 100 quizzes, each with its chapter's 100.
    const query = `subscription { chapterQuizzesChanged(chapterId: "00000000-0000-0000-0000-000000000000") {
      quiz { chapter { quizzes(first: 100) { nodes { chapter { quizzes(first: 100) { nodes { id } } } } } } } } }`;
    expect(await subscribe(wsUrl, admin, query)).toEqual([
      {
        message: expect.stringMatching(/^This query costs 10100 points, over the limit of 10000: /),
        extensions: { code: 'QUERY_TOO_COSTLY', cost: 100 + 100 * 100, maximumCost: MAX_OPERATION_COST },
      },
    ]);
  });
});

describe('batches and persisted queries', () => {
  it('refuse a batch with 400 and run none of its operations', async () => {
    const email = 'batched@example.com';
    const signup = {
      query: `mutation { signup(input: {name: "B", surname: "B", email: "${email}", password: "secret123"}) { email } }`,
    };
    const res = await post(t, [signup, signup]);
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/batch/i);
    expect(await t.db.dataSource.query('SELECT 1 FROM pending_signups WHERE email = $1', [email])).toEqual([]);
  });

  it('refuse automatic persisted queries clearly, with or without the document, running nothing', async () => {
    const hash = (query: string) => ({ persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') } });
    const overLimit = `{ ${typenames(25, true)} }`;
    for (const body of [
      { extensions: hash('{ __typename }') },
      { query: '{ __typename }', extensions: hash('{ __typename }') },
      { query: overLimit, extensions: hash(overLimit) },
    ]) {
      const res = await post(t, body);
      // Apollo's APQ protocol answers 200, so that clients fall back to sending whole documents.
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        errors: [expect.objectContaining({ message: 'PersistedQueryNotSupported', extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED' } })],
        extensions: { cost: expect.anything() },
      });
    }
  });
});

describe('one request holds bounded memory', () => {
  it('answers a variable of 100,000 nested arrays with 413 or 400, and stays up', async () => {
    const deep = `{"query":"query($v: String) { __typename }","variables":{"v":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`;
    const res = await post(t, deep);
    expect([400, 413]).toContain(res.status);
    expect(res.text).not.toMatch(/\.ts:\d+|\bat \w/);
    expect((await post(t, { query: '{ __typename }' })).body).toEqual({
      data: { __typename: 'Query' },
      extensions: { cost: expect.anything() },
    });
  });

  it('answers nested arrays within 1 MB (200,000 deep) with a 4xx, not a crash', async () => {
    const deep = `{"query":"query($v: [String]) { __typename }","variables":{"v":${'['.repeat(200_000)}${']'.repeat(200_000)}}}`;
    for (const path of ['/graphql', '/api/contact']) {
      const res = await request(t.app).post(path).set('content-type', 'application/json').send(deep);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect((await request(t.app).get('/healthz')).status).toBe(200);
  });
});

describe('variables', () => {
  it('past 50 errors in variables, every error is the request’s fault (BAD_USER_INPUT), none masked as a bug', async () => {
    const res = await request(t.app)
      .post('/graphql')
      .set('content-type', 'application/json')
      .send({ query: 'mutation($v: [QuizAnswerInput!]!) { submitQuizAttempt(quizId: "x", answers: $v) { id } }', variables: { v: Array(60).fill(null) } });
    expect(res.status).toBe(400);
    const errors = res.body.errors as GraphQLError[];
    expect(errors.length).toBeGreaterThan(50);
    expect(errors.map((error) => error.extensions?.code)).toEqual(errors.map(() => 'BAD_USER_INPUT'));
    expect(errors.at(-1)?.message).toMatch(/^Too many errors processing variables/);
  });
});

describe('production errors suggest no names', () => {
  const SUGGESTION = /did you mean/i;
  // Each misspelling is one graphql-js would answer with a suggestion outside production.
  const cases: [string, string, Record<string, unknown>][] = [
    ['a field', '{ cours(id: "x") { id } }', {}],
    ['an argument', '{ courses(frist: 1) { totalCount } }', {}],
    ['a type', 'query($l: CourseLevl) { courses { totalCount } }', { l: null }],
    ['an enum value in a variable', 'mutation($i: CourseInput!) { createCourse(input: $i) { id } }', { i: { title: 'T', description: 'D', level: 'FIRST_YER' } }],
    ['an enum value inline', '{ papers(type: EXAMM) { totalCount } }', {}],
    ['an input field in a variable', 'mutation($i: CourseInput!) { createCourse(input: $i) { id } }', { i: { title: 'T', descripton: 'D' } }],
    ['an input field inline', 'mutation { createCourse(input: {title: "T", descripton: "D"}) { id } }', {}],
  ];

  it.each(cases)('over HTTP: %s (the same misspelling gets a suggestion in development)', async (_name, query, variables) => {
    const dev = await post(t, { query, variables }, { authorization: `Bearer ${admin}` });
    expect(dev.text).toMatch(SUGGESTION);
    const res = await post(prod, { query, variables }, { authorization: `Bearer ${prodAdmin}` });
    expect(res.status).toBe(400);
    expect(res.body.errors.length).toBeGreaterThan(0);
    expect(res.text).not.toMatch(SUGGESTION);
  });

  const wsCases: [string, string, Record<string, unknown>][] = [
    ['a field', 'subscription { contactMessageReceivd { id } }', {}],
    ['a field below', 'subscription { contactMessageReceived { emial } }', {}],
    ['an argument', 'subscription { chapterQuizzesChanged(chapterid: "x") { quizId } }', {}],
    ['a type', 'subscription($c: Id!) { chapterQuizzesChanged(chapterId: $c) { quizId } }', { c: 'x' }],
  ];

  it.each(wsCases)('over WebSocket: %s', async (_name, query, variables) => {
    const dev = await subscribe(wsUrl, admin, query, variables);
    expect(JSON.stringify(dev)).toMatch(SUGGESTION);
    const errors = await subscribe(prodWsUrl, prodAdmin, query, variables);
    expect(errors?.length).toBeGreaterThan(0);
    expect(JSON.stringify(errors)).not.toMatch(SUGGESTION);
  });

  it('over WebSocket, a variable of the wrong shape, or missing, is a BAD_USER_INPUT (not a masked error)', async () => {
    const query = 'subscription($c: ID!) { chapterQuizzesChanged(chapterId: $c) { quizId } }';
    for (const variables of [{ c: { id: 1 } }, { c: [1, 2] }, {}, { c: null }]) {
      const errors = await subscribe(wsUrl, admin, query, variables);
      expect(errors).toEqual([
        expect.objectContaining({
          message: expect.stringContaining('$c'),
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      ]);
    }
    expect(t.logs.filter((line) => line.includes('subscription event failed'))).toEqual([]);
  });
});
