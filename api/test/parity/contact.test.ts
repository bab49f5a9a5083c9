import jwt from 'jsonwebtoken';
import { ContactMessage, ContactReply } from '../src/modules/contact/contact.entity';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { rest } from './helpers/rest';

type RestReply = { _id: string; id: string; body: string; createdAt: string; author: { _id: string; id: string; name: string; surname: string } | null; deliveryStatus: string };
type RestMessage = {
  _id: string;
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
  replied: boolean;
  repliedAt: string | null;
  replies: RestReply[];
};

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const ANONYMOUS = { name: 'Visitor Person', email: 'visitor@example.com', message: 'Do you offer evening classes?' };

// Anonymous sends that succeed count against the per-address limit (5 per app), and every
// request here comes from one address: this file's app makes 3 of them. The limit itself
// is tested on a fresh app at the end.
let t: TestApp;
let admin: { id: string; token: string };
let learner: { id: string; token: string; email: string };
let tutor: string;
let otherTutor: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn(Role.ADMIN);
  learner = await t.signIn(Role.USER);
  tutor = (await t.signIn(Role.TUTOR)).token;
  otherTutor = (await t.signIn(Role.TUTOR)).token;
});
afterAll(() => t.close());

// Fixtures straight into the table: they are not sends, so they do not touch the rate limit.
async function insertMessage(fields: Partial<ContactMessage> = {}): Promise<ContactMessage> {
  const repo = t.db.dataSource.getRepository(ContactMessage);
  return repo.save(repo.create({ name: 'Fixture', email: 'fixture@example.com', message: 'Fixture message', ...fields }));
}

