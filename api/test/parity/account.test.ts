// Accounts, users, courses and books over both transports: the shared rules as one table
// (bothTransports), then what only REST has (its shapes, status codes, body limits, Retry-After).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Role } from '../../src/modules/users/role';
import { startTestApp, type TestApp } from '../helpers/app';
import { signupAccepted } from '../../src/modules/auth/signup.service';
import { type Accounts, bothTransports, NOT_ALLOWED_REFUSAL, NOT_SIGNED_IN_REFUSAL, type Operation, refused, scenario, signInEveryone, type Who } from '../helpers/both-transports';
import { rest } from '../helpers/rest';
import { signupTokenFor } from '../helpers/signup';

let t: TestApp;
let stub: Server;
let accounts: Accounts;
beforeAll(async () => {
  stub = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ books: [{ id: '1', title: 'Book', subtitle: '', authors: 'A', image: 'https://x/i.png', url: 'https://x/b' }] }));
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  t = await startTestApp({ booksApiUrl: `http://127.0.0.1:${(stub.address() as AddressInfo).port}` });
  accounts = await signInEveryone(t);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => stub.close(resolve));
});

// ---- The rules both transports share: one table, run as GraphQL and as REST ----

type SessionUser = { id: string; name: string; surname: string; email: string; role: string; token: string };
type RestSessionUser = SessionUser & { _id: string };
const SESSION = 'id name surname email role token';
// REST spells roles admin/tutor/user and levels 'Second Year'; GraphQL ADMIN and SECOND_YEAR.
const upper = (label: string) => label.toUpperCase().replace(/ /g, '_');
const levelLabel = (level: string) => level.split('_').map((word) => word[0] + word.slice(1).toLowerCase()).join(' ');
const sessionFromRest = ({ id, name, surname, email, role, token }: RestSessionUser): SessionUser => ({ id, name, surname, email, role: upper(role), token });
const userFromRest = ({ id, name, surname, email, role }: RestSessionUser) => ({ id, name, surname, email, role: upper(role) });

let fresh = 0;
const freshEmail = (what: string) => `${what}.${++fresh}.${Date.now()}@example.com`;

type SignupInput = { name: string; surname: string; email: string; password: string };
const SIGNUP: Operation<SignupInput> = {
  graphql: (input) => ({ query: 'mutation($input: SignupInput!) { signup(input: $input) { email message } }', variables: { input }, field: 'signup' }),
  rest: (input) => ({ method: 'post', path: '/users/signup', body: input, status: 202 }),
};
const CONFIRM: Operation<{ token: string }> = {
  graphql: ({ token }) => ({ query: `mutation($token: String!) { confirmSignup(token: $token) { ${SESSION} } }`, variables: { token }, field: 'confirmSignup' }),
  rest: (body) => ({ method: 'post', path: '/users/confirm-signup', body, status: 201, view: sessionFromRest }),
};
const LOGIN: Operation<{ email: string; password: string }> = {
  graphql: (input) => ({ query: `mutation($input: LoginInput!) { login(input: $input) { ${SESSION} } }`, variables: { input }, field: 'login' }),
  rest: (body) => ({ method: 'post', path: '/users/login', body, status: 200, view: sessionFromRest }),
};
const USERS: Operation<object> = {
  graphql: () => ({ query: '{ users(first: 1) { totalCount } }', field: 'users', view: (page: { totalCount: number }) => ({ total: page.totalCount }) }),
  rest: () => ({ method: 'get', path: '/users', status: 200, view: (body: { totalUsers: number }) => ({ total: body.totalUsers }) }),
};
type UserInput = { name: string; surname: string; email: string; role: string };
const UPDATE_USER: Operation<{ id: string; input: UserInput }> = {
  graphql: (variables) => ({ query: 'mutation($id: ID!, $input: AdminUserInput!) { updateUser(id: $id, input: $input) { id name surname email role } }', variables, field: 'updateUser' }),
  rest: ({ id, input }) => ({ method: 'patch', path: `/users/${id}`, body: { ...input, role: input.role.toLowerCase() }, status: 200, view: userFromRest }),
};
const DELETE_USER: Operation<{ id: string }> = {
  graphql: ({ id }) => ({ query: 'mutation($id: ID!) { deleteUser(id: $id) }', variables: { id }, field: 'deleteUser' }),
  rest: ({ id }) => ({ method: 'delete', path: `/users/${id}`, status: 200, view: (body: { _id: string }) => body._id }),
};

