import { ContactMessage, ContactReply } from '../src/modules/contact/contact.entity';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';

const SEND = `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id name email message replied repliedAt createdAt } }`;
const LIST = `query($search: String, $first: Int, $after: String) {
  contactMessages(search: $search, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { id name email message replied } } } }`;
const GET = `query($id: ID!) { contactMessage(id: $id) {
  id name email message replied repliedAt createdAt sender { id email } replies { id body createdAt author { id name surname } } } }`;
const REPLY = `mutation($id: ID!, $reply: String!) { replyToContactMessage(id: $id, reply: $reply) {
  id replied repliedAt replies { id body createdAt author { id name surname } } } }`;
const DELETE = `mutation($id: ID!) { deleteContactMessage(id: $id) }`;

type Reply = { id: string; body: string; createdAt: string; author: { id: string; name: string; surname: string } | null };
type Message = {
  id: string;
  name: string;
  email: string;
  message: string;
  replied: boolean;
  repliedAt: string | null;
  createdAt: string;
  sender: { id: string; email: string } | null;
  replies: Reply[];
};
type PageInfo = { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
type Page = { totalCount: number; pageInfo: PageInfo; edges: { cursor: string; node: Message }[] };
const messagesOf = (page: Page) => page.edges.map((edge) => edge.node);

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const ANONYMOUS = { name: 'Visitor Person', email: 'visitor@example.com', message: 'Do you offer evening classes?' };

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

const rows = async (sql: string, params: unknown[] = []): Promise<number> => {
  const [{ n }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM (${sql}) x`, params);
  return n;
};

describe('permissions', () => {
  type Caller = 'anonymous' | 'learner' | 'tutor' | 'another tutor' | 'admin';
  type Outcome = 'allowed' | 'UNAUTHENTICATED' | 'FORBIDDEN';
  const EVERYONE: Record<Caller, Outcome> = {
    anonymous: 'allowed',
    learner: 'allowed',
    tutor: 'allowed',
    'another tutor': 'allowed',
    admin: 'allowed',
  };
  const ADMIN_ONLY: Record<Caller, Outcome> = {
    anonymous: 'UNAUTHENTICATED',
    learner: 'FORBIDDEN',
    tutor: 'FORBIDDEN',
    'another tutor': 'FORBIDDEN',
    admin: 'allowed',
  };
  const token = (caller: Caller): string | undefined =>
    ({ anonymous: undefined, learner: learner.token, tutor, 'another tutor': otherTutor, admin: admin.token })[caller];

  type Operation = {
    query: string;
    rules: Record<Caller, Outcome>;
    variables: () => Promise<Record<string, unknown>>;
    // For writes: a refusal changed nothing.
    unchanged?: (variables: Record<string, unknown>) => Promise<void>;
  };
  const existing = async () => ({ id: (await insertMessage({ message: 'Permission target' })).id });
  const operations: Record<string, Operation> = {
    sendContactMessage: { query: SEND, rules: EVERYONE, variables: async () => ({ input: ANONYMOUS }) },
    contactMessages: { query: LIST, rules: ADMIN_ONLY, variables: async () => ({}) },
    contactMessage: { query: GET, rules: ADMIN_ONLY, variables: existing },
    replyToContactMessage: {
      query: REPLY,
      rules: ADMIN_ONLY,
      variables: async () => ({ ...(await existing()), reply: 'Thanks for writing' }),
      unchanged: async ({ id }) => {
        expect(await rows('SELECT 1 FROM contact_replies WHERE message_id = $1', [id])).toBe(0);
        expect(await rows('SELECT 1 FROM contact_messages WHERE id = $1 AND replied_at IS NULL', [id])).toBe(1);
      },
    },
    deleteContactMessage: {
      query: DELETE,
      rules: ADMIN_ONLY,
      variables: existing,
      unchanged: async ({ id }) => expect(await rows('SELECT 1 FROM contact_messages WHERE id = $1', [id])).toBe(1),
    },
  };
  const cases = Object.entries(operations).flatMap(([name, op]) =>
    (Object.keys(op.rules) as Caller[]).map((caller) => [name, caller, op.rules[caller]] as const),
  );

  it.each(cases)('%s as %s: %s', async (name, caller, outcome) => {
    const op = operations[name];
    const variables = await op.variables();
    const res = await t.gql(op.query, variables, token(caller));
    if (outcome === 'allowed') {
      expect(res.errors).toBeUndefined();
      expect(res.data![name]).toBeTruthy();
    } else {
      expect(res.errors![0].extensions!.code).toBe(outcome);
      expect(res.errors![0].message).toBe(
        outcome === 'UNAUTHENTICATED' ? 'You must be logged in to do this.' : 'You do not have permission to do this.',
      );
      await op.unchanged?.(variables);
    }
  });

  it("keeps a message's sender and replies from anyone but admins, even on the message just sent", async () => {
    const anonymous = await t.gql(`mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id sender { id } } }`, {
      input: ANONYMOUS,
    });
    expect(anonymous.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const signedIn = await t.gql(
      `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id replies { id } } }`,
      { input: { message: 'Hi' } },
      learner.token,
    );
    expect(signedIn.errors![0].extensions!.code).toBe('FORBIDDEN');
  });
});

describe('send', () => {
  it('stores an anonymous message, trimmed, unreplied', async () => {
    const res = await t.gql<{ sendContactMessage: Message }>(SEND, {
      input: { name: '  Thandi M ', email: ' thandi@example.com ', message: '  When does the next intake start? ' },
    });
    expect(res.errors).toBeUndefined();
    const sent = res.data!.sendContactMessage;
    expect(sent).toMatchObject({
      name: 'Thandi M',
      email: 'thandi@example.com',
      message: 'When does the next intake start?',
      replied: false,
      repliedAt: null,
    });
    const read = await t.gql<{ contactMessage: Message }>(GET, { id: sent.id }, admin.token);
    expect(read.data!.contactMessage).toMatchObject({ sender: null, replies: [] });
  });

  it("takes a signed-in sender's name and email from the account, whatever the input says", async () => {
    const res = await t.gql<{ sendContactMessage: Message }>(
      SEND,
      { input: { name: 'Someone Else', email: 'spoofed@example.com', message: 'Please add more Java courses' } },
      learner.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.sendContactMessage).toMatchObject({ name: 'Test user', email: learner.email, message: 'Please add more Java courses' });
    const read = await t.gql<{ contactMessage: Message }>(GET, { id: res.data!.sendContactMessage.id }, admin.token);
    expect(read.data!.contactMessage.sender).toEqual({ id: learner.id, email: learner.email });
  });

  it('needs only the message from a signed-in sender', async () => {
    const res = await t.gql<{ sendContactMessage: Message }>(SEND, { input: { message: 'Just the message' } }, tutor);
    expect(res.errors).toBeUndefined();
    expect(res.data!.sendContactMessage.name).toBe('Test tutor');
  });

  it.each([
    ['no name', { name: '' }, 'name', 'Name is required'],
    ['a blank name', { name: '   ' }, 'name', 'Name is required'],
    ['a null name', { name: null }, 'name', 'Name is required'],
    ['no email', { email: '' }, 'email', 'Email is required'],
    ['a null email', { email: null }, 'email', 'Email is required'],
    ['an invalid email', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['an email without a domain', { email: 'jane@example' }, 'email', 'Please enter a valid email address'],
    ['no message', { message: '' }, 'message', 'Message is required'],
    ['a blank message', { message: '  \n ' }, 'message', 'Message is required'],
    ['a 101-character name', { name: 'n'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
    ['a 5,001-character message', { message: 'm'.repeat(5001) }, 'message', 'Message must be at most 5000 characters'],
  ])('refuses an anonymous message with %s', async (_label, patch, field, message) => {
    const before = await rows('SELECT 1 FROM contact_messages');
    const res = await t.gql(SEND, { input: { ...ANONYMOUS, ...patch } });
    expect(res.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fieldErrors: { [field]: message } } });
    expect(await rows('SELECT 1 FROM contact_messages')).toBe(before);
  });

  it('reports every missing field of an anonymous message, name first', async () => {
    const res = await t.gql(SEND, { input: { message: '' } });
    expect(res.errors![0]).toMatchObject({
      message: 'Name is required',
      extensions: { fieldErrors: { name: 'Name is required', email: 'Email is required', message: 'Message is required' } },
    });
  });

  it('accepts a message of exactly 5,000 characters', async () => {
    const res = await t.gql(SEND, { input: { message: 'm'.repeat(5000) } }, otherTutor);
    expect(res.errors).toBeUndefined();
  });

  it.each([
    ['no message', '', 'Message is required'],
    ['a 5,001-character message', 'm'.repeat(5001), 'Message must be at most 5000 characters'],
  ])('refuses a signed-in message with %s', async (_label, text, message) => {
    const res = await t.gql(SEND, { input: { message: text } }, learner.token);
    expect(res.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fieldErrors: { message } } });
  });
});

describe('search and list', () => {
  const fixtures = [
    { name: 'Jane Doe', email: 'jane@example.com', message: 'Hello there' },
    { name: 'Sipho Ndlovu', email: 'sipho@UNI.ac.za', message: 'Question about the BURSARY' },
    { name: 'Ann Lee', email: 'ann@example.org', message: 'I am 100% sure' },
    { name: 'Bob', email: 'bob@example.org', message: 'I paid 1000 rand' },
    { name: 'Cara', email: 'cara@example.org', message: 'see file a_b.txt' },
    { name: 'Dan', email: 'dan@example.org', message: 'see file axb.txt' },
    { name: 'Eve', email: 'eve@example.org', message: 'it is in C:\\temp\\notes' },
  ];

  beforeAll(async () => {
    await t.db.dataSource.query('DELETE FROM contact_messages');
    // One minute apart, Jane oldest.
    for (const [i, fixture] of fixtures.entries()) {
      await insertMessage({ ...fixture, createdAt: new Date(Date.now() - (fixtures.length - i) * 60_000) });
    }
  });

  const search = async (variables: Record<string, unknown>) => {
    const res = await t.gql<{ contactMessages: Page }>(LIST, variables, admin.token);
    expect(res.errors).toBeUndefined();
    return res.data!.contactMessages;
  };
  const names = async (term: string) => messagesOf(await search({ search: term })).map((m) => m.name);

  it('lists every message newest first without a search', async () => {
    const page = await search({});
    expect(messagesOf(page).map((m) => m.name)).toEqual(['Eve', 'Dan', 'Cara', 'Bob', 'Ann Lee', 'Sipho Ndlovu', 'Jane Doe']);
    expect(page).toMatchObject({ totalCount: 7, pageInfo: { hasNextPage: false, hasPreviousPage: false } });
    expect(await names('   ')).toHaveLength(7);
  });

  it.each([
    ['JANE', ['Jane Doe'], 'name, another case'],
    ['jane doe', ['Jane Doe'], 'name'],
    ['  jane  ', ['Jane Doe'], 'trimmed'],
    ['uni.AC.ZA', ['Sipho Ndlovu'], 'email, another case'],
    ['bursary', ['Sipho Ndlovu'], 'message, another case'],
    ['EXAMPLE.ORG', ['Eve', 'Dan', 'Cara', 'Bob', 'Ann Lee'], 'email, newest first'],
    ['100%', ['Ann Lee'], '% is literal'],
    ['%', ['Ann Lee'], '% alone is literal'],
    ['a_b', ['Cara'], '_ is literal'],
    ['_', ['Cara'], '_ alone is literal'],
    ['C:\\temp', ['Eve'], 'a backslash is literal'],
    ['\\', ['Eve'], 'a backslash alone is literal'],
    ['nothing like this', [], 'no match'],
  ])('search %j finds %j (%s)', async (term, expected) => {
    expect(await names(term)).toEqual(expected);
  });

  it('pages a search with its totalCount', async () => {
    const head = await search({ search: 'example.org', first: 1 });
    expect(messagesOf(head).map((m) => m.name)).toEqual(['Eve']);
    const page = await search({ search: 'example.org', first: 2, after: head.pageInfo.endCursor });
    expect(page).toMatchObject({ totalCount: 5, pageInfo: { hasNextPage: true, hasPreviousPage: true } });
    expect(messagesOf(page).map((m) => m.name)).toEqual(['Dan', 'Cara']);
    const rest = await search({ search: 'example.org', first: 2, after: page.pageInfo.endCursor });
    expect(messagesOf(rest).map((m) => m.name)).toEqual(['Bob', 'Ann Lee']);
    expect(rest).toMatchObject({ totalCount: 5, pageInfo: { hasNextPage: false } });
  });

  it.each([
    [{ first: 101 }, 'first must be a whole number from 1 to 100'],
    [{ first: 0 }, 'first must be a whole number from 1 to 100'],
    [{ after: 'not-a-cursor' }, 'This cursor is not one of this list: start again from the first page'],
  ])('refuses %j', async (variables, message) => {
    const res = await t.gql(LIST, variables, admin.token);
    expect(res.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('counts the unreplied messages for the dashboard', async () => {
    expect(await t.services.contact.countUnreplied()).toBe(7);
    const [first] = messagesOf(await search({ search: 'jane' }));
    await t.gql(REPLY, { id: first.id, reply: 'Hello Jane' }, admin.token);
    expect(await t.services.contact.countUnreplied()).toBe(6);
  });
});

describe('get, reply and delete', () => {
  it.each([MISSING_ID, 'not-a-uuid'])('answer NOT_FOUND "Message not found" for %s', async (id) => {
    for (const [query, variables] of [
      [GET, { id }],
      [DELETE, { id }],
      [REPLY, { id, reply: 'Hello' }],
    ] as const) {
      const res = await t.gql(query, variables, admin.token);
      expect(res.errors![0]).toMatchObject({ message: 'Message not found', extensions: { code: 'NOT_FOUND' } });
    }
    expect(await rows('SELECT 1 FROM contact_replies WHERE message_id::text = $1', [id])).toBe(0);
  });

  it('stores the reply with its author and time, queues the e-mail and marks the message replied', async () => {
    const message = await insertMessage({ name: 'Lerato', email: 'lerato@example.com', message: 'Is the bursary open?' });
    const res = await t.gql<{ replyToContactMessage: Message }>(REPLY, { id: message.id, reply: '  Yes, until July.  ' }, admin.token);
    expect(res.errors).toBeUndefined();
    const replied = res.data!.replyToContactMessage;
    expect(replied).toMatchObject({
      id: message.id,
      replied: true,
      replies: [{ body: 'Yes, until July.', author: { id: admin.id, name: 'Test', surname: 'admin' } }],
    });
    expect(replied.repliedAt).toBe(replied.replies[0].createdAt);

    const outbox = await t.db.dataSource.query(
      `SELECT o.to_address, o.subject, o.body, o.status, o.sent_at FROM email_outbox o
         JOIN contact_replies r ON r.id = o.contact_reply_id WHERE r.message_id = $1`,
      [message.id],
    );
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ to_address: 'lerato@example.com', subject: 'Reply to your message', status: 'pending', sent_at: null });
    expect(outbox[0].body).toContain('Yes, until July.');
    expect(outbox[0].body).toContain('Is the bursary open?');

    // A second reply: both kept, oldest first; repliedAt follows the latest.
    const again = await t.gql<{ replyToContactMessage: Message }>(REPLY, { id: message.id, reply: 'Applications close on the 31st.' }, admin.token);
    const replies = again.data!.replyToContactMessage.replies;
    expect(replies.map((r) => r.body)).toEqual(['Yes, until July.', 'Applications close on the 31st.']);
    expect(again.data!.replyToContactMessage.repliedAt).toBe(replies[1].createdAt);
    expect(await rows('SELECT 1 FROM email_outbox WHERE to_address = $1', ['lerato@example.com'])).toBe(2);
  });

  it.each([
    ['an empty reply', '', 'Reply is required'],
    ['a blank reply', '   ', 'Reply is required'],
    ['a 5,001-character reply', 'r'.repeat(5001), 'Reply must be at most 5000 characters'],
  ])('refuses %s', async (_label, reply, message) => {
    const target = await insertMessage();
    const res = await t.gql(REPLY, { id: target.id, reply }, admin.token);
    expect(res.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fieldErrors: { reply: message } } });
    expect(await rows('SELECT 1 FROM contact_replies WHERE message_id = $1', [target.id])).toBe(0);
  });

  it('writes nothing when any part of a reply fails', async () => {
    const target = await insertMessage();
    // Make the outbox insert, the second of the three writes, fail.
    await t.db.dataSource.query(`ALTER TABLE email_outbox ADD CONSTRAINT test_refuse_all CHECK (subject = 'never') NOT VALID`);
    try {
      const res = await t.gql(REPLY, { id: target.id, reply: 'Lost' }, admin.token);
      expect(res.errors![0].extensions!.code).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      await t.db.dataSource.query('ALTER TABLE email_outbox DROP CONSTRAINT test_refuse_all');
    }
    expect(await rows('SELECT 1 FROM contact_replies WHERE message_id = $1', [target.id])).toBe(0);
    expect(await rows('SELECT 1 FROM contact_messages WHERE id = $1 AND replied_at IS NULL', [target.id])).toBe(1);
  });

  it('deletes a message with its replies and their queued e-mails, and returns its id', async () => {
    const target = await insertMessage({ email: 'cascade@example.com' });
    await t.gql(REPLY, { id: target.id, reply: 'One' }, admin.token);
    await t.gql(REPLY, { id: target.id, reply: 'Two' }, admin.token);
    expect(await rows('SELECT 1 FROM contact_replies WHERE message_id = $1', [target.id])).toBe(2);
    expect(await rows('SELECT 1 FROM email_outbox WHERE to_address = $1', ['cascade@example.com'])).toBe(2);

    const res = await t.gql<{ deleteContactMessage: string }>(DELETE, { id: target.id }, admin.token);
    expect(res.data!.deleteContactMessage).toBe(target.id);
    expect(await rows('SELECT 1 FROM contact_replies WHERE message_id = $1', [target.id])).toBe(0);
    expect(await rows('SELECT 1 FROM email_outbox WHERE to_address = $1', ['cascade@example.com'])).toBe(0);
    const after = await t.gql(GET, { id: target.id }, admin.token);
    expect(after.errors![0]).toMatchObject({ message: 'Message not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('keeps messages and replies when the sender or the replying admin is deleted', async () => {
    const sender = await t.signIn(Role.USER);
    const replier = await t.signIn(Role.ADMIN);
    const sent = await t.gql<{ sendContactMessage: Message }>(SEND, { input: { message: 'From a soon-deleted account' } }, sender.token);
    const id = sent.data!.sendContactMessage.id;
    await t.gql(REPLY, { id, reply: 'From a soon-deleted admin' }, replier.token);
    await t.db.dataSource.query('DELETE FROM users WHERE id IN ($1, $2)', [sender.id, replier.id]);
    const read = await t.gql<{ contactMessage: Message }>(GET, { id }, admin.token);
    expect(read.data!.contactMessage).toMatchObject({
      message: 'From a soon-deleted account',
      sender: null,
      replied: true,
      replies: [{ body: 'From a soon-deleted admin', author: null }],
    });
  });
});

describe('relations load in a bounded number of statements', () => {
  const QUERY = `query($first: Int) { contactMessages(first: $first) { totalCount nodes {
    id replied sender { id name } replies { id body author { id name surname } } } } }`;

  beforeAll(async () => {
    await t.db.dataSource.query('DELETE FROM contact_messages');
    const otherAdmin = await t.signIn(Role.ADMIN);
    const senders = [learner.id, null, otherAdmin.id];
    const messages = await t.db.dataSource.getRepository(ContactMessage).save(
      Array.from({ length: 30 }, (_, i) => ({ name: `N${i}`, email: `n${i}@example.com`, message: `M${i}`, senderId: senders[i % 3] })),
    );
    await t.db.dataSource.getRepository(ContactReply).save(
      messages.flatMap((m) => [
        { messageId: m.id, authorId: admin.id, body: `First reply to ${m.name}` },
        { messageId: m.id, authorId: otherAdmin.id, body: `Second reply to ${m.name}` },
      ]),
    );
  });

  // The statements of the request itself: a statement of anything else running meanwhile in the
  // process (a job, a listener) does not count.
  const statementsFor = async (limit: number) => {
    const res = await t.gql<{ contactMessages: { totalCount: number; nodes: Message[] } }>(QUERY, { first: limit }, admin.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.contactMessages.totalCount).toBe(30);
    expect(res.data!.contactMessages.nodes).toHaveLength(limit);
    expect(res.data!.contactMessages.nodes.every((m) => m.replies.length === 2 && m.replies.every((r) => r.author))).toBe(true);
    return res.statements.length;
  };

  it('runs the same few statements for 30 messages with 60 replies as for 3', async () => {
    const thirty = await statementsFor(30);
    const three = await statementsFor(3);
    // Session check, page + count, replies, users (senders and authors; one batch or two, as the
    // loads of a moment fall on a busy machine): the same bound for 30 messages as for 3, never one
    // statement per message or reply.
    for (const count of [thirty, three]) {
      expect(count).toBeGreaterThanOrEqual(4);
      expect(count).toBeLessThanOrEqual(6);
    }
  });
});

describe('rate limit of sends', () => {
  // A fresh app, so the limits start from zero whatever the tests above sent.
  let r: TestApp;
  beforeAll(async () => {
    r = await startTestApp();
  });
  afterAll(() => r.close());

  it('allows 5 anonymous messages per address in 10 minutes; refused forms do not count', async () => {
    for (let i = 0; i < 3; i++) {
      const invalid = await r.gql(SEND, { input: { ...ANONYMOUS, email: 'bad' } });
      expect(invalid.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    }
    for (let i = 0; i < 5; i++) {
      const res = await r.gql(SEND, { input: { ...ANONYMOUS, message: `Message ${i}` } });
      expect(res.errors).toBeUndefined();
    }
    const sixth = await r.gql(SEND, { input: ANONYMOUS });
    expect(sixth.errors![0]).toMatchObject({ message: 'Too many messages sent. Please try again later.', extensions: { code: 'RATE_LIMITED' } });
    const [{ n }] = await r.db.dataSource.query('SELECT count(*)::int AS n FROM contact_messages');
    expect(n).toBe(5);
  });

  it('still lets a signed-in user on the same address send, up to 20 per account', async () => {
    const first = await r.signIn(Role.USER);
    const second = await r.signIn(Role.USER);
    for (let i = 0; i < 20; i++) {
      const res = await r.gql(SEND, { input: { message: `Signed in ${i}` } }, first.token);
      expect(res.errors).toBeUndefined();
    }
    const refused = await r.gql(SEND, { input: { message: 'One too many' } }, first.token);
    expect(refused.errors![0].extensions!.code).toBe('RATE_LIMITED');
    const other = await r.gql(SEND, { input: { message: 'Another account' } }, second.token);
    expect(other.errors).toBeUndefined();
  });
});
