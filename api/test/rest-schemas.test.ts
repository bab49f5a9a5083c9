// Every documented REST route, called as a client would, answers what its schema in
// /api/openapi.json says (the same zod schema the route is declared with), and every route that
// takes a body refuses one of the wrong shape with 400 before anything is stored.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Response, Test } from 'supertest';
import { PasswordReset } from '../src/modules/auth/password-reset.service';
import { Role } from '../src/modules/users/role';
import { createRestApi } from '../src/rest/router';
import type { RouteSpec } from '../src/rest/route';
import { startTestApp, type TestApp } from './helpers/app';
import { answers, createActivity, createChapter, publishedQuiz, quizInput } from './helpers/learning';
import { rest } from './helpers/rest';
import { signupTokenFor } from './helpers/signup';
import { pdfBytes, PNG_1X1 } from './helpers/uploads';

type Account = { id: string; token: string; email: string; password: string };

let t: TestApp;
let books: Server;
let admin: Account;
let tutor: Account;
let learner: Account;
let routes: RouteSpec[];

beforeAll(async () => {
  books = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ books: [{ id: '1', title: 'Eloquent JavaScript', subtitle: null, authors: 'Marijn Haverbeke', image: null, url: null }] }));
  });
  await new Promise<void>((resolve) => books.listen(0, '127.0.0.1', resolve));
  t = await startTestApp({ booksApiUrl: `http://127.0.0.1:${(books.address() as AddressInfo).port}/` });
  [admin, tutor, learner] = await Promise.all([t.signIn(Role.ADMIN), t.signIn(Role.TUTOR), t.signIn(Role.USER)]);
  routes = createRestApi(t.services).routes;
});
afterAll(async () => {
  await t.close();
  books.closeAllConnections();
  await new Promise((resolve) => books.close(resolve));
});

const key = (route: Pick<RouteSpec, 'method' | 'path'>) => `${route.method.toUpperCase()} ${route.path}`;
// The id of what a fixture call made; a fixture that fails says so rather than passing an id of "undefined" on.
async function idOf(call: Test): Promise<string> {
  const res = await call;
  if (res.status >= 300) throw new Error(`fixture call answered ${res.status}: ${JSON.stringify(res.body)}`);
  return String(res.body._id);
}

/** A reset link's token, stored as the password-reset job stores it (only its hash is kept). */
async function resetToken(userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = createHash('sha256').update(token).digest('hex');
  await t.db.dataSource.getRepository(PasswordReset).insert({ userId, tokenHash, jobId: null, expiresAt: new Date(t.clock.now().getTime() + 60_000) });
  return token;
}

const newCourse = () => idOf(rest(t, 'post', '/course', tutor.token).send({ title: 'Schemas 101', description: 'Checked answers', level: 'First Year' }));
const newOpportunity = () => idOf(rest(t, 'post', '/opportunity', admin.token).send({ title: 'Internship', opportunityDescription: 'Summer' }));
const newMessage = () => idOf(rest(t, 'post', '/contact').send({ name: 'Ada', email: 'ada@example.com', message: 'Hello' }));
const newPaper = () =>
  idOf(
    rest(t, 'post', '/papers', tutor.token)
      .field('title', 'Exam 2024')
      .field('description', 'Final')
      .field('paperType', 'exam')
      .attach('pdf', pdfBytes(), { filename: 'exam.pdf', contentType: 'application/pdf' })
      .attach('image', PNG_1X1, { filename: 'cover.png', contentType: 'image/png' }),
  );
const newChapter = async () => {
  const activity = await createActivity(t, tutor.token);
  return { activityId: activity.id, chapterId: (await createChapter(t, tutor.token, activity.id)).id };
};