type CourseInput = { title: string; description: string; level?: string };
type RestCourse = { _id: string; title: string; description: string; level: string };
const COURSE = 'id title description level';
const courseFromRest = (c: RestCourse) => ({ id: c._id, title: c.title, description: c.description, level: upper(c.level) });
const restCourse = ({ level, ...rest }: CourseInput) => ({ ...rest, ...(level && { level: levelLabel(level) }) });
const CREATE_COURSE: Operation<CourseInput> = {
  graphql: (input) => ({ query: `mutation($input: CourseInput!) { createCourse(input: $input) { ${COURSE} } }`, variables: { input }, field: 'createCourse' }),
  rest: (input) => ({ method: 'post', path: '/course', body: restCourse(input), status: 201, view: courseFromRest }),
};
const UPDATE_COURSE: Operation<{ id: string; input: CourseInput }> = {
  graphql: (variables) => ({ query: `mutation($id: ID!, $input: CourseInput!) { updateCourse(id: $id, input: $input) { ${COURSE} } }`, variables, field: 'updateCourse' }),
  rest: ({ id, input }) => ({ method: 'patch', path: `/course/${id}`, body: restCourse(input), status: 200, view: courseFromRest }),
};
const DELETE_COURSE: Operation<{ id: string }> = {
  graphql: ({ id }) => ({ query: 'mutation($id: ID!) { deleteCourse(id: $id) }', variables: { id }, field: 'deleteCourse' }),
  rest: ({ id }) => ({ method: 'delete', path: `/course/${id}`, status: 200, view: (body: { _id: string }) => body._id }),
};
type QuestionInput = { courseId: string; question: string; answer: string; category: string };
const ADD_QUESTION: Operation<QuestionInput> = {
  graphql: (input) => ({ query: 'mutation($input: NewCourseQuestionInput!) { addCourseQuestion(input: $input) { courseId question answer category } }', variables: { input }, field: 'addCourseQuestion' }),
  rest: ({ courseId, ...rest }) => ({
    method: 'post',
    path: '/course/details',
    body: { ...rest, course: courseId },
    status: 201,
    view: (body: { course: string; question: string; answer: string; category: string }) => ({ courseId: body.course, question: body.question, answer: body.answer, category: body.category }),
  }),
};
type RestQuestion = { question: string; answer: string; category: string };
const COURSE_BY_ID: Operation<{ id: string }> = {
  graphql: ({ id }) => ({
    query: `query($id: ID!) { course(id: $id) { ${COURSE} questions { nodes { question answer category } } } }`,
    variables: { id },
    field: 'course',
    view: ({ questions, ...course }: { questions: { nodes: RestQuestion[] } }) => ({ ...course, questions: questions.nodes }),
  }),
  rest: ({ id }) => ({
    method: 'get',
    path: `/course/${id}`,
    status: 200,
    view: (body: { course: RestCourse; courseDetail: RestQuestion[] }) => ({
      ...courseFromRest(body.course),
      questions: body.courseDetail.map(({ question, answer, category }) => ({ question, answer, category })),
    }),
  }),
};
const SEARCH_COURSES: Operation<{ search: string }> = {
  graphql: ({ search }) => ({ query: '{ courses(search: $search) { nodes { id } } }'.replace('{ courses', 'query($search: String) { courses'), variables: { search }, field: 'courses', view: (page: { nodes: { id: string }[] }) => page.nodes.map((c) => c.id) }),
  rest: ({ search }) => ({ method: 'get', path: `/course/search?q=${encodeURIComponent(search)}`, status: 200, view: (body: RestCourse[]) => body.map((c) => c._id) }),
};
const BOOKS: Operation<{ term: string }> = {
  graphql: ({ term }) => ({ query: 'query($term: String!) { searchBooks(term: $term) { id title subtitle authors image url } }', variables: { term }, field: 'searchBooks' }),
  rest: ({ term }) => ({ method: 'get', path: `/books/search/${term}`, status: 200, view: (body: { books: unknown[] }) => body.books }),
};

