// The audit log (issue 39): a row for every mutation that succeeds, written in its transaction (none
// for one rolled back), a row for every refused authorization (one per request), an admins-only
// `auditLog` connection with filters, and the retention job.
import { GraphQLError, parse } from 'graphql';
import request from 'supertest';
import { getSchema } from '../src/graphql/schema';
import { auditRefusals } from '../src/modules/audit/audit.graphql';
import { LACKS_SCOPES } from '../src/graphql/scopes';
import { NOT_ALLOWED } from '../src/shared/auth/access';
import { purgeAuditLogJob } from '../src/modules/audit/audit.module';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { answers, createActivity, createChapter, CREATE_QUIZ, publishedQuiz, quizInput } from './helpers/learning';
import { rest } from './helpers/rest';

const DAY_MS = 24 * 60 * 60 * 1000;
const CREATE_TOKEN = `mutation($input: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) { secret token { id } } }`;

type Account = { id: string; token: string; email: string };
type Row = {
  id: string;
  at: Date;
  actorId: string | null;
  apiTokenId: string | null;
  operation: string;
  operationName: string | null;
  outcome: string;
  reason: string | null;
  targetIds: string[];
  clientAddress: string | null;
  requestId: string | null;
};

let t: TestApp;
let tutor: Account;
let learner: Account;
let admin: Account;
let requestCounter = 0;

beforeAll(async () => {
  t = await startTestApp({ auditLogRetentionDays: 30 });
  [tutor, learner, admin] = await Promise.all([t.signIn(Role.TUTOR), t.signIn(Role.USER), t.signIn(Role.ADMIN)]);
});
afterAll(() => t.close());

const nextRequestId = () => `audit-test-${++requestCounter}-${Date.now()}`;

async function tokenOf(owner: Account, scopes: string[]): Promise<{ secret: string; id: string }> {
  const expiresAt = new Date(t.clock.now().getTime() + 30 * DAY_MS).toISOString();
  const res = await t.gql<{ createPersonalAccessToken: { secret: string; token: { id: string } } }>(CREATE_TOKEN, { input: { name: 'audit tool', scopes, expiresAt } }, owner.token);
  expect(res.errors).toBeUndefined();
  return { secret: res.data!.createPersonalAccessToken.secret, id: res.data!.createPersonalAccessToken.token.id };
}

// A GraphQL request with its own request id, so its rows can be found.
async function gql(query: string, variables: Record<string, unknown>, token: string | undefined, operationName?: string) {
  const requestId = nextRequestId();
  const req = request(t.app).post('/graphql').set('content-type', 'application/json').set('x-request-id', requestId);
  if (token) req.set('authorization', `Bearer ${token}`);
  const res = await req.send({ query, variables, ...(operationName && { operationName }) });
  return { requestId, status: res.status, data: res.body.data, errors: res.body.errors as { message: string; extensions?: { code?: string } }[] | undefined };
}

async function restCall(method: 'get' | 'post' | 'patch' | 'delete', path: string, token: string | undefined, body?: object) {
  const requestId = nextRequestId();
  const req = rest(t, method, path, token).set('x-request-id', requestId);
  const res = body ? await req.send(body) : await req;
  return { requestId, status: res.status, body: res.body as Record<string, unknown> };
}

const rowsOf = (requestId: string): Promise<Row[]> =>
  t.db.dataSource
    .query(
      `SELECT id, at, actor_id AS "actorId", api_token_id AS "apiTokenId", operation, operation_name AS "operationName", outcome, reason,
              target_ids AS "targetIds", client_address AS "clientAddress", request_id AS "requestId"
       FROM audit_log WHERE request_id = $1 ORDER BY at`,
      [requestId],
    )
    .then((rows: Row[]) => rows);

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> => t.db.dataSource.query(text, params);