// One call per documented route, answering with the route's documented status.
const CALLS: Record<string, () => Promise<Response>> = {
  'POST /users/login': async () => rest(t, 'post', '/users/login').send({ email: learner.email, password: learner.password }),
  'POST /users/logout': async () => rest(t, 'post', '/users/logout', (await t.signIn(Role.USER)).token),
  'POST /users/signup': async () => rest(t, 'post', '/users/signup').send({ name: 'New', surname: 'Learner', email: `new.${Date.now()}@example.com`, password: 'secret12' }),
  'POST /users/confirm-signup': async () => {
    const email = `confirm.${Date.now()}@example.com`;
    await rest(t, 'post', '/users/signup').send({ name: 'New', surname: 'Learner', email, password: 'secret12' });
    return rest(t, 'post', '/users/confirm-signup').send({ token: await signupTokenFor(t.db.dataSource, email) });
  },
  'POST /users/forgot-password': async () => rest(t, 'post', '/users/forgot-password').send({ email: learner.email }),
  'POST /users/reset-password': async () => {
    const user = await t.signIn(Role.USER);
    return rest(t, 'post', '/users/reset-password').send({ token: await resetToken(user.id), password: 'another-secret' });
  },
  'GET /users': async () => rest(t, 'get', '/users?limit=5', admin.token),
  'PATCH /users/:id': async () => {
    const user = await t.signIn(Role.USER);
    return rest(t, 'patch', `/users/${user.id}`, admin.token).send({ name: 'Renamed', surname: 'User', email: user.email, role: 'tutor' });
  },
  'DELETE /users/:id': async () => rest(t, 'delete', `/users/${(await t.signIn(Role.USER)).id}`, admin.token),
  'GET /course': async () => {
    await newCourse();
    return rest(t, 'get', '/course?limit=5');
  },
  'GET /course/search': async () => rest(t, 'get', '/course/search?q=schemas'),
  'GET /course/:id': async () => {
    const id = await newCourse();
    await rest(t, 'post', '/course/details', tutor.token).send({ question: 'Q?', answer: 'A.', category: 'Basics', course: id });
    return rest(t, 'get', `/course/${id}`);
  },
  'POST /course': async () => rest(t, 'post', '/course', tutor.token).send({ title: 'Another', description: 'Course', level: 'Second Year' }),
  'POST /course/details': async () => rest(t, 'post', '/course/details', tutor.token).send({ question: 'Q?', answer: 'A.', category: 'Basics', course: await newCourse() }),
  'PATCH /course/:id': async () => rest(t, 'patch', `/course/${await newCourse()}`, tutor.token).send({ title: 'Edited', description: 'Course', level: 'Third Year' }),
  'DELETE /course/:id': async () => rest(t, 'delete', `/course/${await newCourse()}`, tutor.token),
  'GET /books/search/:term': async () => rest(t, 'get', '/books/search/javascript', learner.token),
  'GET /opportunity': async () => {
    await newOpportunity();
    return rest(t, 'get', '/opportunity', learner.token);
  },
  'GET /opportunity/:id': async () => rest(t, 'get', `/opportunity/${await newOpportunity()}`, learner.token),
  'POST /opportunity': async () =>
    rest(t, 'post', '/opportunity', admin.token).send({
      title: 'Graduate role',
      opportunityType: 'Full-time',
      opportunityDescription: 'Join us',
      opportunityLink: 'https://example.com/jobs',
      opportunityDate: { openingDate: '2026-01-01T00:00:00Z', closingDate: '2026-02-01T00:00:00Z' },
    }),
  'PATCH /opportunity/:id': async () => rest(t, 'patch', `/opportunity/${await newOpportunity()}`, admin.token).send({ title: 'Renamed', opportunityDate: null }),
  'DELETE /opportunity/:id': async () => rest(t, 'delete', `/opportunity/${await newOpportunity()}`, admin.token),
  'GET /papers': async () => {
    await newPaper();
    return rest(t, 'get', '/papers?type=exam', learner.token);
  },
  'GET /papers/:id': async () => rest(t, 'get', `/papers/${await newPaper()}`, learner.token),
  'POST /papers': async () =>
    rest(t, 'post', '/papers', tutor.token)
      .attach('pdf', pdfBytes(), { filename: 'exam.pdf', contentType: 'application/pdf' })
      .field('title', 'Files first')
      .field('description', 'Fields after the file'),
  'PATCH /papers/:id': async () => rest(t, 'patch', `/papers/${await newPaper()}`, tutor.token).send({ title: 'Edited', description: 'As JSON', removeImage: true }),
  'DELETE /papers/:id': async () => rest(t, 'delete', `/papers/${await newPaper()}`, tutor.token),
  'POST /contact': async () => rest(t, 'post', '/contact', learner.token).send({ message: 'Signed-in question' }),
  'GET /contact': async () => {
    const id = await newMessage();
    await rest(t, 'post', `/contact/${id}/reply`, admin.token).send({ reply: 'Thanks!' });
    return rest(t, 'get', '/contact', admin.token);
  },
  'DELETE /contact/:id': async () => rest(t, 'delete', `/contact/${await newMessage()}`, admin.token),
  'POST /contact/:id/reply': async () => rest(t, 'post', `/contact/${await newMessage()}/reply`, admin.token).send({ reply: 'We will look into it.' }),
  'GET /activities': async () => {
    await newChapter();
    return rest(t, 'get', '/activities', learner.token);
  },
  'GET /activities/tutor/activity': async () => rest(t, 'get', '/activities/tutor/activity', tutor.token),
  'GET /activities/:activityId': async () => rest(t, 'get', `/activities/${(await newChapter()).activityId}`, learner.token),
  'POST /activities': async () => rest(t, 'post', '/activities', tutor.token).send({ title: 'Loops', description: 'for and while', userDetails: { name: 'ignored' } }),
  'DELETE /activities/:id': async () => rest(t, 'delete', `/activities/${(await newChapter()).activityId}`, tutor.token),
  'GET /activities/:activityId/chapters': async () => rest(t, 'get', `/activities/${(await newChapter()).activityId}/chapters`, learner.token),
  'POST /activities/:activityId/chapters': async () =>
    rest(t, 'post', `/activities/${(await newChapter()).activityId}/chapters`, tutor.token).send({ title: 'Two', description: 'More', content: 'activity' }),
  'PATCH /activities/:activityId/chapters/:chapterId': async () => {
    const { activityId, chapterId } = await newChapter();
    return rest(t, 'patch', `/activities/${activityId}/chapters/${chapterId}`, tutor.token).send({ title: 'Edited', description: 'Chapter', content: 'homework' });
  },
  'DELETE /activities/:activityId/chapters/:chapterId': async () => {
    const { activityId, chapterId } = await newChapter();
    return rest(t, 'delete', `/activities/${activityId}/chapters/${chapterId}`, tutor.token);
  },
  'POST /chapters/:chapterId/quizzes': async () => rest(t, 'post', `/chapters/${(await newChapter()).chapterId}/quizzes`, tutor.token).send(quizInput()),
  'GET /chapters/:chapterId/quizzes': async () => rest(t, 'get', `/chapters/${(await publishedQuiz(t, tutor.token)).chapter.id}/quizzes`, tutor.token),
  'GET /chapters/:chapterId/quizzes/published': async () => rest(t, 'get', `/chapters/${(await publishedQuiz(t, tutor.token)).chapter.id}/quizzes/published`, learner.token),
  'DELETE /quizzes/:quizId': async () => rest(t, 'delete', `/quizzes/${(await publishedQuiz(t, tutor.token)).quiz.id}`, tutor.token),
  'PATCH /quizzes/:quizId/publish': async () => {
    const { chapterId } = await newChapter();
    const draft = await idOf(rest(t, 'post', `/chapters/${chapterId}/quizzes`, tutor.token).send(quizInput()));
    return rest(t, 'patch', `/quizzes/${draft}/publish`, tutor.token).send({ isPublished: true });
  },
  'PATCH /quizzes/:quizId/unpublish': async () => rest(t, 'patch', `/quizzes/${(await publishedQuiz(t, tutor.token)).quiz.id}/unpublish`, tutor.token),
  'POST /quizzes/:quizId/attempt': async () => rest(t, 'post', `/quizzes/${(await publishedQuiz(t, tutor.token)).quiz.id}/attempt`, learner.token).send({ answers: answers([1, 0, 1, 1]) }),
  'GET /quiz-attempts/me': async () => {
    const { quiz } = await publishedQuiz(t, tutor.token);
    await rest(t, 'post', `/quizzes/${quiz.id}/attempt`, learner.token).send({ answers: answers([1, 1, 0, 0]) });
    return rest(t, 'get', '/quiz-attempts/me', learner.token);
  },
  'GET /openapi.json': async () => rest(t, 'get', '/openapi.json'),
  'GET /activities/:activityId/gradebook.csv': async () => {
    const { activity, quiz } = await publishedQuiz(t, tutor.token);
    await rest(t, 'post', `/quizzes/${quiz.id}/attempt`, learner.token).send({ answers: answers([1, 0, 1, 1]) });
    return rest(t, 'get', `/activities/${activity.id}/gradebook.csv`, tutor.token);
  },
  'GET /quizzes/:quizId/attempts.csv': async () => {
    const { quiz } = await publishedQuiz(t, tutor.token);
    await rest(t, 'post', `/quizzes/${quiz.id}/attempt`, learner.token).send({ answers: answers([1, 0, 1, 1]) });
    return rest(t, 'get', `/quizzes/${quiz.id}/attempts.csv`, admin.token);
  },
};