const WHO: Who[] = ['anonymous', 'learner', 'tutor', 'another tutor', 'admin'];
const ADMINS = (who: Who) => (who === 'anonymous' ? NOT_SIGNED_IN_REFUSAL : who === 'admin' ? undefined : NOT_ALLOWED_REFUSAL);
const TEACHERS = (who: Who) => (who === 'anonymous' ? NOT_SIGNED_IN_REFUSAL : who === 'learner' ? NOT_ALLOWED_REFUSAL : undefined);
const aCourse = async () => {
  const course = await t.services.courses.create({ title: 'Parity course', description: 'Over both', level: 'First Year' }, { id: accounts.tutor.id, role: Role.TUTOR, name: 'Test', surname: 'tutor', email: accounts.tutor.email });
  return { id: course.id };
};
const courseRow = async (f: { id: string }) => (await t.db.dataSource.query('SELECT title, description, level FROM courses WHERE id = $1', [f.id]))[0] ?? null;
const userRow = async (f: { id: string }) => (await t.db.dataSource.query('SELECT name, surname, email, role FROM users WHERE id = $1', [f.id]))[0] ?? null;

describe('one table through GraphQL and REST', () => {
  bothTransports(() => ({ t, accounts }), [
    // Signing up and in.
    scenario({
      name: 'sign up: the same receipt for everyone',
      as: 'anonymous',
      setup: async () => freshEmail('sam'),
      op: SIGNUP,
      input: (email) => ({ name: 'Sam', surname: 'Rest', email, password: 'secret12' }),
      expect: { data: (email) => ({ email, message: signupAccepted(email) }) },
    }),
    scenario({
      name: 'sign up with a taken e-mail (any case): the same receipt, in the canonical form',
      as: 'anonymous',
      op: SIGNUP,
      input: (_f, ctx) => ({ name: 'Sam', surname: 'Rest', email: ctx.accounts.learner.email.toUpperCase(), password: 'secret12' }),
      expect: { data: (_f, ctx) => ({ email: ctx.accounts.learner.email, message: signupAccepted(ctx.accounts.learner.email) }) },
    }),
    scenario({
      name: 'sign up refuses an invalid e-mail',
      as: 'anonymous',
      op: SIGNUP,
      input: () => ({ name: 'Sam', surname: 'Rest', email: 'bad', password: 'secret12' }),
      expect: refused('BAD_USER_INPUT', 'Please enter a valid email address', { email: 'Please enter a valid email address' }),
    }),
    scenario({
      name: 'the mailed link signs the learner in',
      as: 'anonymous',
      setup: async () => {
        const email = freshEmail('confirm');
        await t.gql('mutation($input: SignupInput!) { signup(input: $input) { email } }', { input: { name: 'Sam', surname: 'Rest', email, password: 'secret12' } });
        return { email, token: await signupTokenFor(t.db.dataSource, email) };
      },
      op: CONFIRM,
      input: (f) => ({ token: f.token }),
      expect: { data: (f) => ({ id: expect.any(String), name: 'Sam', surname: 'Rest', email: f.email, role: 'USER', token: expect.any(String) }) },
      stored: (f) => t.db.dataSource.query('SELECT name, role FROM users WHERE email = $1', [f.email]),
      storedAfter: () => [{ name: 'Sam', role: 'user' }],
    }),
    scenario({
      name: 'log in',
      as: 'anonymous',
      op: LOGIN,
      input: (_f, ctx) => ({ email: ctx.accounts.learner.email, password: ctx.accounts.learner.password }),
      expect: { data: (_f, ctx) => ({ id: ctx.accounts.learner.id, name: 'Test', surname: 'user', email: ctx.accounts.learner.email, role: 'USER', token: expect.any(String) }) },
    }),
    scenario({
      name: 'log in refuses a wrong password',
      as: 'anonymous',
      op: LOGIN,
      input: (_f, ctx) => ({ email: ctx.accounts.tutor.email, password: 'nope' }),
      expect: { error: 'UNAUTHENTICATED', message: 'Incorrect email or password', reason: 'INVALID_CREDENTIALS' },
    }),

    // Users: admins only.
    ...WHO.map((as) => scenario({ name: 'list users', as, op: USERS, input: () => ({}), expect: ADMINS(as) ?? { data: () => ({ total: expect.any(Number) as unknown }) } })),
    ...WHO.map((as) =>
      scenario({
        name: 'edit a user',
        as,
        setup: () => t.signIn(Role.USER),
        op: UPDATE_USER,
        input: (f) => ({ id: f.id, input: { name: 'Ed', surname: 'Ited', email: f.email, role: 'TUTOR' } }),
        expect: ADMINS(as) ?? { data: (f) => ({ id: f.id, name: 'Ed', surname: 'Ited', email: f.email, role: 'TUTOR' }) },
        stored: userRow,
        storedAfter: (f) => ({ name: 'Ed', surname: 'Ited', email: f.email, role: 'tutor' }),
      }),
    ),
    ...WHO.map((as) =>
      scenario({ name: 'delete a user', as, setup: () => t.signIn(Role.USER), op: DELETE_USER, input: (f) => ({ id: f.id }), expect: ADMINS(as) ?? { data: (f) => f.id }, stored: userRow, storedAfter: () => null }),
    ),
    scenario({ name: 'an admin cannot delete their own account', as: 'admin', op: DELETE_USER, input: (_f, ctx) => ({ id: ctx.accounts.admin.id }), expect: refused('FORBIDDEN', 'You cannot delete your own account') }),
    scenario({
      name: 'a deleted user is not found',
      as: 'admin',
      setup: async () => {
        const user = await t.signIn(Role.USER);
        await t.db.dataSource.query('DELETE FROM users WHERE id = $1', [user.id]);
        return user;
      },
      op: DELETE_USER,
      input: (f) => ({ id: f.id }),
      expect: refused('NOT_FOUND', 'User not found'),
    }),

    // Courses: tutors and admins write, anyone reads.
    ...WHO.map((as) =>
      scenario({
        name: 'create a course',
        as,
        setup: async () => {
          await t.db.dataSource.query(`DELETE FROM courses WHERE title = 'Made by the table'`);
        },
        op: CREATE_COURSE,
        input: () => ({ title: 'Made by the table', description: 'Over HTTP', level: 'SECOND_YEAR' }),
        expect: TEACHERS(as) ?? { data: () => ({ id: expect.any(String), title: 'Made by the table', description: 'Over HTTP', level: 'SECOND_YEAR' }) },
        stored: () => t.db.dataSource.query(`SELECT level FROM courses WHERE title = 'Made by the table'`),
        storedAfter: () => [{ level: 'Second Year' }],
      }),
    ),
    scenario({ name: 'create a course refuses a blank title', as: 'tutor', op: CREATE_COURSE, input: () => ({ title: ' ', description: 'D', level: 'FIRST_YEAR' }), expect: refused('BAD_USER_INPUT', 'Title is required', { title: 'Title is required' }) }),
    scenario({ name: 'create a course refuses no level', as: 'tutor', op: CREATE_COURSE, input: () => ({ title: 'T', description: 'D' }), expect: refused('BAD_USER_INPUT', 'Please select a year level', { level: 'Please select a year level' }) }),
    scenario({
      name: 'add a question to a course',
      as: 'tutor',
      setup: aCourse,
      op: ADD_QUESTION,
      input: (f) => ({ courseId: f.id, question: 'Q?', answer: 'A.', category: 'C' }),
      expect: { data: (f) => ({ courseId: f.id, question: 'Q?', answer: 'A.', category: 'C' }) },
      stored: (f) => t.db.dataSource.query('SELECT question, answer, category FROM course_questions WHERE course_id = $1', [f.id]),
      storedAfter: () => [{ question: 'Q?', answer: 'A.', category: 'C' }],
    }),
    scenario({
      name: 'add a question refuses an empty answer',
      as: 'tutor',
      setup: aCourse,
      op: ADD_QUESTION,
      input: (f) => ({ courseId: f.id, question: 'Q?', answer: '', category: 'C' }),
      expect: refused('BAD_USER_INPUT', 'Answer is required', { answer: 'Answer is required' }),
      stored: (f) => t.db.dataSource.query('SELECT 1 FROM course_questions WHERE course_id = $1', [f.id]),
    }),
    scenario({
      name: 'read a course with its questions',
      as: 'anonymous',
      setup: async () => {
        const course = await aCourse();
        await t.gql('mutation($input: NewCourseQuestionInput!) { addCourseQuestion(input: $input) { id } }', { input: { courseId: course.id, question: 'Q?', answer: 'A.', category: 'C' } }, accounts.tutor.token);
        return course;
      },
      op: COURSE_BY_ID,
      input: (f) => ({ id: f.id }),
      expect: { data: (f) => ({ id: f.id, title: 'Parity course', description: 'Over both', level: 'FIRST_YEAR', questions: [{ question: 'Q?', answer: 'A.', category: 'C' }] }) },
    }),
    scenario({ name: 'a missing course is not found', as: 'anonymous', op: COURSE_BY_ID, input: () => ({ id: '00000000-0000-4000-8000-000000000000' }), expect: refused('NOT_FOUND', 'Course not found') }),
    scenario({
      name: 'search courses, trimmed and case-insensitive',
      as: 'anonymous',
      setup: async () => {
        await t.db.dataSource.query(`DELETE FROM courses WHERE title = 'Findable parity course'`);
        return t.services.courses.create({ title: 'Findable parity course', description: 'Over HTTP', level: 'First Year' }, { id: accounts.tutor.id, role: Role.TUTOR, name: 'Test', surname: 'tutor', email: accounts.tutor.email });
      },
      op: SEARCH_COURSES,
      input: () => ({ search: '  findable PARITY course ' }),
      expect: { data: (f) => [f.id] },
    }),
    scenario({
      name: 'edit a course',
      as: 'tutor',
      setup: aCourse,
      op: UPDATE_COURSE,
      input: (f) => ({ id: f.id, input: { title: 'Renamed', description: 'D', level: 'THIRD_YEAR' } }),
      expect: { data: (f) => ({ id: f.id, title: 'Renamed', description: 'D', level: 'THIRD_YEAR' }) },
      stored: courseRow,
      storedAfter: () => ({ title: 'Renamed', description: 'D', level: 'Third Year' }),
    }),
    scenario({ name: 'delete a course', as: 'tutor', setup: aCourse, op: DELETE_COURSE, input: (f) => ({ id: f.id }), expect: { data: (f) => f.id }, stored: courseRow, storedAfter: () => null }),

    // Books: signed-in users.
    ...(['anonymous', 'learner'] as const).map((as) =>
      scenario({
        name: 'search books',
        as,
        op: BOOKS,
        input: () => ({ term: 'python' }),
        expect: as === 'anonymous' ? NOT_SIGNED_IN_REFUSAL : { data: () => [{ id: '1', title: 'Book', subtitle: null, authors: 'A', image: 'https://x/i.png', url: 'https://x/b' }] },
      }),
    ),
  ]);
});