describe('a mutation that succeeds', () => {
  it('GraphQL: one row with the actor, the token, the operation and its name, the ids (arguments and the new row), the address and the request id', async () => {
    const { secret, id: tokenId } = await tokenOf(tutor, ['write:quizzes']);
    const activity = await createActivity(t, tutor.token);
    const chapter = await createChapter(t, tutor.token, activity.id);
    const res = await gql(`mutation MakeQuiz($chapterId: ID!, $input: QuizInput!) { createQuiz(chapterId: $chapterId, input: $input) { id } }`, { chapterId: chapter.id, input: quizInput() }, secret, 'MakeQuiz');
    expect(res.errors).toBeUndefined();
    const quizId = (res.data as { createQuiz: { id: string } }).createQuiz.id;

    const rows = await rowsOf(res.requestId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: tutor.id,
      apiTokenId: tokenId,
      operation: 'createQuiz',
      operationName: 'MakeQuiz',
      outcome: 'SUCCEEDED',
      reason: null,
      requestId: res.requestId,
    });
    expect(rows[0].targetIds).toEqual([chapter.id, quizId]);
    expect(rows[0].clientAddress).toMatch(/127\.0\.0\.1/);
    // On the services' clock.
    expect(Math.abs(new Date(rows[0].at).getTime() - t.clock.now().getTime())).toBeLessThan(60_000);
  });

  it('a session of the web app: no token id; two root mutations in one request: two rows', async () => {
    const activity = await createActivity(t, tutor.token);
    const res = await gql(
      `mutation($a: ID!, $b: ID!, $input: ChapterInput!) { one: createChapter(activityId: $a, input: $input) { id } two: createChapter(activityId: $b, input: $input) { id } }`,
      { a: activity.id, b: activity.id, input: { title: 'Chapter', description: 'About', content: 'HOMEWORK' } },
      tutor.token,
    );
    expect(res.errors).toBeUndefined();
    const rows = await rowsOf(res.requestId);
    expect(rows.map((row) => [row.operation, row.apiTokenId, row.actorId])).toEqual([
      ['createChapter', null, tutor.id],
      ['createChapter', null, tutor.id],
    ]);
  });

  it('REST: the route as OpenAPI names it, with the ids of the path and of what it made', async () => {
    const { quiz } = await publishedQuiz(t, tutor.token);
    const res = await restCall('post', `/quizzes/${quiz.id}/attempt`, learner.token, { answers: answers([1, 1, 1, 1]) });
    expect(res.status).toBe(201);
    const attemptId = (res.body.attempt as { id: string }).id;
    const rows = await rowsOf(res.requestId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: learner.id, apiTokenId: null, operation: 'POST /api/quizzes/{quizId}/attempt', operationName: null, outcome: 'SUCCEEDED', requestId: res.requestId });
    expect(rows[0].targetIds).toEqual([quiz.id, attemptId]);
    expect(rows[0].clientAddress).toMatch(/127\.0\.0\.1/);
  });

  it('a read writes nothing', async () => {
    const res = await gql(`{ activities { nodes { id } } }`, {}, tutor.token);
    expect(res.errors).toBeUndefined();
    expect(await rowsOf(res.requestId)).toEqual([]);
    const listed = await restCall('get', '/activities', tutor.token);
    expect(listed.status).toBe(200);
    expect(await rowsOf(listed.requestId)).toEqual([]);
  });
});

