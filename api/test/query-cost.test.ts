// The query cost (api/src/graphql/cost.ts): the rows an operation's lists may return, counted with
// its variables' values (an unset page size as the default, 20), once per request, under one limit
// on HTTP and WebSocket. Over it, nothing runs and the answer is QUERY_TOO_COSTLY (HTTP 400) with the
// cost and the limit, never a "Syntax Error".
import { parse } from 'graphql';
import type { Client } from 'graphql-ws';
import request from 'supertest';
import { checkCost, MAX_OPERATION_COST, operationCost, requestCost } from '../src/graphql/cost';
import { getSchema } from '../src/graphql/schema';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { subscribeOnce } from './helpers/live';


const schema = getSchema();
const cost = (query: string, variables: Record<string, unknown> = {}) => operationCost(schema, parse(query), variables);

// A page of activities, a page of chapters each, a page of quizzes each.
const nested = (activities: number, chapters: number, quizzes: number) =>
  `{ activities(first: ${activities}) { nodes { chapters(first: ${chapters}) { nodes { quizzes(first: ${quizzes}) { nodes { id title } } } } } } }`;
const NESTED_VARIABLES = `query($activities: Int, $chapters: Int, $quizzes: Int) {
  activities(first: $activities) { nodes { chapters(first: $chapters) { nodes { quizzes(first: $quizzes) { nodes { id title } } } } } } }`;
// The example: at most 20 x 3 x 3 = 180 quizzes.
const EXAMPLE = nested(20, 3, 3);
const HUGE = nested(100, 100, 100);
const HUGE_COST = 100 + 100 * 100 + 100 * 100 * 100;
const refusal = (figure: number) => ({
  message: `This query costs ${figure} points, over the limit of ${MAX_OPERATION_COST}: ask for fewer items (smaller pages, fewer nested lists)`,
  extensions: { code: 'QUERY_TOO_COSTLY', cost: figure, maximumCost: MAX_OPERATION_COST },
});

// A subscription three pages deep (a quiz's chapter's quizzes, each one's chapter's quizzes, ...),
// within the depth limit, its page size `size` (a literal or `$n`).
const threeDeep = (variables: string, size: string) => `subscription(${variables}) { chapterQuizzesChanged(chapterId: $chapterId) { quiz { chapter {
  quizzes(first: ${size}) { nodes { chapter { quizzes(first: ${size}) { nodes { chapter { quizzes(first: ${size}) { nodes { id } } } } } } } } } } } }`;
const SUBSCRIPTION = threeDeep('$chapterId: ID!, $n: Int', '$n');
const SUBSCRIPTION_LITERAL = threeDeep('$chapterId: ID!', '100');
const NO_CHAPTER = '00000000-0000-0000-0000-000000000000';

describe('the cost of an operation', () => {
  it('is the rows its lists may return: each page size times those of the lists above it', () => {
    expect(cost(EXAMPLE)).toBe(20 + 20 * 3 + 20 * 3 * 3);
    expect(cost(HUGE)).toBe(HUGE_COST);
    // Two lists side by side add up; a query with no list costs 1.
    expect(cost('{ a: courses(first: 7) { nodes { id } } b: papers(first: 5) { totalCount } }')).toBe(12);
    expect(cost('{ __typename }')).toBe(1);
  });

  it('is the same with the page sizes written out or passed as variables', () => {
    expect(cost(NESTED_VARIABLES, { activities: 20, chapters: 3, quizzes: 3 })).toBe(cost(EXAMPLE));
    expect(cost(NESTED_VARIABLES, { activities: 100, chapters: 100, quizzes: 100 })).toBe(cost(HUGE));
    expect(cost(SUBSCRIPTION, { chapterId: NO_CHAPTER, n: 100 })).toBe(cost(SUBSCRIPTION_LITERAL, { chapterId: NO_CHAPTER }));
  });

  it('counts an unset page size as the default page size (20), or as the list declares', () => {
    const unset = '{ activities { nodes { chapters { nodes { quizzes { nodes { id } } } } } } }';
    expect(cost(unset)).toBe(cost(nested(20, 20, 20)));
    expect(cost(unset)).toBe(20 + 400 + 8000);
    expect(cost(NESTED_VARIABLES, {})).toBe(cost(unset));
    expect(cost(NESTED_VARIABLES, { activities: null, chapters: null, quizzes: null })).toBe(cost(unset));
    // `courseStudyInsights(first: Int! = 10)`.
    expect(cost('{ courseStudyInsights { learners } }')).toBe(10);
  });

  it('puts the limit above the 180-node example and below 100 x 100 x 100', () => {
    expect(cost(EXAMPLE)).toBeLessThanOrEqual(MAX_OPERATION_COST);
    expect(cost(HUGE)).toBeGreaterThan(MAX_OPERATION_COST);
  });

  it('is kept for the request it was computed for (what the rate limit spends)', () => {
    const context = {};
    expect(checkCost(schema, context, { document: parse(EXAMPLE) })).toBeNull();
    expect(requestCost(context)).toBe(260);
    const other = {};
    expect(checkCost(schema, other, { document: parse(NESTED_VARIABLES), variables: { activities: 100, chapters: 100, quizzes: 100 } })?.extensions).toMatchObject({
      code: 'QUERY_TOO_COSTLY',
      cost: HUGE_COST,
    });
    expect(requestCost(other)).toBe(HUGE_COST);
    expect(requestCost({})).toBeUndefined();
  });
});

