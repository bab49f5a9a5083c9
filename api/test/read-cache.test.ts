import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { getSchema } from '../src/graphql/schema';
import { Course } from '../src/modules/courses/course.entity';
import { PublicReadChanges } from '../src/shared/public-read-changes';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { declaredSql, publicReadTables, UNDECLARED } from './helpers/public-read-guard';
import { type Accounts, type CachedRead, type Caller, CATALOGUE, COURSE, type Fixture, INVALIDATIONS, makeFixture } from './helpers/read-cache-table';

// The read cache of public reads in one app: what it answers, what it never keeps, and that
// every write shows in the writer's next read. multi/read-cache.test.ts runs the writes across processes.

let t: TestApp;
let accounts: Accounts;
let fixture: Fixture;

type LogEntry = { req?: { id?: string }; res?: unknown; sqlStatements?: number; readCache?: string };
const logOf = (requestId: string): LogEntry | undefined =>
  t.logs.map((line) => JSON.parse(line) as LogEntry).find((entry) => entry.req?.id === requestId && entry.res !== undefined);

let sent = 0;
/** A GraphQL POST with its own request id; answers the body, the status and the request's log line. */
async function post(query: string, variables: Record<string, unknown> = {}, token?: string, headers: Record<string, string> = {}) {
  const id = `cache-${++sent}`;
  const req = request(t.app).post('/graphql').set('content-type', 'application/json').set('x-request-id', id);
  for (const [name, value] of Object.entries(headers)) req.set(name, value);
  if (token) req.set('authorization', `Bearer ${token}`);
  const res = await req.send({ query, variables });
  return { status: res.status, body: res.body as { data?: Record<string, unknown>; errors?: { extensions?: { code?: string } }[] }, text: res.text, log: logOf(id) };
}