const rowCount = async (sql: string, params: unknown[] = []): Promise<number> => {
  const [{ n }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM (${sql}) x`, params);
  return n;
};

const MESSAGE_KEYS = ['_id', 'id', 'name', 'email', 'message', 'createdAt', 'replied', 'repliedAt', 'replies'];

// Every key of the REST shape, and no other.
function expectShape(value: RestMessage): void {
  expect(Object.keys(value).sort()).toEqual([...MESSAGE_KEYS].sort());
  expect(value._id).toBe(value.id);
  expect(typeof value.replied).toBe('boolean');
  expect(value.repliedAt === null || typeof value.repliedAt === 'string').toBe(true);
  for (const reply of value.replies) {
    expect(Object.keys(reply).sort()).toEqual(['_id', 'author', 'body', 'createdAt', 'deliveredAt', 'deliveryError', 'deliveryStatus', 'id']);
    expect(['QUEUED', 'SENT', 'FAILED']).toContain(reply.deliveryStatus);
    expect(reply._id).toBe(reply.id);
    if (reply.author) expect(reply.author).toEqual({ _id: reply.author.id, id: expect.any(String), name: expect.any(String), surname: expect.any(String) });
  }
}

describe('permissions (the GraphQL table, replayed over REST)', () => {
  type Caller = 'anonymous' | 'learner' | 'tutor' | 'another tutor' | 'admin';
  type Outcome = 'allowed' | 401 | 403;
  const EVERYONE: Record<Caller, Outcome> = { anonymous: 'allowed', learner: 'allowed', tutor: 'allowed', 'another tutor': 'allowed', admin: 'allowed' };
  const ADMIN_ONLY: Record<Caller, Outcome> = { anonymous: 401, learner: 403, tutor: 403, 'another tutor': 403, admin: 'allowed' };
  const token = (caller: Caller): string | undefined =>
    ({ anonymous: undefined, learner: learner.token, tutor, 'another tutor': otherTutor, admin: admin.token })[caller];

  type Route = {
    method: 'get' | 'post' | 'delete';
    rules: Record<Caller, Outcome>;
    status: number;
    setup: () => Promise<{ path: string; send?: Record<string, unknown>; id?: string }>;
    // For writes: a refusal changed nothing.
    unchanged?: (id?: string) => Promise<void>;
  };
  const existing = async () => (await insertMessage({ message: 'Permission target' })).id;
  const routes: Record<string, Route> = {
    'POST /contact': { method: 'post', rules: EVERYONE, status: 201, setup: async () => ({ path: '/contact', send: ANONYMOUS }) },
    'GET /contact': { method: 'get', rules: ADMIN_ONLY, status: 200, setup: async () => ({ path: '/contact' }) },
    'DELETE /contact/:id': {
      method: 'delete',
      rules: ADMIN_ONLY,
      status: 200,
      setup: async () => {
        const id = await existing();
        return { path: `/contact/${id}`, id };
      },
      unchanged: async (id) => expect(await rowCount('SELECT 1 FROM contact_messages WHERE id = $1', [id])).toBe(1),
    },
    'POST /contact/:id/reply': {
      method: 'post',
      rules: ADMIN_ONLY,
      status: 201,
      setup: async () => {
        const id = await existing();
        return { path: `/contact/${id}/reply`, send: { reply: 'Thanks for writing' }, id };
      },
      unchanged: async (id) => {
        expect(await rowCount('SELECT 1 FROM contact_replies WHERE message_id = $1', [id])).toBe(0);
        expect(await rowCount('SELECT 1 FROM contact_messages WHERE id = $1 AND replied_at IS NULL', [id])).toBe(1);
      },
    },
  };
  const cases = Object.entries(routes).flatMap(([name, route]) =>
    (Object.keys(route.rules) as Caller[]).map((caller) => [name, caller, route.rules[caller]] as const),
  );

  it.each(cases)('%s as %s: %s', async (name, caller, outcome) => {
    const route = routes[name];
    const { path, send, id } = await route.setup();
    const req = rest(t, route.method, path, token(caller));
    const res = send ? await req.send(send) : await req;
    if (outcome === 'allowed') {
      expect(res.status).toBe(route.status);
      expect(res.body).toBeTruthy();
    } else {
      const message = outcome === 401 ? 'You must be logged in to do this.' : 'You do not have permission to do this.';
      expect(res.status).toBe(outcome);
      expect(res.body).toEqual({ error: message, message, code: outcome === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN' });
      await route.unchanged?.(id);
    }
  });
});

describe('POST /api/contact', () => {
  it('stores an anonymous message, trimmed, and answers the REST shape with 201', async () => {
    const res = await rest(t, 'post', '/contact').send({ name: '  Thandi M ', email: ' thandi@example.com ', message: '  When does the next intake start? ' });
    expect(res.status).toBe(201);
    expectShape(res.body);
    expect(res.body).toMatchObject({
      name: 'Thandi M',
      email: 'thandi@example.com',
      message: 'When does the next intake start?',
      replied: false,
      repliedAt: null,
      replies: [],
    });
    expect(await rowCount('SELECT 1 FROM contact_messages WHERE id = $1 AND sender_id IS NULL', [res.body.id])).toBe(1);
  });

  it("takes a signed-in sender's name and email from the account, whatever the body says", async () => {
    const res = await rest(t, 'post', '/contact', learner.token).send({ name: 'Someone Else', email: 'spoofed@example.com', message: 'More Java, please' });
    expect(res.status).toBe(201);
    expectShape(res.body);
    expect(res.body).toMatchObject({ name: 'Test user', email: learner.email, message: 'More Java, please' });
    expect(await rowCount('SELECT 1 FROM contact_messages WHERE id = $1 AND sender_id = $2', [res.body.id, learner.id])).toBe(1);
  });

  it('needs only the message from a signed-in sender', async () => {
    const res = await rest(t, 'post', '/contact', tutor).send({ message: 'Just the message' });
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('Test tutor');
  });

  it.each([
    ['no name', { name: '' }, 'Name is required', { name: 'Name is required' }],
    ['an invalid email', { email: 'not-an-email' }, 'Please enter a valid email address', { email: 'Please enter a valid email address' }],
    ['a blank message', { message: '  ' }, 'Message is required', { message: 'Message is required' }],
    ['a 5,001-character message', { message: 'm'.repeat(5001) }, 'Message must be at most 5000 characters', { message: 'Message must be at most 5000 characters' }],
  ])('refuses an anonymous message with %s: 400, error, message and fieldErrors', async (_label, patch, message, fieldErrors) => {
    const before = await rowCount('SELECT 1 FROM contact_messages');
    const res = await rest(t, 'post', '/contact').send({ ...ANONYMOUS, ...patch });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message, message, code: 'BAD_USER_INPUT', fieldErrors });
    expect(await rowCount('SELECT 1 FROM contact_messages')).toBe(before);
  });

  it('reports every missing field of an empty anonymous body, name first', async () => {
    const res = await rest(t, 'post', '/contact').send({});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Name is required',
      message: 'Name is required',
      code: 'BAD_USER_INPUT',
      fieldErrors: { name: 'Name is required', email: 'Email is required', message: 'Message is required' },
    });
  });

  it('refuses an empty message from a signed-in sender', async () => {
    const res = await rest(t, 'post', '/contact', learner.token).send({ message: '' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Message is required', message: 'Message is required', code: 'BAD_USER_INPUT', fieldErrors: { message: 'Message is required' } });
  });

  it('treats "Bearer undefined" (what the logged-out client sends) as anonymous, not 401', async () => {
    // Anonymous rules apply: name and email are asked for...
    const incomplete = await rest(t, 'post', '/contact', 'undefined').send({ message: 'No name' });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.fieldErrors).toEqual({ name: 'Name is required', email: 'Email is required' });
    // ...and a complete form is stored without a sender.
    const res = await rest(t, 'post', '/contact', 'undefined').send({ ...ANONYMOUS, message: 'Sent with Bearer undefined' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: ANONYMOUS.name, email: ANONYMOUS.email, message: 'Sent with Bearer undefined' });
    expect(await rowCount('SELECT 1 FROM contact_messages WHERE id = $1 AND sender_id IS NULL', [res.body.id])).toBe(1);
  });

  it('treats any other refused token (null, garbage, expired, revoked) as anonymous too', async () => {
    const user = await t.signIn(Role.USER);
    const expired = jwt.sign({ ver: 0, exp: Math.floor(Date.now() / 1000) - 10 }, t.config.jwtSecret, { algorithm: 'HS256', subject: user.id });
    const revokedUser = await t.signIn(Role.USER);
    await t.services.auth.revokeTokens(revokedUser.id);
    for (const token of ['null', 'not-a-token', expired, revokedUser.token]) {
      const res = await rest(t, 'post', '/contact', token).send({ message: 'Who am I?' });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Name is required');
    }
  });
});

describe('GET /api/contact', () => {
  const fixtures = [
    { name: 'Jane Doe', email: 'jane@example.com', message: 'Hello there' },
    { name: 'Sipho Ndlovu', email: 'sipho@UNI.ac.za', message: 'Question about the BURSARY' },
    { name: 'Ann Lee', email: 'ann@example.org', message: 'I am 100% sure' },
    { name: 'Bob', email: 'bob@example.org', message: 'I paid 1000 rand' },
  ];
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    await t.db.dataSource.query('DELETE FROM contact_messages');
    // One minute apart, Jane oldest.
    for (const [i, fixture] of fixtures.entries()) {
      ids[fixture.name] = (await insertMessage({ ...fixture, createdAt: new Date(Date.now() - (fixtures.length - i) * 60_000) })).id;
    }
  });

  const list = async (query = '') => {
    const res = await rest(t, 'get', `/contact${query}`, admin.token);
    expect(res.status).toBe(200);
    return res;
  };
  const names = async (query = '') => (await list(query)).body.map((m: RestMessage) => m.name);

  it('answers a plain array, newest first, with X-Total-Count', async () => {
    const res = await list();
    expect(Array.isArray(res.body)).toBe(true);
    res.body.forEach(expectShape);
    expect(res.body.map((m: RestMessage) => m.name)).toEqual(['Bob', 'Ann Lee', 'Sipho Ndlovu', 'Jane Doe']);
    expect(res.headers['x-total-count']).toBe('4');
  });

  it.each([
    ['JANE', ['Jane Doe']],
    ['  uni.AC.ZA ', ['Sipho Ndlovu']],
    ['bursary', ['Sipho Ndlovu']],
    ['example.org', ['Bob', 'Ann Lee']],
    ['100%', ['Ann Lee']],
    ['nothing like this', []],
  ])('?search=%j finds %j', async (term, expected) => {
    expect(await names(`?search=${encodeURIComponent(term)}`)).toEqual(expected);
  });

  it('pages with limit and offset, the total in X-Total-Count', async () => {
    const res = await list('?search=example&limit=2&offset=1');
    expect(res.body.map((m: RestMessage) => m.name)).toEqual(['Ann Lee', 'Jane Doe']);
    expect(res.headers['x-total-count']).toBe('3');
  });

  it.each([
    ['limit=101', 'limit must be a whole number from 1 to 100'],
    ['offset=-1', 'offset must be a whole number, 0 or more'],
  ])('refuses ?%s with 400', async (query, message) => {
    const res = await rest(t, 'get', `/contact?${query}`, admin.token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: message, message, code: 'BAD_USER_INPUT', fieldErrors: expect.any(Object) });
  });

  it('carries each message\'s replies, oldest first, with their authors', async () => {
    const replier = await t.signIn(Role.ADMIN);
    await rest(t, 'post', `/contact/${ids['Bob']}/reply`, admin.token).send({ reply: 'First' });
    await rest(t, 'post', `/contact/${ids['Bob']}/reply`, replier.token).send({ reply: 'Second' });
    const bob = (await list()).body.find((m: RestMessage) => m.id === ids['Bob']) as RestMessage;
    expectShape(bob);
    expect(bob.replied).toBe(true);
    expect(bob.replies.map((r) => [r.body, r.author?.id])).toEqual([
      ['First', admin.id],
      ['Second', replier.id],
    ]);
    expect(bob.replies[0].author).toEqual({ _id: admin.id, id: admin.id, name: 'Test', surname: 'admin' });
    expect(bob.repliedAt).toBe(bob.replies[1].createdAt);
  });

  it('loads replies and authors in the same few statements for 30 messages as for 3', async () => {
    const messages = await t.db.dataSource.getRepository(ContactMessage).save(
      Array.from({ length: 30 }, (_, i) => ({ name: `N${i}`, email: `n${i}@example.com`, message: `Bulk ${i}` })),
    );
    const otherAdmin = await t.signIn(Role.ADMIN);
    await t.db.dataSource.getRepository(ContactReply).save(
      messages.flatMap((m) => [
        { messageId: m.id, authorId: admin.id, body: `One for ${m.name}` },
        { messageId: m.id, authorId: otherAdmin.id, body: `Two for ${m.name}` },
      ]),
    );
    const statements = async (limit: number) => {
      const res = await list(`?search=Bulk&limit=${limit}`);
      expect(res.body).toHaveLength(limit);
      expect(res.body.every((m: RestMessage) => m.replies.length === 2 && m.replies.every((r) => r.author))).toBe(true);
      return t.statementsOf(res).length;
    };
    const thirty = await statements(30);
    // Session check, page + count, replies, authors.
    expect(thirty).toBeGreaterThanOrEqual(4);
    expect(thirty).toBeLessThanOrEqual(6);
    expect(thirty).toBe(await statements(3));
  });
});

describe('POST /api/contact/:id/reply', () => {
  it('stores the reply, queues the e-mail and answers the replied message with 201', async () => {
    const target = await insertMessage({ name: 'Lerato', email: 'lerato@example.com', message: 'Is the bursary open?' });
    const res = await rest(t, 'post', `/contact/${target.id}/reply`, admin.token).send({ reply: '  Yes, until July.  ' });
    expect(res.status).toBe(201);
    expectShape(res.body);
    expect(res.body).toMatchObject({
      _id: target.id,
      replied: true,
      replies: [{ body: 'Yes, until July.', author: { _id: admin.id, name: 'Test', surname: 'admin' } }],
    });
    expect(res.body.repliedAt).toBe(res.body.replies[0].createdAt);
    const outbox = await t.db.dataSource.query(`SELECT to_address, subject, status FROM email_outbox WHERE to_address = 'lerato@example.com'`);
    expect(outbox).toEqual([{ to_address: 'lerato@example.com', subject: 'Reply to your message', status: 'pending' }]);
  });

  it.each([
    ['an empty reply', { reply: '' }],
    ['a blank reply', { reply: '   ' }],
    ['a `message` field instead of `reply` (only `reply` is read)', { message: 'Wrong field' }],
    ['no body', undefined],
  ])('refuses %s with 400 "Reply is required" and writes nothing', async (_label, send) => {
    const target = await insertMessage();
    const req = rest(t, 'post', `/contact/${target.id}/reply`, admin.token);
    const res = send ? await req.send(send) : await req;
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Reply is required', message: 'Reply is required', code: 'BAD_USER_INPUT', fieldErrors: { reply: 'Reply is required' } });
    expect(await rowCount('SELECT 1 FROM contact_replies WHERE message_id = $1', [target.id])).toBe(0);
  });

  it('refuses a 5,001-character reply', async () => {
    const target = await insertMessage();
    const res = await rest(t, 'post', `/contact/${target.id}/reply`, admin.token).send({ reply: 'r'.repeat(5001) });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ reply: 'Reply must be at most 5000 characters' });
  });

  it('shows a reply whose author was deleted with author null', async () => {
    const target = await insertMessage();
    const replier = await t.signIn(Role.ADMIN);
    await rest(t, 'post', `/contact/${target.id}/reply`, replier.token).send({ reply: 'From a soon-deleted admin' });
    await t.db.dataSource.query('DELETE FROM users WHERE id = $1', [replier.id]);
    const res = await rest(t, 'post', `/contact/${target.id}/reply`, admin.token).send({ reply: 'Still here' });
    expect(res.body.replies.map((r: RestReply) => [r.body, r.author?.id ?? null])).toEqual([
      ['From a soon-deleted admin', null],
      ['Still here', admin.id],
    ]);
  });
});

describe('DELETE /api/contact/:id', () => {
  it('deletes a message with its replies and answers the deleted id', async () => {
    const target = await insertMessage();
    await rest(t, 'post', `/contact/${target.id}/reply`, admin.token).send({ reply: 'One' });
    const res = await rest(t, 'delete', `/contact/${target.id}`, admin.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Deleted', _id: target.id, id: target.id });
    expect(await rowCount('SELECT 1 FROM contact_messages WHERE id = $1', [target.id])).toBe(0);
    expect(await rowCount('SELECT 1 FROM contact_replies WHERE message_id = $1', [target.id])).toBe(0);
    expect((await rest(t, 'delete', `/contact/${target.id}`, admin.token)).status).toBe(404);
  });

  it.each([MISSING_ID, 'not-a-uuid'])('answers 404 "Message not found" for %s on DELETE and reply', async (id) => {
    for (const req of [rest(t, 'delete', `/contact/${id}`, admin.token), rest(t, 'post', `/contact/${id}/reply`, admin.token).send({ reply: 'Hello' })]) {
      const res = await req;
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Message not found', message: 'Message not found', code: 'NOT_FOUND' });
    }
    expect(await rowCount('SELECT 1 FROM contact_replies WHERE message_id::text = $1', [id])).toBe(0);
  });
});

describe('OpenAPI', () => {
  it('documents the four contact routes, sending public, and the reply body as {reply}', async () => {
    const res = await rest(t, 'get', '/openapi.json');
    const paths = res.body.paths;
    expect(Object.keys(paths['/contact']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/contact/{id}'])).toEqual(['delete']);
    expect(paths['/contact'].post.security).toBeUndefined();
    expect(paths['/contact'].get.description).toBe('Who: admin.');
    expect(paths['/contact/{id}/reply'].post.summary).toContain('{reply}');
    expect(paths['/contact/{id}/reply'].post.requestBody.content['application/json'].schema.required).toEqual(['reply']);
  });
});

describe('rate limit of anonymous sends', () => {
  // A fresh app, so the per-address count starts from zero.
  let r: TestApp;
  beforeAll(async () => {
    r = await startTestApp();
  });
  afterAll(() => r.close());

  it('answers 429 after 5 anonymous messages from one address, "Bearer undefined" included; refused forms do not count', async () => {
    for (let i = 0; i < 3; i++) expect((await rest(r, 'post', '/contact').send({ ...ANONYMOUS, email: 'bad' })).status).toBe(400);
    for (let i = 0; i < 5; i++) {
      const res = await rest(r, 'post', '/contact', i % 2 ? 'undefined' : undefined).send({ ...ANONYMOUS, message: `Message ${i}` });
      expect(res.status).toBe(201);
    }
    for (const token of [undefined, 'undefined']) {
      const res = await rest(r, 'post', '/contact', token).send(ANONYMOUS);
      expect(res.status).toBe(429);
      expect(res.body).toEqual({
        error: 'Too many messages sent. Please try again later.',
        message: 'Too many messages sent. Please try again later.',
        code: 'RATE_LIMITED',
      });
    }
    const [{ n }] = await r.db.dataSource.query('SELECT count(*)::int AS n FROM contact_messages');
    expect(n).toBe(5);
    // A signed-in sender on the same address is counted per account instead.
    const learnerHere = await r.signIn(Role.USER);
    expect((await rest(r, 'post', '/contact', learnerHere.token).send({ message: 'Signed in' })).status).toBe(201);
  });
});