it('has a call for every documented route, and no call for a route that is not documented', () => {
  expect(Object.keys(CALLS).sort()).toEqual(routes.map(key).sort());
});

it('answers every documented route with its documented status and a body its answer schema accepts', async () => {
  for (const route of routes) {
    const call = CALLS[key(route)];
    if (!call) throw new Error(`No call for ${key(route)}`);
    const res = await call();
    expect({ route: key(route), status: res.status }).toEqual({ route: key(route), status: route.response.status });
    // A download (a CSV file) is checked as the text it is.
    const checked = route.response.schema.safeParse(route.response.mediaType ? res.text : res.body);
    expect({ route: key(route), issues: checked.error?.issues ?? [] }).toEqual({ route: key(route), issues: [] });
    // A list answer that is empty would prove nothing about the shape of its items.
    if (Array.isArray(res.body)) expect({ route: key(route), empty: res.body.length === 0 }).toEqual({ route: key(route), empty: false });
  }
});

it('documents each route with the same schemas it validates and answers with', async () => {
  const res = await rest(t, 'get', '/openapi.json');
  const paper = res.body.components.schemas.Paper;
  expect(paper.required).toEqual(expect.arrayContaining(['_id', 'id', 'title', 'pdf']));
  expect(paper.additionalProperties).toBe(false);
  const quizBody = res.body.paths['/chapters/{chapterId}/quizzes'].post.requestBody.content['application/json'].schema;
  expect(quizBody).toEqual({ $ref: '#/components/schemas/QuizInput' });
  expect(res.body.components.schemas.QuizInput.required).toEqual(['title', 'instructions', 'questions']);
  const attempt = res.body.paths['/quizzes/{quizId}/attempt'].post;
  expect(attempt.requestBody.content['application/json'].schema.properties.answers.type).toBe('array');
  expect(attempt.responses['201'].content['application/json'].schema.properties.attempt).toEqual({ $ref: '#/components/schemas/QuizAttempt' });
  const list = res.body.paths['/course'].get.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`);
  expect(list).toEqual(['query:limit', 'query:offset']);
  const upload = res.body.paths['/papers'].post.requestBody.content['multipart/form-data'].schema;
  expect(upload.properties.pdf).toMatchObject({ type: 'string', format: 'binary' });
});

it('refuses a body of the wrong shape on every route that takes one, with 400 and the schema saying which field', async () => {
  const withBody = routes.filter((route) => route.body);
  expect(withBody.length).toBeGreaterThan(10);
  for (const route of withBody) {
    const path = route.path.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
    const res = await rest(t, route.method, path, route.access === 'public' ? undefined : route.access === 'signed-in' ? learner.token : tokenFor(route)).send([1, 2, 3]);
    expect({ route: key(route), status: res.status, code: res.body.code }).toEqual({ route: key(route), status: 400, code: 'BAD_USER_INPUT' });
  }
});

const tokenFor = (route: RouteSpec): string => {
  const roles: readonly string[] = Array.isArray(route.access) ? route.access : [];
  if (roles.includes(Role.ADMIN)) return admin.token;
  if (roles.includes(Role.TUTOR)) return tutor.token;
  return learner.token;
};
