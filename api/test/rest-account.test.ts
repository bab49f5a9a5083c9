import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { rest } from './helpers/rest';
import { signupTokenFor } from './helpers/signup';
import { signupAccepted } from '../src/modules/auth/signup.service';

let t: TestApp;
let stub: Server;
beforeAll(async () => {
  stub = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ books: [{ id: '1', title: 'Book', subtitle: '', authors: 'A', image: 'https://x/i.png', url: 'https://x/b' }] }));
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  t = await startTestApp({ booksApiUrl: `http://127.0.0.1:${(stub.address() as AddressInfo).port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => stub.close(resolve));
});

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

  it('answers a taken email as any other (202): the answer tells no one who has an account', async () => {
    const res = await rest(t, 'post', '/users/signup').send({ name: 'Sam', surname: 'Rest', email: 'SAM.rest@example.com', password: 'secret12' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ email: 'sam.rest@example.com', message: signupAccepted('sam.rest@example.com') });
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
