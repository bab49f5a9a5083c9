// Contact messages over both transports: the shared rules as one table (bothTransports), then what
// only REST has (its shape, status codes, tokens it treats as anonymous, query strings, OpenAPI).
import jwt from 'jsonwebtoken';
import { ContactMessage, ContactReply } from '../../src/modules/contact/contact.entity';
import { Role } from '../../src/modules/users/role';
import { startTestApp, type TestApp } from '../helpers/app';
import {
  type Account,
  type Accounts,
  bothTransports,
  type Context,
  NOT_ALLOWED_REFUSAL,
  NOT_SIGNED_IN_REFUSAL,
  type Operation,
  refused,
  scenario,
  signInEveryone,
  type Who,
} from '../helpers/both-transports';
import { rest } from '../helpers/rest';

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
// request here comes from one address: this file's app makes 3 of them (the table's anonymous send,
// once per transport, and "Bearer undefined"). The limit itself
// is tested on a fresh app at the end.
let t: TestApp;
let accounts: Accounts;
let admin: Account;
let learner: Account;

beforeAll(async () => {
  t = await startTestApp();
  accounts = await signInEveryone(t);
  ({ admin, learner } = accounts);
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

// ---- The rules both transports share: one table, run as GraphQL and as REST ----

type Reply = { body: string; author: { id: string; name: string; surname: string } | null };
type Message = { id: string; name: string; email: string; message: string; replied: boolean; repliedAt: string | null };
type WithReplies = Message & { replies: Reply[] };

const MESSAGE = 'id name email message replied repliedAt';
const WITH_REPLIES = `${MESSAGE} replies { createdAt body author { id name surname } }`;
const messageFromRest = (m: RestMessage): Message => ({ id: m.id, name: m.name, email: m.email, message: m.message, replied: m.replied, repliedAt: m.repliedAt });
const replyFromRest = (r: RestReply) => ({ createdAt: r.createdAt, body: r.body, author: r.author && { id: r.author.id, name: r.author.name, surname: r.author.surname } });
const withRepliesFromRest = (m: RestMessage) => ({ ...messageFromRest(m), replies: m.replies.map(replyFromRest) });

type SendInput = { name?: string; email?: string; message: string };
const SEND: Operation<SendInput> = {
  graphql: (input) => ({ query: `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { ${MESSAGE} } }`, variables: { input }, field: 'sendContactMessage' }),
  rest: (input) => ({ method: 'post', path: '/contact', body: input, status: 201, view: messageFromRest }),
};
const LIST: Operation<{ search?: string; first?: number }> = {
  graphql: ({ search, first }) => ({
    query: `query($search: String, $first: Int) { contactMessages(search: $search, first: $first) { totalCount nodes { ${WITH_REPLIES} } } }`,
    variables: { search, first },
    field: 'contactMessages',
    view: (page: { totalCount: number; nodes: WithReplies[] }) => ({ total: page.totalCount, items: page.nodes }),
  }),
  rest: ({ search, first }) => ({
    method: 'get',
    path: `/contact?${new URLSearchParams({ ...(search !== undefined && { search }), ...(first && { limit: String(first) }) }).toString()}`,
    status: 200,
    view: (body: RestMessage[], headers) => ({ total: Number(headers['x-total-count']), items: body.map(withRepliesFromRest) }),
  }),
};
const REPLY: Operation<{ id: string; reply: string }> = {
  graphql: ({ id, reply }) => ({
    query: `mutation($id: ID!, $reply: String!) { replyToContactMessage(id: $id, reply: $reply) { ${WITH_REPLIES} } }`,
    variables: { id, reply },
    field: 'replyToContactMessage',
  }),
  rest: ({ id, reply }) => ({ method: 'post', path: `/contact/${id}/reply`, body: { reply }, status: 201, view: withRepliesFromRest }),
};
// GraphQL answers the id; REST { message, _id, id } (checked on its own below).
const DELETE: Operation<{ id: string }> = {
  graphql: ({ id }) => ({ query: `mutation($id: ID!) { deleteContactMessage(id: $id) }`, variables: { id }, field: 'deleteContactMessage' }),
  rest: ({ id }) => ({ method: 'delete', path: `/contact/${id}`, status: 200, view: (body: { id: string }) => body.id }),
};

const WHO: Who[] = ['anonymous', 'learner', 'tutor', 'another tutor', 'admin'];
const ADMINS = (who: Who) => (who === 'anonymous' ? NOT_SIGNED_IN_REFUSAL : who === 'admin' ? undefined : NOT_ALLOWED_REFUSAL);
// A send's row, found by its text (made anew for each transport).
const freshText = (text: string) => async () => {
  await t.db.dataSource.query('DELETE FROM contact_messages WHERE message = $1', [text]);
  return text;
};
const sentAs = async (text: string) =>
  t.db.dataSource.query<unknown[]>('SELECT name, email, sender_id FROM contact_messages WHERE message = $1', [text]);
const messageCount = () => rowCount('SELECT 1 FROM contact_messages');
const repliesOf = async (f: { id: string }) => ({
  replies: await t.db.dataSource.query('SELECT body, author_id FROM contact_replies WHERE message_id = $1 ORDER BY created_at', [f.id]),
  message: await rowCount('SELECT 1 FROM contact_messages WHERE id = $1 AND replied_at IS NOT NULL', [f.id]),
});
const asView = (m: ContactMessage): Message => ({ id: m.id, name: m.name, email: m.email, message: m.message, replied: false, repliedAt: null });
const authorOf = (who: { id: string }, surname: string) => ({ id: who.id, name: 'Test', surname });
// The sender a signed-in message carries: the account's name and e-mail.
const senderOf = (ctx: Context, who: Exclude<Who, 'anonymous'>) => ({ name: `Test ${{ learner: 'user', tutor: 'tutor', 'another tutor': 'tutor', admin: 'admin' }[who]}`, email: ctx.accounts[who].email });

describe('one table through GraphQL and REST', () => {
  bothTransports(() => ({ t, accounts }), [
    // Anyone may send; a signed-in sender's name and e-mail come from the account.
    scenario({
      name: 'send a message, trimmed',
      as: 'anonymous',
      setup: freshText('When does the next intake start?'),
      op: SEND,
      input: () => ({ name: '  Thandi M ', email: ' thandi@example.com ', message: '  When does the next intake start? ' }),
      expect: { data: () => ({ id: expect.any(String), name: 'Thandi M', email: 'thandi@example.com', message: 'When does the next intake start?', replied: false, repliedAt: null }) },
      stored: sentAs,
      storedAfter: () => [{ name: 'Thandi M', email: 'thandi@example.com', sender_id: null }],
    }),
    ...(['learner', 'tutor', 'another tutor', 'admin'] as const).map((as) =>
      scenario({
        name: 'send only the message',
        as,
        setup: freshText(`Just the message from ${as}`),
        op: SEND,
        input: (message) => ({ message }),
        expect: { data: (message, ctx) => ({ id: expect.any(String), ...senderOf(ctx, as), message, replied: false, repliedAt: null }) },
        stored: sentAs,
      }),
    ),
    scenario({
      name: "send takes a signed-in sender's name and e-mail from the account, whatever the input says",
      as: 'learner',
      setup: freshText('More Java, please'),
      op: SEND,
      input: (message) => ({ name: 'Someone Else', email: 'spoofed@example.com', message }),
      expect: { data: (message, ctx) => ({ id: expect.any(String), ...senderOf(ctx, 'learner'), message, replied: false, repliedAt: null }) },
      stored: sentAs,
      storedAfter: (_message, ctx) => [{ ...senderOf(ctx, 'learner'), sender_id: ctx.accounts.learner.id }],
    }),
    ...(
      [
        ['no name', { name: '' }, 'Name is required', { name: 'Name is required' }],
        ['an invalid e-mail', { email: 'not-an-email' }, 'Please enter a valid email address', { email: 'Please enter a valid email address' }],
        ['a blank message', { message: '  ' }, 'Message is required', { message: 'Message is required' }],
        ['a 5,001-character message', { message: 'm'.repeat(5001) }, 'Message must be at most 5000 characters', { message: 'Message must be at most 5000 characters' }],
      ] as const
    ).map(([what, patch, message, fieldErrors]) =>
      scenario({ name: `send refuses ${what}`, as: 'anonymous', op: SEND, input: () => ({ ...ANONYMOUS, ...patch }), expect: refused('BAD_USER_INPUT', message, fieldErrors), stored: messageCount }),
    ),
    scenario({
      name: 'send reports every missing field of an anonymous message, name first',
      as: 'anonymous',
      op: SEND,
      input: () => ({ message: '' }),
      expect: refused('BAD_USER_INPUT', 'Name is required', { name: 'Name is required', email: 'Email is required', message: 'Message is required' }),
      stored: messageCount,
    }),
    scenario({
      name: 'send refuses an empty message from a signed-in sender',
      as: 'learner',
      op: SEND,
      input: () => ({ message: '' }),
      expect: refused('BAD_USER_INPUT', 'Message is required', { message: 'Message is required' }),
      stored: messageCount,
    }),

    // Only admins read, reply and delete; a refusal changes nothing.
    ...WHO.map((as) => scenario({ name: 'list', as, op: LIST, input: () => ({}), expect: ADMINS(as) ?? { data: () => expect.objectContaining({ items: expect.any(Array) }) } })),
    ...WHO.map((as) =>
      scenario({
        name: 'reply',
        as,
        setup: () => insertMessage({ message: 'Permission target' }),
        op: REPLY,
        input: (f) => ({ id: f.id, reply: 'Thanks for writing' }),
        expect: ADMINS(as) ?? { data: () => expect.objectContaining({ replied: true }) },
        stored: repliesOf,
      }),
    ),
    ...WHO.map((as) =>
      scenario({
        name: 'delete',
        as,
        setup: () => insertMessage({ message: 'Permission target' }),
        op: DELETE,
        input: (f) => ({ id: f.id }),
        expect: ADMINS(as) ?? { data: (f) => f.id },
        stored: (f) => rowCount('SELECT 1 FROM contact_messages WHERE id = $1', [f.id]),
      }),
    ),

    // Replying.
    scenario({
      name: 'reply stores the reply, trimmed, and queues the e-mail',
      as: 'admin',
      setup: () => insertMessage({ name: 'Lerato', email: `lerato.${Math.random()}@example.com`, message: 'Is the bursary open?' }),
      op: REPLY,
      input: (f) => ({ id: f.id, reply: '  Yes, until July.  ' }),
      expect: {
        data: (f) => {
          const replies = [{ createdAt: expect.any(String), body: 'Yes, until July.', author: authorOf(admin, 'admin') }];
          return { ...asView(f), replied: true, repliedAt: expect.any(String), replies };
        },
      },
      stored: async (f) => ({
        ...(await repliesOf(f)),
        outbox: await t.db.dataSource.query('SELECT subject, status FROM email_outbox WHERE to_address = $1', [f.email]),
      }),
      storedAfter: () => ({ replies: [{ body: 'Yes, until July.', author_id: admin.id }], message: 1, outbox: [{ subject: 'Reply to your message', status: 'pending' }] }),
    }),
    scenario({
      name: "reply answers the message's replies, oldest first, with their authors, replied at the latest",
      as: 'admin',
      setup: async () => {
        const message = await insertMessage();
        const replier = await t.signIn(Role.ADMIN);
        await t.services.contact.reply(message.id, 'First', { ...replier, role: Role.ADMIN, name: 'Test', surname: 'admin' });
        return { message, replier };
      },
      op: REPLY,
      input: (f) => ({ id: f.message.id, reply: 'Second' }),
      expect: {
        data: (f) => ({
          ...asView(f.message),
          replied: true,
          repliedAt: expect.any(String),
          replies: [
            { createdAt: expect.any(String), body: 'First', author: authorOf(f.replier, 'admin') },
            { createdAt: expect.any(String), body: 'Second', author: authorOf(admin, 'admin') },
          ],
        }),
      },
    }),
    scenario({
      name: 'reply shows a reply whose author was deleted with author null',
      as: 'admin',
      setup: async () => {
        const message = await insertMessage();
        const replier = await t.signIn(Role.ADMIN);
        await t.services.contact.reply(message.id, 'From a soon-deleted admin', { ...replier, role: Role.ADMIN, name: 'Test', surname: 'admin' });
        await t.db.dataSource.query('DELETE FROM users WHERE id = $1', [replier.id]);
        return message;
      },
      op: REPLY,
      input: (f) => ({ id: f.id, reply: 'Still here' }),
      expect: {
        data: (f) =>
          expect.objectContaining({
            ...asView(f),
            replied: true,
            repliedAt: expect.any(String),
            replies: [expect.objectContaining({ body: 'From a soon-deleted admin', author: null }), expect.objectContaining({ body: 'Still here', author: authorOf(admin, 'admin') })],
          }),
      },
    }),
    ...(
      [
        ['an empty reply', '', 'Reply is required'],
        ['a blank reply', '   ', 'Reply is required'],
        ['a 5,001-character reply', 'r'.repeat(5001), 'Reply must be at most 5000 characters'],
      ] as const
    ).map(([what, reply, message]) =>
      scenario({
        name: `reply refuses ${what}`,
        as: 'admin',
        setup: () => insertMessage(),
        op: REPLY,
        input: (f) => ({ id: f.id, reply }),
        expect: refused('BAD_USER_INPUT', message, { reply: message }),
        stored: repliesOf,
      }),
    ),

    // Deleting.
    scenario({
      name: 'delete takes the replies with the message',
      as: 'admin',
      setup: async () => {
        const message = await insertMessage();
        await t.services.contact.reply(message.id, 'One', { ...admin, role: Role.ADMIN, name: 'Test', surname: 'admin' });
        return message;
      },
      op: DELETE,
      input: (f) => ({ id: f.id }),
      expect: { data: (f) => f.id },
      stored: async (f) => ({ messages: await rowCount('SELECT 1 FROM contact_messages WHERE id = $1', [f.id]), replies: await rowCount('SELECT 1 FROM contact_replies WHERE message_id = $1', [f.id]) }),
      storedAfter: () => ({ messages: 0, replies: 0 }),
    }),
    scenario({
      name: 'delete twice: the second is not found',
      as: 'admin',
      setup: async () => {
        const message = await insertMessage();
        await t.db.dataSource.query('DELETE FROM contact_messages WHERE id = $1', [message.id]);
        return message;
      },
      op: DELETE,
      input: (f) => ({ id: f.id }),
      expect: refused('NOT_FOUND', 'Message not found'),
    }),
    ...[MISSING_ID, 'not-a-uuid'].flatMap((id) => [
      scenario({ name: `delete ${id} is not found`, as: 'admin', op: DELETE, input: () => ({ id }), expect: refused('NOT_FOUND', 'Message not found'), stored: messageCount }),
      scenario({
        name: `reply to ${id} is not found`,
        as: 'admin',
        op: REPLY,
        input: () => ({ id, reply: 'Hello' }),
        expect: refused('NOT_FOUND', 'Message not found'),
        stored: () => rowCount('SELECT 1 FROM contact_replies'),
      }),
    ]),
  ]);

  describe('the list', () => {
    const fixtures = [
      { name: 'Jane Doe', email: 'jane@example.com', message: 'Hello there' },
      { name: 'Sipho Ndlovu', email: 'sipho@UNI.ac.za', message: 'Question about the BURSARY' },
      { name: 'Ann Lee', email: 'ann@example.org', message: 'I am 100% sure' },
      { name: 'Bob', email: 'bob@example.org', message: 'I paid 1000 rand' },
    ];
    const made: Record<string, Message> = {};
    // The same four for both transports (one minute apart, Jane oldest): the list only reads.
    beforeAll(async () => {
      await t.db.dataSource.query('DELETE FROM contact_messages');
      for (const [i, fixture] of fixtures.entries()) {
        made[fixture.name] = asView(await insertMessage({ ...fixture, createdAt: new Date(Date.now() - (fixtures.length - i) * 60_000) }));
      }
    });
    const listed = (...names: string[]) => ({ data: () => ({ total: names.length, items: names.map((name) => ({ ...made[name], replies: [] })) }) });
    bothTransports(() => ({ t, accounts }), [
      scenario({ name: 'lists newest first', as: 'admin', op: LIST, input: () => ({}), expect: listed('Bob', 'Ann Lee', 'Sipho Ndlovu', 'Jane Doe') }),
      ...(
        [
          ['JANE', ['Jane Doe']],
          ['  uni.AC.ZA ', ['Sipho Ndlovu']],
          ['bursary', ['Sipho Ndlovu']],
          ['example.org', ['Bob', 'Ann Lee']],
          ['100%', ['Ann Lee']],
          ['nothing like this', []],
        ] as const
      ).map(([search, names]) => scenario({ name: `search ${JSON.stringify(search)}`, as: 'admin', op: LIST, input: () => ({ search }), expect: listed(...names) })),
      scenario({
        name: 'a first page of 2 counts all 3 found',
        as: 'admin',
        op: LIST,
        input: () => ({ search: 'example', first: 2 }),
        expect: { data: () => ({ total: 3, items: [made['Bob'], made['Ann Lee']].map((m) => ({ ...m, replies: [] })) }) },
      }),
    ]);
  });
});

// ---- REST only: its shape, status codes, the tokens it treats as anonymous, query strings ----

describe('POST /api/contact', () => {
  it('answers the REST shape with 201', async () => {
    const res = await rest(t, 'post', '/contact', learner.token).send({ message: 'In the REST shape' });
    expect(res.status).toBe(201);
    expectShape(res.body);
    expect(res.body).toMatchObject({ _id: res.body.id, replied: false, repliedAt: null, replies: [] });
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

  it('answers a plain array, newest first, with X-Total-Count', async () => {
    const res = await list();
    expect(Array.isArray(res.body)).toBe(true);
    res.body.forEach(expectShape);
    expect(res.body.map((m: RestMessage) => m.name)).toEqual(['Bob', 'Ann Lee', 'Sipho Ndlovu', 'Jane Doe']);
    expect(res.headers['x-total-count']).toBe('4');
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
  it('answers the replied message in the REST shape with 201', async () => {
    const target = await insertMessage();
    const res = await rest(t, 'post', `/contact/${target.id}/reply`, admin.token).send({ reply: 'Yes' });
    expect(res.status).toBe(201);
    expectShape(res.body);
    expect(res.body).toMatchObject({ _id: target.id, replied: true, replies: [{ body: 'Yes', author: { _id: admin.id, name: 'Test', surname: 'admin' } }] });
    expect(res.body.repliedAt).toBe(res.body.replies[0].createdAt);
    // Replied at the latest reply.
    const again = await rest(t, 'post', `/contact/${target.id}/reply`, admin.token).send({ reply: 'And again' });
    expect(again.body.repliedAt).toBe(again.body.replies[1].createdAt);
  });

  it.each([
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
});

describe('DELETE /api/contact/:id', () => {
  it('answers { message, _id, id }, then 404', async () => {
    const target = await insertMessage();
    const res = await rest(t, 'delete', `/contact/${target.id}`, admin.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Deleted', _id: target.id, id: target.id });
    expect((await rest(t, 'delete', `/contact/${target.id}`, admin.token)).status).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the four contact routes, sending public, and the reply body as {reply}', async () => {
    const res = await rest(t, 'get', '/openapi.json');
    const paths = res.body.paths;
    expect(Object.keys(paths['/contact']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/contact/{id}'])).toEqual(['delete']);
    expect(paths['/contact'].post.security).toBeUndefined();
    expect(paths['/contact'].get.description).toBe('Who: admin. API tokens: not available (sessions of the web app only).');
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
        // The rest of the 10 minutes' window, in seconds; Retry-After says the same.
        retryAfterSeconds: expect.any(Number),
      });
      expect(Number(res.headers['retry-after'])).toBe(res.body.retryAfterSeconds);
      expect(res.body.retryAfterSeconds).toBeGreaterThan(500);
    }
    const [{ n }] = await r.db.dataSource.query('SELECT count(*)::int AS n FROM contact_messages');
    expect(n).toBe(5);
    // A signed-in sender on the same address is counted per account instead.
    const learnerHere = await r.signIn(Role.USER);
    expect((await rest(r, 'post', '/contact', learnerHere.token).send({ message: 'Signed in' })).status).toBe(201);
  });
});