// ---- REST only: its shapes, status codes, body limits, Retry-After ----

describe('POST /api/users/signup and /api/users/login', () => {
  it('signs up a learner in two steps: 202 for the request, then the mailed link answers the session user with _id and id', async () => {
    const res = await rest(t, 'post', '/users/signup').send({ name: 'Sam', surname: 'Rest', email: 'sam.rest@example.com', password: 'secret12', role: 'admin' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ email: 'sam.rest@example.com', message: signupAccepted('sam.rest@example.com') });
    const confirmed = await rest(t, 'post', '/users/confirm-signup').send({ token: await signupTokenFor(t.db.dataSource, 'sam.rest@example.com') });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toEqual({ _id: confirmed.body.id, id: expect.any(String), name: 'Sam', surname: 'Rest', email: 'sam.rest@example.com', role: 'user', token: expect.any(String) });
  });

  it('answers validation errors with 400 and both error and message', async () => {
    const res = await rest(t, 'post', '/users/signup').send({ name: 'Sam', surname: 'Rest', email: 'bad', password: 'secret12' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Please enter a valid email address',
      message: 'Please enter a valid email address',
      code: 'BAD_USER_INPUT',
      fieldErrors: { email: 'Please enter a valid email address' },
    });
  });

  it('logs in, and refuses a wrong password with 401', async () => {
    const ok = await rest(t, 'post', '/users/login').send({ email: 'sam.rest@example.com', password: 'secret12' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ _id: expect.any(String), role: 'user', token: expect.any(String) });
    const bad = await rest(t, 'post', '/users/login').send({ email: 'sam.rest@example.com', password: 'nope' });
    expect(bad.status).toBe(401);
    expect(bad.body.error).toBe('Incorrect email or password');
  });

  it('answers 400 for malformed JSON and 413 for a body over 1 MB', async () => {
    const malformed = await rest(t, 'post', '/users/login').set('content-type', 'application/json').send('{"email":');
    expect(malformed.status).toBe(400);
    const huge = await rest(t, 'post', '/users/login').send({ email: 'x', password: 'y'.repeat(1024 * 1024 + 1) });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 429 once login is rate limited', async () => {
    const limited = await startTestApp();
    try {
      for (let i = 0; i < 5; i++) await rest(limited, 'post', '/users/login').send({ email: 'victim@example.com', password: `guess${i}` });
      const res = await rest(limited, 'post', '/users/login').send({ email: 'victim@example.com', password: 'guess' });
      expect(res.status).toBe(429);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.body.error).toBe('Too many failed login attempts. Please try again in 1 second.');
    } finally {
      await limited.close();
    }
  });
});

