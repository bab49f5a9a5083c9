// No SMTP_URL: outside production the development mailbox catches the mail; in production mail
// waits in the queue and says why.
import { MAILBOX_OFF, MAIL_NOT_CONFIGURED } from '../src/modules/mail/mail.service';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { eventually } from './helpers/smtp';

const SEND = `mutation { sendContactMessage(input: {name: "Ada", email: "ada@example.com", message: "Hello?"}) { id } }`;
const REPLY = `mutation($id: ID!) { replyToContactMessage(id: $id, reply: "Hello back") { replies { deliveryStatus deliveryError } } }`;
const MAILBOX = `{ devMailbox { totalCount pageInfo { hasNextPage endCursor } nodes { id sender recipients subject text html receivedAt } } }`;

async function replyAsAdmin(t: TestApp) {
  const admin = await t.signIn(Role.ADMIN);
  const sent = await t.gql<{ sendContactMessage: { id: string } }>(SEND);
  const res = await t.gql<{ replyToContactMessage: { replies: { deliveryStatus: string; deliveryError: string | null }[] } }>(REPLY, { id: sent.data!.sendContactMessage.id }, admin.token);
  return { admin, delivery: res.data!.replyToContactMessage.replies[0] };
}

describe('development (no SMTP_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: 'development' }, { work: true });
  });
  afterAll(() => t.close());

  it('a reply is delivered to the development mailbox, listed for an admin and refused to a learner', async () => {
    expect(t.devMailboxUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    const { admin } = await replyAsAdmin(t);
    type Mail = { id: string; recipients: string; subject: string; text: string; html: string | null };
    const mail = await eventually(async () => {
      const res = await t.gql<{ devMailbox: { totalCount: number; nodes: Mail[] } }>(MAILBOX, {}, admin.token);
      return res.data?.devMailbox.nodes.find((m) => m.recipients === 'ada@example.com');
    }, 'the mail in the development mailbox');
    expect(mail).toMatchObject({ subject: 'Reply to your message', text: expect.stringContaining('Hello back') });
    expect(mail.html).toContain('<p>Hello back</p>');
    const one = await t.gql<{ devMail: Mail }>(`query($id: ID!) { devMail(id: $id) { id subject } }`, { id: mail.id }, admin.token);
    expect(one.data?.devMail).toEqual({ id: mail.id, subject: 'Reply to your message' });

    // A connection like every list: its count and pages.
    const listed = await t.gql<{ devMailbox: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: Mail[] } }>(
      MAILBOX,
      {},
      admin.token,
    );
    expect(listed.data!.devMailbox.totalCount).toBe(listed.data!.devMailbox.nodes.length);
    expect(listed.data!.devMailbox.pageInfo.hasNextPage).toBe(false);
    const PAGE = `query($after: String) { devMailbox(first: 1, after: $after) { pageInfo { hasNextPage endCursor } nodes { id } } }`;
    type MailPage = { devMailbox: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: { id: string }[] } };
    const paged: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < listed.data!.devMailbox.totalCount; i++) {
      const page: { data?: MailPage | null } = await t.gql<MailPage>(PAGE, { after }, admin.token);
      paged.push(...page.data!.devMailbox.nodes.map((m) => m.id));
      after = page.data!.devMailbox.pageInfo.endCursor;
    }
    expect(paged).toEqual(listed.data!.devMailbox.nodes.map((m) => m.id));

    // Bounded like every list: over 100 is refused, not cut silently.
    const tooMany = await t.gql(`query($first: Int) { devMailbox(first: $first) { nodes { id } } }`, { first: 1000 }, admin.token);
    expect(tooMany.errors?.[0]).toMatchObject({ message: 'first must be a whole number from 1 to 100', extensions: { code: 'BAD_USER_INPUT' } });

    const learner = await t.signIn(Role.USER);
    expect((await t.gql(MAILBOX, {}, learner.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(MAILBOX)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('production without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: 'production' }, { work: true });
  });
  afterAll(() => t.close());

  it('mail waits in the queue with the reason "mail is not configured"; there is no mailbox', async () => {
    const { admin, delivery } = await replyAsAdmin(t);
    expect(delivery).toEqual({ deliveryStatus: 'QUEUED', deliveryError: MAIL_NOT_CONFIGURED });
    expect(t.devMailboxUrl).toBeNull();
    const mailbox = await t.gql(MAILBOX, {}, admin.token);
    expect(mailbox.errors?.[0]).toMatchObject({ message: MAILBOX_OFF, extensions: { code: 'NOT_FOUND' } });
    // No worker takes the job: it stays created, to be sent once SMTP_URL is set.
    const [{ state }] = await t.db.dataSource.query(`SELECT state FROM pgboss.job WHERE name = 'email.send'`);
    expect(state).toBe('created');
    // Old enough to look forgotten, but its job is still waiting: the re-queue leaves it alone.
    await t.db.dataSource.query(`UPDATE email_outbox SET created_at = now() - interval '1 hour'`);
    expect(await t.services.mail.requeueOrphans()).toBe(0);
  });
});