describe('a mutation rolled back', () => {
  // A deferred trigger fails the COMMIT itself: after the audit row was written in the transaction.
  beforeAll(async () => {
    await sql(`CREATE FUNCTION audit_test_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.title = 'Boom at commit' THEN RAISE EXCEPTION 'boom at commit'; END IF; RETURN NULL; END $$`);
    await sql(`CREATE CONSTRAINT TRIGGER audit_test_boom AFTER INSERT ON quizzes DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION audit_test_boom()`);
  });
  afterAll(async () => {
    await sql(`DROP TRIGGER audit_test_boom ON quizzes`);
    await sql(`DROP FUNCTION audit_test_boom()`);
  });

  it('leaves no row: the row was written in its transaction, which rolled back with the quiz', async () => {
    const activity = await createActivity(t, tutor.token);
    const chapter = await createChapter(t, tutor.token, activity.id);
    const res = await gql(CREATE_QUIZ, { chapterId: chapter.id, input: quizInput({ title: 'Boom at commit' }) }, tutor.token);
    expect(res.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(await sql(`SELECT id FROM quizzes WHERE title = 'Boom at commit'`)).toEqual([]);
    expect(await rowsOf(res.requestId)).toEqual([]);

    // The same mutation committing writes its row.
    const fine = await gql(CREATE_QUIZ, { chapterId: chapter.id, input: quizInput({ title: 'Fine' }) }, tutor.token);
    expect(fine.errors).toBeUndefined();
    expect((await rowsOf(fine.requestId)).map((row) => row.operation)).toEqual(['createQuiz']);
  });

  it('a mutation that fails its validation writes nothing either', async () => {
    const res = await gql(CREATE_QUIZ, { chapterId: '00000000-0000-4000-8000-000000000000', input: quizInput() }, tutor.token);
    expect(res.errors?.[0]?.extensions?.code).toBeDefined();
    expect(await rowsOf(res.requestId)).toEqual([]);
  });
});

describe('a refused authorization', () => {
  it("a token missing a scope: one row, REFUSED, with the token, the operation and the refusal's code and message", async () => {
    const { secret, id: tokenId } = await tokenOf(tutor, ['read:courses']);
    const res = await gql(`mutation Post($input: ActivityInput!) { createActivity(input: $input) { id } }`, { input: { title: 'T', description: 'D' } }, secret, 'Post');
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const rows = await rowsOf(res.requestId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: tutor.id,
      apiTokenId: tokenId,
      operation: 'createActivity',
      operationName: 'Post',
      outcome: 'REFUSED',
      reason: `FORBIDDEN: ${LACKS_SCOPES(['write:quizzes'])}`,
      requestId: res.requestId,
    });
  });

  it('a learner trying an admin mutation: REFUSED by the role rule, with the id it aimed at', async () => {
    const res = await gql(`mutation($id: ID!, $input: AdminUserInput!) { updateUser(id: $id, input: $input) { id } }`, { id: tutor.id, input: { name: 'X', surname: 'Y', email: tutor.email, role: 'ADMIN' } }, learner.token);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const rows = await rowsOf(res.requestId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: learner.id, apiTokenId: null, operation: 'updateUser', outcome: 'REFUSED', reason: `FORBIDDEN: ${NOT_ALLOWED}`, targetIds: [tutor.id] });
  });

  it('one row per request however many fields are refused', async () => {
    const res = await gql(`{ a: contactMessages { totalCount } b: contactMessages { totalCount } users { totalCount } }`, {}, learner.token);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const rows = await rowsOf(res.requestId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: learner.id, outcome: 'REFUSED', reason: `FORBIDDEN: ${NOT_ALLOWED}` });
    expect(['contactMessages', 'users']).toContain(rows[0].operation);
  });

  it('the plugin writes once per request, for the first refusal, even when several errors (and several calls) say so', async () => {
    const written: { operation: string; reason: string }[] = [];
    const audit = { refusal: async (_caller: unknown, ask: { operation: string }, error: { code: string; message: string }) => void written.push({ operation: ask.operation, reason: `${error.code}: ${error.message}` }) };
    const contextValue = { user: { id: learner.id }, authError: null, apiToken: null, ip: '10.0.0.1', requestId: 'r1', services: { audit } };
    const document = parse(`{ a: contactMessages { totalCount } b: users { totalCount } }`);
    const operation = document.definitions[0];
    const refusal = (key: string) => new GraphQLError(NOT_ALLOWED, { path: [key], extensions: { code: 'FORBIDDEN' } });
    const listener = (await auditRefusals.requestDidStart!({} as never)) as { didEncounterErrors: (context: unknown) => Promise<void> };
    const context = { contextValue, operation, schema: getSchema(), request: { variables: {} }, operationName: null };
    await listener.didEncounterErrors({ ...context, errors: [new GraphQLError('Not a refusal', { extensions: { code: 'BAD_USER_INPUT' } }), refusal('b'), refusal('a')] });
    await listener.didEncounterErrors({ ...context, errors: [refusal('a')] });
    expect(written).toEqual([{ operation: 'users', reason: `FORBIDDEN: ${NOT_ALLOWED}` }]);
  });

  it('REST 403 (a learner posting an activity) and 401 (a stale session) are written', async () => {
    const res = await restCall('post', '/activities', learner.token, { title: 'T', description: 'D' });
    expect(res.status).toBe(403);
    const rows = await rowsOf(res.requestId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: learner.id, operation: 'POST /api/activities', outcome: 'REFUSED', reason: `FORBIDDEN: ${NOT_ALLOWED}` });

    const stale = await restCall('get', '/quiz-attempts/me', 'not-a-token');
    expect(stale.status).toBe(401);
    expect(await rowsOf(stale.requestId)).toMatchObject([{ actorId: null, operation: 'GET /api/quiz-attempts/me', outcome: 'REFUSED' }]);
  });

  it('not written: a member-only read asked with no credentials at all (the web app does that signed out); written: an anonymous mutation', async () => {
    const read = await gql(`{ myQuizAttempts { nodes { id } } }`, {}, undefined);
    expect(read.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await rowsOf(read.requestId)).toEqual([]);
    const restRead = await restCall('get', '/quiz-attempts/me', undefined);
    expect(restRead.status).toBe(401);
    expect(await rowsOf(restRead.requestId)).toEqual([]);

    const write = await gql(`mutation($input: ActivityInput!) { createActivity(input: $input) { id } }`, { input: { title: 'T', description: 'D' } }, undefined);
    expect(write.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await rowsOf(write.requestId)).toMatchObject([{ actorId: null, apiTokenId: null, operation: 'createActivity', outcome: 'REFUSED' }]);
  });
});

const AUDIT_LOG = `query($first: Int, $after: String, $userId: ID, $operation: String, $outcome: AuditOutcome) {
  auditLog(first: $first, after: $after, userId: $userId, operation: $operation, outcome: $outcome) {
    totalCount pageInfo { hasNextPage endCursor }
    nodes { id at apiTokenId apiTokenName operation operationName outcome reason targetIds clientAddress requestId }
  }
}`;
type Page = { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: { id: string; at: string; operation: string; outcome: string; apiTokenName: string | null }[] };