describe('/api/users (admin)', () => {
  it('lists { users, totalUsers } for admins only', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const learner = await t.signIn(Role.USER);
    expect((await rest(t, 'get', '/users')).status).toBe(401);
    expect((await rest(t, 'get', '/users', learner.token)).status).toBe(403);
    expect((await rest(t, 'get', '/users', 'not-a-token')).status).toBe(401);
    const res = await rest(t, 'get', '/users', admin.token);
    expect(res.status).toBe(200);
    expect(res.body.totalUsers).toBeGreaterThanOrEqual(2);
    expect(res.body.users[0]).toMatchObject({ _id: expect.any(String), id: expect.any(String), email: expect.any(String), role: expect.any(String) });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
  });

  it('edits and deletes, with the same rules as GraphQL', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const learner = await t.signIn(Role.USER);
    const edit = await rest(t, 'patch', `/users/${learner.id}`, admin.token).send({ name: 'Ed', surname: 'Ited', email: learner.email, role: 'tutor' });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ _id: learner.id, name: 'Ed', role: 'tutor' });
    expect((await rest(t, 'get', '/books/search/x', learner.token)).status).toBe(401);
    const self = await rest(t, 'delete', `/users/${admin.id}`, admin.token);
    expect(self.status).toBe(403);
    expect(self.body.error).toBe('You cannot delete your own account');
    const del = await rest(t, 'delete', `/users/${learner.id}`, admin.token);
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ _id: learner.id });
    expect((await rest(t, 'delete', `/users/${learner.id}`, admin.token)).status).toBe(404);
    expect((await rest(t, 'patch', `/users/not-a-uuid`, admin.token).send({})).status).toBe(404);
  });
});

