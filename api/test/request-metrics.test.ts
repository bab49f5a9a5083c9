import request from 'supertest';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';

// Every request's log line says how many SQL statements it ran (shared/request-metrics.ts). The
// read cache is off here: these count what running a request costs (read-cache.test.ts counts hits).

let t: TestApp;
let tutor: string;

beforeAll(async () => {
  t = await startTestApp({ readCacheTtlMs: 0 });
  tutor = (await t.signIn(Role.TUTOR)).token;
  for (const title of ['Algorithms', 'Databases', 'Networks']) {
    const res = await t.gql(`mutation($input: CourseInput!) { createCourse(input: $input) { id } }`, { input: { title, description: `${title} basics`, level: 'FIRST_YEAR' } }, tutor);
    expect(res.errors).toBeUndefined();
  }
});
afterAll(() => t.close());

type LogEntry = { req?: { id?: string; method?: string; url?: string; headers?: unknown }; res?: { statusCode?: number; headers?: unknown }; sqlStatements?: number; msg?: string };

const logOf = (requestId: string): LogEntry | undefined =>
  t.logs.map((line) => JSON.parse(line) as LogEntry).find((entry) => entry.req?.id === requestId && entry.res !== undefined);

const post = (requestId: string, query: string, token?: string) => {
  const req = request(t.app).post('/graphql').set('content-type', 'application/json').set('x-request-id', requestId);
  if (token) req.set('authorization', `Bearer ${token}`);
  return req.send({ query });
};

const COURSES = '{ courses(first: 20) { totalCount edges { node { id title } } } }';

it('logs the statements a request ran, the same number the database saw', async () => {
  const before = t.db.queries.length;
  const res = await post('metrics-courses', COURSES);
  expect(res.status).toBe(200);
  expect(res.body.data.courses.totalCount).toBe(3);
  expect(res.body.data.courses.edges).toHaveLength(3);
  const ran = t.db.queries.length - before;
  expect(ran).toBeGreaterThan(0);
  expect(logOf('metrics-courses')?.sqlStatements).toBe(ran);
});

it('counts the token lookup of a signed-in caller too', async () => {
  await post('metrics-anonymous', COURSES);
  await post('metrics-signed-in', COURSES, tutor);
  const anonymous = logOf('metrics-anonymous')?.sqlStatements ?? NaN;
  expect(logOf('metrics-signed-in')?.sqlStatements).toBe(anonymous + 1);
});

it('keeps concurrent requests apart', async () => {
  const ids = Array.from({ length: 8 }, (_, i) => `metrics-parallel-${i}`);
  await Promise.all(ids.map((id, i) => post(id, i % 2 ? '{ __typename }' : COURSES)));
  const single = logOf('metrics-anonymous')?.sqlStatements;
  // `{ __typename }` runs one statement: the look at the caller's budget (modules/rate-limits).
  ids.forEach((id, i) => expect(logOf(id)?.sqlStatements).toBe(i % 2 ? 1 : single));
});

it('reports the statements of a refused request as well', async () => {
  const res = await request(t.app).get('/api/course/not-a-uuid').set('x-request-id', 'metrics-refused');
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(logOf('metrics-refused')?.sqlStatements).toEqual(expect.any(Number));
});

it('writes a short line per request: method, path and status, never the headers (they carry tokens)', async () => {
  await post('metrics-short-line', COURSES, tutor);
  const entry = logOf('metrics-short-line');
  expect(entry?.req).toMatchObject({ id: 'metrics-short-line', method: 'POST', url: '/graphql' });
  expect(entry?.res).toEqual({ statusCode: 200 });
  expect(entry?.req?.headers).toBeUndefined();
  expect(JSON.stringify(entry)).not.toContain(tutor);
});