describe('auditLog', () => {
  let someone: Account;
  beforeAll(async () => {
    someone = await t.signIn(Role.TUTOR);
    // Three mutations a minute apart, and a refusal.
    for (const title of ['First', 'Second', 'Third']) {
      t.clock.advance(60_000);
      await createActivity(t, someone.token, { title });
    }
    t.clock.advance(60_000);
    await gql(`mutation($id: ID!) { deleteUser(id: $id) }`, { id: admin.id }, someone.token);
  });

  it("newest first, filtered by user, operation and outcome, paged with after", async () => {
    const all = await gql(AUDIT_LOG, { userId: someone.id }, admin.token);
    expect(all.errors).toBeUndefined();
    const page = (all.data as { auditLog: Page }).auditLog;
    expect(page.nodes.map((node) => [node.operation, node.outcome])).toEqual([
      ['deleteUser', 'REFUSED'],
      ['createActivity', 'SUCCEEDED'],
      ['createActivity', 'SUCCEEDED'],
      ['createActivity', 'SUCCEEDED'],
    ]);
    expect(page.totalCount).toBe(4);

    const refused = await gql(AUDIT_LOG, { userId: someone.id, outcome: 'REFUSED' }, admin.token);
    expect((refused.data as { auditLog: Page }).auditLog.nodes.map((node) => node.operation)).toEqual(['deleteUser']);

    const first = await gql(AUDIT_LOG, { userId: someone.id, operation: 'createActivity', first: 2 }, admin.token);
    const one = (first.data as { auditLog: Page }).auditLog;
    expect(one.nodes).toHaveLength(2);
    expect(one.pageInfo.hasNextPage).toBe(true);
    const second = await gql(AUDIT_LOG, { userId: someone.id, operation: 'createActivity', first: 2, after: one.pageInfo.endCursor }, admin.token);
    const two = (second.data as { auditLog: Page }).auditLog;
    expect(two.nodes).toHaveLength(1);
    expect(two.pageInfo.hasNextPage).toBe(false);
    const times = [...one.nodes, ...two.nodes].map((node) => new Date(node.at).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set([...one.nodes, ...two.nodes].map((node) => node.id)).size).toBe(3);
  });

  it('only admins read it: a tutor is FORBIDDEN, and so is anonymous UNAUTHENTICATED', async () => {
    expect((await gql(AUDIT_LOG, {}, tutor.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(AUDIT_LOG, {}, undefined)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("an admin's token needs admin:audit (read:* is not enough); with it, it reads the log and the token's name", async () => {
    const reader = await tokenOf(admin, ['read:*']);
    const refused = await gql(AUDIT_LOG, {}, reader.secret);
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN', requiredScopes: ['admin:audit'] } });

    const auditor = await tokenOf(admin, ['admin:audit']);
    const res = await gql(AUDIT_LOG, { first: 5 }, auditor.secret);
    expect(res.errors).toBeUndefined();
    // The refusal of its sibling token is in the log, with that token's name.
    const ok = await gql(AUDIT_LOG, { userId: admin.id, outcome: 'REFUSED', first: 1 }, auditor.secret);
    expect((ok.data as { auditLog: Page }).auditLog.nodes[0]).toMatchObject({ operation: 'auditLog', apiTokenName: 'audit tool' });
  });
});

describe('retention', () => {
  it('the daily job deletes rows older than AUDIT_LOG_RETENTION_DAYS, in batches, and keeps the rest', async () => {
    expect(purgeAuditLogJob.schedule).toMatch(/^\d+ \d+ \* \* \*$/);
    const old = await gql(`mutation($input: ActivityInput!) { createActivity(input: $input) { id } }`, { input: { title: 'Old', description: 'D' } }, tutor.token);
    const older = await gql(`mutation($input: ActivityInput!) { createActivity(input: $input) { id } }`, { input: { title: 'Older', description: 'D' } }, tutor.token);
    t.clock.advance(20 * DAY_MS);
    const recent = await gql(`mutation($input: ActivityInput!) { createActivity(input: $input) { id } }`, { input: { title: 'Recent', description: 'D' } }, tutor.token);
    const before = (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log`))[0].n;
    expect(await t.services.audit.purgeExpired(1)).toBe(0);

    // 31 days after the first two (retention: 30 days), 11 after the last.
    t.clock.advance(11 * DAY_MS);
    const deleted = await t.services.audit.purgeExpired(1);
    expect(deleted).toBeGreaterThanOrEqual(2);
    expect(await rowsOf(old.requestId)).toEqual([]);
    expect(await rowsOf(older.requestId)).toEqual([]);
    expect(await rowsOf(recent.requestId)).toHaveLength(1);
    expect((await sql<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log`))[0].n).toBe(before - deleted);
  });
});