let t: TestApp;
let wsUrl: string;
let admin: string;
const clients: Client[] = [];

beforeAll(async () => {
  t = await startTestApp();
  ({ wsUrl } = await t.listen());
  ({ token: admin } = await t.signIn(Role.ADMIN));
});
afterAll(async () => {
  await Promise.all(
    clients.map(async (client) => {
      await client.dispose();
    }),
  );
  await t?.close();
});

const post = (query: string, variables: Record<string, unknown> = {}, token?: string) =>
  request(t.app)
    .post('/graphql')
    .set({ 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) })
    .send(JSON.stringify({ query, variables }));

const subscribeAsAdmin = (query: string, variables: Record<string, unknown>) => subscribeOnce(wsUrl, admin, query, variables, clients);

describe('over HTTP', () => {
  it('answers the 180-node example', async () => {
    const res = await post(EXAMPLE, {}, admin);
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.activities.nodes).toEqual(expect.any(Array));
  });

  it('refuses 100 x 100 x 100 with 400 QUERY_TOO_COSTLY, its cost and the limit, before anything runs', async () => {
    const res = await post(HUGE, {}, admin);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: [refusal(HUGE_COST)], extensions: { cost: expect.anything() } });
    expect(res.text).not.toMatch(/syntax error/i);
    // The token was checked; no list was read.
    expect(t.statementsOf(res).filter((statement) => /activities|chapters|quizzes/.test(statement))).toEqual([]);
  });

  it('gives the same cost with the sizes as variables', async () => {
    const res = await post(NESTED_VARIABLES, { activities: 100, chapters: 100, quizzes: 100 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: [refusal(HUGE_COST)], extensions: { cost: expect.anything() } });
    expect(res.body.errors).toEqual((await post(HUGE)).body.errors);
  });

  it('counts an unset page size as the default, written or not', async () => {
    // 100 activities, 20 chapters each, 20 quizzes each: 100 + 2,000 + 40,000.
    const unset = await post('{ activities(first: 100) { nodes { chapters { nodes { quizzes { nodes { id } } } } } } }');
    expect(unset.body).toEqual({ errors: [refusal(100 + 2000 + 40_000)], extensions: { cost: expect.anything() } });
    expect((await post(NESTED_VARIABLES, { activities: 100, chapters: null })).body.errors).toEqual(unset.body.errors);
    expect((await post(nested(100, 20, 20))).body.errors).toEqual(unset.body.errors);
  });
});

describe('over WebSocket', () => {
  it('refuses the same document with the same code and figures as over HTTP, literals or variables', async () => {
    const variables = { chapterId: NO_CHAPTER, n: 100 };
    const overHttp = await post(SUBSCRIPTION, variables, admin);
    expect(overHttp.status).toBe(400);
    expect(overHttp.body).toEqual({ errors: [refusal(HUGE_COST)], extensions: { cost: expect.anything() } });
    expect(await subscribeAsAdmin(SUBSCRIPTION, variables)).toEqual(overHttp.body.errors);
    expect(await subscribeAsAdmin(SUBSCRIPTION_LITERAL, { chapterId: NO_CHAPTER })).toEqual(overHttp.body.errors);
  });

  it('counts an unset size as the default, as over HTTP', async () => {
    // The outer page unset (20): 20 + 20 x 100 + 20 x 100 x 100.
    const errors = await subscribeAsAdmin(SUBSCRIPTION_LITERAL.replace('first: 100', 'first: null'), { chapterId: NO_CHAPTER });
    expect(errors).toEqual([refusal(20 + 2000 + 200_000)]);
  });

  it('runs the same subscription with small pages', async () => {
    // Accepted: it runs, and finds no such chapter.
    expect(await subscribeAsAdmin(SUBSCRIPTION, { chapterId: NO_CHAPTER, n: 3 })).toEqual([expect.objectContaining({ extensions: { code: 'NOT_FOUND' } })]);
  });
});