describe('/api/course', () => {
  it('creates, lists, searches, reads with details, edits and deletes', async () => {
    const tutor = await t.signIn(Role.TUTOR);
    const learner = await t.signIn(Role.USER);
    expect((await rest(t, 'post', '/course').send({ title: 'T', description: 'D', level: 'First Year' })).status).toBe(401);
    expect((await rest(t, 'post', '/course', learner.token).send({ title: 'T', description: 'D', level: 'First Year' })).status).toBe(403);
    const missing = await rest(t, 'post', '/course', tutor.token).send({ title: ' ', description: '', level: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Title is required');
    const noLevel = await rest(t, 'post', '/course', tutor.token).send({ title: 'T', description: 'D' });
    expect(noLevel.body.error).toBe('Please select a year level');

    const created = await rest(t, 'post', '/course', tutor.token).send({ title: 'REST Course', description: 'Over HTTP', level: 'Second Year' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ _id: expect.any(String), title: 'REST Course', level: 'Second Year', createdAt: expect.any(String) });
    const id = created.body._id as string;

    const detail = await rest(t, 'post', '/course/details', tutor.token).send({ question: 'Q?', answer: 'A.', category: 'C', course: id });
    expect(detail.status).toBe(201);
    expect(detail.body).toMatchObject({ _id: expect.any(String), question: 'Q?', course: id });
    expect((await rest(t, 'post', '/course/details', tutor.token).send({ question: 'Q?', answer: '', category: 'C', course: id })).body.error).toBe('Answer is required');

    const list = await rest(t, 'get', '/course');
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
    expect(list.headers['x-total-count']).toBe(String(list.body.length));
    const search = await rest(t, 'get', `/course/search?q=${encodeURIComponent('  rest course ')}`);
    expect(search.body.map((c: { _id: string }) => c._id)).toEqual([id]);

    const one = await rest(t, 'get', `/course/${id}`);
    expect(one.body).toEqual({ course: expect.objectContaining({ _id: id, title: 'REST Course' }), courseDetail: [expect.objectContaining({ question: 'Q?', answer: 'A.', category: 'C', course: id })] });
    expect((await rest(t, 'get', '/course/00000000-0000-4000-8000-000000000000')).status).toBe(404);

    const patched = await rest(t, 'patch', `/course/${id}`, tutor.token).send({ title: 'Renamed', description: 'D', level: 'Third Year' });
    expect(patched.body).toMatchObject({ _id: id, title: 'Renamed', level: 'Third Year' });
    expect((await rest(t, 'delete', `/course/${id}`, tutor.token)).status).toBe(200);
    expect((await rest(t, 'get', `/course/${id}`)).status).toBe(404);
  });
});

describe('GET /api/books/search/:term', () => {
  it('proxies the books service for signed-in users', async () => {
    const learner = await t.signIn(Role.USER);
    expect((await rest(t, 'get', '/books/search/python')).status).toBe(401);
    const res = await rest(t, 'get', '/books/search/python', learner.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ books: [{ id: '1', title: 'Book', subtitle: null, authors: 'A', image: 'https://x/i.png', url: 'https://x/b' }] });
  });
});