const caller: Caller = {
  gql: async (query, variables, token) => {
    const res = await post(query, variables, token);
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    return res.body.data as never;
  },
  rest: async (method, path, body, token) => {
    const req = request(t.app)[method.toLowerCase() as 'post'](path).set('content-type', 'application/json');
    if (token) req.set('authorization', `Bearer ${token}`);
    const res = await req.send(body as object);
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
    return res.body;
  },
  sql: (text, params) => t.db.dataSource.query(text, params),
  upload: async (path, fields, pdf, token) => {
    const req = request(t.app).post(path).set('authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(fields)) req.field(name, value);
    const res = await req.attach('pdf', pdf, { filename: 'paper.pdf', contentType: 'application/pdf' });
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${res.text}`);
    return res.body;
  },
};

// An answer's data, without its caller's extensions.cost (modules/rate-limits).
const dataOf = (text: string): unknown => (JSON.parse(text) as { data?: unknown }).data;

const read = (cached: CachedRead) => post(cached.query, cached.variables?.(fixture) ?? {}, cached.as === 'learner' ? accounts.learner : undefined);

let guarded: string[];
beforeAll(async () => {
  // Every write below goes through the guard: one that forgets to declare its change fails.
  t = await startTestApp({}, { guardPublicReads: true });
  guarded = publicReadTables(getSchema(), t.db.dataSource);
  const [admin, tutor, learner] = await Promise.all([t.signIn(Role.ADMIN), t.signIn(Role.TUTOR), t.signIn(Role.USER)]);
  accounts = { admin: admin.token, tutor: tutor.token, learner: learner.token };
  fixture = await makeFixture(caller, accounts);
});
afterAll(() => t.close());

describe('answers', () => {
  it('answers a public read from the cache the second time: the same data, one SQL statement (the caller\'s budget), "hit" in the log line', async () => {
    const first = await read(CATALOGUE);
    const second = await read(CATALOGUE);
    expect(first.status).toBe(200);
    expect(first.log).toMatchObject({ readCache: 'miss' });
    expect(first.log?.sqlStatements).toBeGreaterThan(0);
    // The spend of the caller's hourly budget (modules/rate-limits) is the one statement of a hit.
    expect(second.log).toMatchObject({ readCache: 'hit', sqlStatements: 1 });
    expect(second.body.data).toEqual(first.body.data);
  });

  it('shares a public read between visitors and signed-in viewers (the answer is the same; the session is read only for whose budget it spends)', async () => {
    await read(CATALOGUE);
    const signedIn = await post(CATALOGUE.query, {}, accounts.learner);
    // The session, and the spend of its budget.
    expect(signedIn.log).toMatchObject({ readCache: 'hit', sqlStatements: 2 });
    // Even a token that no longer works: the public answer is what a visitor gets.
    const expired = await post(CATALOGUE.query, {}, 'not-a-token');
    expect(expired.status).toBe(200);
    expect(expired.log).toMatchObject({ readCache: 'hit' });
  });

  it('keeps a read for members for signed-in viewers only: a visitor gets UNAUTHENTICATED, never the cached answer', async () => {
    const query = '{ opportunities(first: 5) { totalCount } }';
    await post(query, {}, accounts.learner);
    const again = await post(query, {}, accounts.tutor);
    expect(again.log?.readCache).toBe('hit');
    // The session check, and the spend of its budget.
    expect(again.log?.sqlStatements).toBe(2);
    const visitor = await post(query);
    expect(visitor.body.data).toBeNull();
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const forged = await post(query, {}, 'forged');
    expect(forged.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('tells answers apart by variables and by the Accept header', async () => {
    const query = 'query($n: Int) { courses(first: $n) { edges { node { id } } } }';
    const one = await post(query, { n: 1 });
    const two = await post(query, { n: 2 });
    expect((one.body.data?.courses as { edges: unknown[] }).edges).toHaveLength(1);
    expect((two.body.data?.courses as { edges: unknown[] }).edges).toHaveLength(2);
    const modern = await post(query, { n: 1 }, undefined, { accept: 'application/graphql-response+json' });
    expect(modern.log?.readCache).toBe('miss');
    // The same data (each answer carries its own caller's extensions.cost).
    expect(modern.body.data).toEqual(one.body.data);
    const modernAgain = await post(query, { n: 1 }, undefined, { accept: 'application/graphql-response+json' });
    expect(modernAgain.log?.readCache).toBe('hit');
  });

  it('lives for its time to live on the services clock', async () => {
    await read(CATALOGUE);
    expect((await read(CATALOGUE)).log?.readCache).toBe('hit');
    t.clock.advance(1_001);
    expect((await read(CATALOGUE)).log?.readCache).toBe('miss');
  });
});

describe('never kept', () => {
  it('a read for one viewer or one role: the learner’s own data, a tutor’s drafts, a dashboard', async () => {
    for (const [query, token] of [
      ['{ me { id email } }', accounts.learner],
      ['{ learnerDashboard { __typename } }', accounts.learner],
      ['{ courses(first: 1) { totalCount } me { id } }', accounts.learner],
      ['{ users(first: 1) { totalCount } }', accounts.admin],
    ] as const) {
      await post(query, {}, token);
      const again = await post(query, {}, token);
      expect(again.log?.readCache).toBeUndefined();
    }
  });

  it("a tutor's draft quizzes never reach a learner through the cache", async () => {
    const activity = await caller.gql<{ createActivity: { id: string } }>(`mutation($input: ActivityInput!) { createActivity(input: $input) { id } }`, { input: { title: 'A', description: 'B' } }, accounts.tutor);
    const chapter = await caller.gql<{ createChapter: { id: string } }>(
      `mutation($activityId: ID!, $input: ChapterInput!) { createChapter(activityId: $activityId, input: $input) { id } }`,
      { activityId: activity.createActivity.id, input: { title: 'C', description: 'D', content: 'HOMEWORK' } },
      accounts.tutor,
    );
    await caller.gql(`mutation($chapterId: ID!, $input: QuizInput!) { createQuiz(chapterId: $chapterId, input: $input) { id } }`, {
      chapterId: chapter.createChapter.id,
      input: { title: 'Draft', instructions: 'Not yet', questions: [{ questionText: 'Q', options: ['a', 'b'], correctAnswerIndex: 0 }] },
    }, accounts.tutor);
    const query = 'query($id: ID!) { quizzes(chapterId: $id) { edges { node { title isPublished } } } }';
    const tutorView = await post(query, { id: chapter.createChapter.id }, accounts.tutor);
    expect(JSON.stringify(tutorView.body.data)).toContain('Draft');
    const published = 'query($id: ID!) { publishedQuizzes(chapterId: $id) { edges { node { title } } } }';
    for (const token of [accounts.tutor, accounts.learner]) {
      const view = await post(published, { id: chapter.createChapter.id }, token);
      expect(view.log?.readCache).toBeUndefined();
      if (token === accounts.learner) expect(JSON.stringify(view.body)).not.toContain('Draft');
    }
  });

  it('an answer with errors, whole or beside fields that resolved: the next identical read runs again', async () => {
    const missing = 'query($id: ID!) { course(id: $id) { id } }';
    const variables = { id: randomUUID() };
    const first = await post(missing, variables);
    expect(first.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const second = await post(missing, variables);
    expect(second.log).toMatchObject({ readCache: 'miss' });
    expect(second.log?.sqlStatements).toBeGreaterThan(0);
    const partial = `query($id: ID!) { courses(first: 1) { totalCount } course(id: $id) { id } }`;
    await post(partial, variables);
    const partialAgain = await post(partial, variables);
    expect(partialAgain.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(partialAgain.log).toMatchObject({ readCache: 'miss' });
  });

  it('a read that selects a field not known to be the same for everyone', async () => {
    const query = `query($id: ID!) { course(id: $id) { id title } quizInsight(quizId: $id) { __typename } }`;
    await post(query, { id: fixture.courseId }, accounts.admin);
    const again = await post(query, { id: fixture.courseId }, accounts.admin);
    expect(again.log?.readCache).toBeUndefined();
  });
});

/**
 * The read once it is answered from the cache: a notice of the row before's write (PostgreSQL's,
 * heard after its commit) may still empty it once more on a loaded machine, so read until a hit
 * (a few reads at most).
 */
async function cachedAnswerOf(cached: CachedRead) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const answer = await read(cached);
    if (answer.log?.readCache === 'hit') return answer;
  }
  throw new Error(`${cached.query} never came from the cache`);
}

describe('every write shows in the next read on this instance', () => {
  it.each(INVALIDATIONS.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const before = await cachedAnswerOf(row.read);
    await row.write(caller, accounts, fixture);
    const after = await read(row.read);
    expect(after.log?.readCache).toBe('miss');
    expect(after.text).not.toBe(before.text);
  });
});

describe('writes to what the cache does not hold', () => {
  it("keep it: a sign-in and a learner's study settings declare no change, and the catalogue stays cached", async () => {
    const declared = jest.spyOn(PublicReadChanges.prototype, 'changed');
    try {
      await cachedAnswerOf(CATALOGUE);
      await t.signIn(Role.USER);
      await caller.gql('mutation { updateStudySettings(input: { newCardsPerDay: 15 }) { newCardsPerDay } }', {}, accounts.learner);
      expect(declared).not.toHaveBeenCalled();
      // The cache is emptied too when its notices' listener reconnects (a heartbeat missed on a
      // machine too busy to answer it): only then may this read miss.
      const after = await read(CATALOGUE);
      if (after.log?.readCache !== 'hit') expect(t.logs.join('')).toContain('notices: not listening, trying again');
    } finally {
      declared.mockRestore();
    }
  });

  it("empty it when an account is deleted: its courses lose their creator through the foreign key", async () => {
    const leaving = await t.signIn(Role.TUTOR);
    await cachedAnswerOf(CATALOGUE);
    await caller.gql('mutation($id: ID!) { deleteUser(id: $id) }', { id: leaving.id }, accounts.admin);
    expect((await read(CATALOGUE)).log?.readCache).toBe('miss');
  });

  it('the tables public reads come from are found from the schema (its @cacheable fields) and guarded', () => {
    expect(guarded).toEqual(['course_questions', 'courses', 'opportunities', 'papers', 'stored_files']);
  });

  it('a write path that forgets to declare its change is refused by the guard, and the cached answer stands', async () => {
    const before = await cachedAnswerOf(COURSE);
    await expect(t.db.dataSource.getRepository(Course).update({ id: fixture.courseId }, { title: 'Undeclared' })).rejects.toThrow(UNDECLARED);
    const after = await read(COURSE);
    expect(after.log).toMatchObject({ readCache: 'hit' });
    expect(dataOf(after.text)).toEqual(dataOf(before.text));
  });

  it("a statement behind the app's back (a manual fix: no service declares it) shows once the answers' time to live has passed", async () => {
    const before = await cachedAnswerOf(COURSE);
    await declaredSql(t.db.dataSource, 'UPDATE courses SET title = $2 WHERE id = $1', [fixture.courseId, 'Fixed by hand']);
    expect(dataOf((await read(COURSE)).text)).toEqual(dataOf(before.text));
    t.clock.advance(t.config.readCacheTtlMs ?? 1_000);
    const after = await read(COURSE);
    expect(after.log).toMatchObject({ readCache: 'miss' });
    expect(after.text).toContain('Fixed by hand');
  });
});

describe('REST public reads', () => {
  // One host for all (supertest's own server listens on a new port each time; links name the host).
  const get = (path: string, headers: Record<string, string> = {}) => {
    const id = `rest-cache-${++sent}`;
    const req = request(t.app).get(path).set('x-request-id', id).set('host', 'learnhub.test');
    for (const [name, value] of Object.entries(headers)) req.set(name, value);
    return req.then((res) => ({ res, log: logOf(id) }));
  };

  it('answers GET /api/course from the cache the second time, with its paging headers and the security headers', async () => {
    const first = await get('/api/course?limit=2');
    const second = await get('/api/course?limit=2');
    expect(first.log).toMatchObject({ readCache: 'miss' });
    // The spend of the caller's budget is its one statement.
    expect(second.log).toMatchObject({ readCache: 'hit', sqlStatements: 1 });
    expect(second.res.status).toBe(200);
    expect(second.res.text).toBe(first.res.text);
    for (const header of ['x-total-count', 'link', 'content-type']) expect(second.res.headers[header]).toBe(first.res.headers[header]);
    for (const header of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'strict-transport-security']) expect(second.res.headers[header]).toBe(first.res.headers[header]);
    expect(second.res.headers['x-request-id']).toMatch(/^rest-cache-/);
  });

  it('tags a cached answer (ETag, no-cache) and answers 304 to a client that holds it', async () => {
    await get('/api/course?limit=3');
    const tagged = await get('/api/course?limit=3');
    expect(tagged.res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(tagged.res.headers['cache-control']).toBe('no-cache');
    const again = await get('/api/course?limit=3', { 'if-none-match': tagged.res.headers.etag });
    expect(again.res.status).toBe(304);
    expect(again.res.text).toBe('');
    const stale = await get('/api/course?limit=3', { 'if-none-match': '"something-else"' });
    expect(stale.res.status).toBe(200);
    expect(stale.res.text).toBe(tagged.res.text);
  });

  it('keeps links apart by host, and a course apart from another', async () => {
    await get('/api/course?limit=1', { host: 'one.example' });
    const other = await get('/api/course?limit=1', { host: 'two.example' });
    expect(other.log?.readCache).toBe('miss');
    expect(other.res.headers.link).toContain('two.example');
    const course = await get(`/api/course/${fixture.courseId}`);
    expect(course.res.body.course.id).toBe(fixture.courseId);
  });

  it('shows a write made through GraphQL in the next REST read, and never keeps an error', async () => {
    await get('/api/course?limit=100');
    const before = await get('/api/course?limit=100');
    expect(before.log?.readCache).toBe('hit');
    await caller.gql(`mutation($input: CourseInput!) { createCourse(input: $input) { id } }`, { input: { title: 'Seen by REST', description: 'd', level: 'FIRST_YEAR' } }, accounts.tutor);
    const after = await get('/api/course?limit=100');
    expect(after.log?.readCache).toBe('miss');
    expect(after.res.text).toContain('Seen by REST');
    const missing = `/api/course/${randomUUID()}`;
    await get(missing);
    const missingAgain = await get(missing);
    expect(missingAgain.res.status).toBe(404);
    expect(missingAgain.log).toMatchObject({ readCache: 'miss' });
  });
});
