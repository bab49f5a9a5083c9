// Mail that is really sent: the job queue delivers contact replies to a real SMTP server.
import request from 'supertest';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { eventually, queuesSettled, type SmtpSink, startSmtpSink } from './helpers/smtp';

const SEND = `mutation($message: String!) { sendContactMessage(input: {name: "Ada <Lovelace>", email: "ada@example.com", message: $message}) { id } }`;
const REPLY = `mutation($id: ID!, $reply: String!) { replyToContactMessage(id: $id, reply: $reply) { id replies { id deliveryStatus deliveredAt deliveryError } } }`;
const STATUS = `query($id: ID!) { contactMessage(id: $id) { replies { id deliveryStatus deliveredAt deliveryError } } }`;
const RETRY = `mutation($replyId: ID!) { retryContactReplyDelivery(replyId: $replyId) { id deliveryStatus deliveryError } }`;

type Delivery = { id: string; deliveryStatus: string; deliveredAt: string | null; deliveryError: string | null };

let sink: SmtpSink;
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestApp({ smtpUrl: sink.url }, { work: true });
  adminToken = (await t.signIn(Role.ADMIN)).token;
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});
beforeEach(async () => {
  sink.refuse(() => null);
  // The anonymous contact messages each test sends count against its own throttle window.
  await t.db.dataSource.query('DELETE FROM rate_limits');
});

async function reply(text: string): Promise<{ messageId: string; delivery: Delivery }> {
  const sent = await t.gql<{ sendContactMessage: { id: string } }>(SEND, { message: `Question about ${text}` });
  const messageId = sent.data!.sendContactMessage.id;
  const res = await t.gql<{ replyToContactMessage: { replies: Delivery[] } }>(REPLY, { id: messageId, reply: text }, adminToken);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return { messageId, delivery: res.data.replyToContactMessage.replies[0] };
}

const deliveryOf = async (messageId: string): Promise<Delivery> =>
  (await t.gql<{ contactMessage: { replies: Delivery[] } }>(STATUS, { id: messageId }, adminToken)).data!.contactMessage.replies[0];

const untilStatus = (messageId: string, status: string) =>
  eventually(async () => {
    const delivery = await deliveryOf(messageId);
    return delivery.deliveryStatus === status ? delivery : undefined;
  }, `delivery ${status}`);

// Every e-mail job has finished (completed or given up): nothing more can arrive.
const queueSettled = () => queuesSettled(t.db.dataSource, ['email.send']);

it('a reply is delivered once, with the right recipient, subject, text and HTML; QUEUED, then SENT', async () => {
  const before = sink.received.length;
  const { messageId, delivery } = await reply('Yes: the <b>bursary</b> is open & closes in July.');
  expect(delivery).toMatchObject({ deliveryStatus: 'QUEUED', deliveredAt: null, deliveryError: null });

  const sent = await untilStatus(messageId, 'SENT');
  expect(new Date(sent.deliveredAt!).getTime()).toBeGreaterThan(Date.now() - 60_000);
  await queueSettled();
  const mails = sink.received.slice(before);
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  expect(mail.to).toBe('ada@example.com');
  expect(mail.from).toContain('no-reply@learnhub.test');
  expect(mail.subject).toBe('Reply to your message');
  expect(mail.text).toContain('Hello Ada <Lovelace>,');
  expect(mail.text).toContain('Yes: the <b>bursary</b> is open & closes in July.');
  expect(mail.text).toContain('> Question about');
  // The same words in the HTML, escaped: the sender's text is never markup.
  expect(mail.html).toContain('Yes: the &lt;b&gt;bursary&lt;/b&gt; is open &amp; closes in July.');
  expect(mail.html).toContain('Hello Ada &lt;Lovelace&gt;,');
  expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@learnhub\.test>$/);
});

it('a 451 answer is retried, and the mail is sent once', async () => {
  const before = sink.received.length;
  const attemptsBefore = sink.attempts();
  sink.refuse((attempt) => (attempt === attemptsBefore + 1 ? 451 : null));
  const { messageId } = await reply('Temporary trouble');
  // After the first try it is still queued, saying why.
  const waiting = await eventually(async () => {
    const delivery = await deliveryOf(messageId);
    return delivery.deliveryError ? delivery : undefined;
  }, 'the first failure to be recorded');
  expect(waiting.deliveryStatus).toBe('QUEUED');
  expect(waiting.deliveryError).toMatch(/451/);
  await untilStatus(messageId, 'SENT');
  await queueSettled();
  expect(sink.received.slice(before)).toHaveLength(1);
  expect(sink.attempts() - attemptsBefore).toBe(2);
  const [{ attempts }] = await t.db.dataSource.query(`SELECT o.attempts FROM email_outbox o JOIN contact_replies r ON r.id = o.contact_reply_id WHERE r.message_id = $1`, [messageId]);
  expect(attempts).toBe(2);
});

it('a 550 answer ends FAILED with the reason; an admin can try it again, and it is sent', async () => {
  const before = sink.received.length;
  sink.refuse(() => 550);
  const { messageId } = await reply('Permanent trouble');
  const failed = await untilStatus(messageId, 'FAILED');
  expect(failed.deliveryError).toMatch(/550/);
  expect(failed.deliveredAt).toBeNull();
  await queueSettled();
  expect(sink.received.length).toBe(before);

  sink.refuse(() => null);
  const retried = await t.gql<{ retryContactReplyDelivery: Delivery }>(RETRY, { replyId: failed.id }, adminToken);
  expect(retried.data?.retryContactReplyDelivery).toMatchObject({ deliveryStatus: 'QUEUED', deliveryError: null });
  await untilStatus(messageId, 'SENT');
  expect(sink.received.slice(before)).toHaveLength(1);

  // Only a failed one can be retried; a learner cannot retry at all.
  const again = await t.gql(RETRY, { replyId: failed.id }, adminToken);
  expect(again.errors?.[0]).toMatchObject({ message: 'Only a delivery that failed can be tried again', extensions: { code: 'BAD_USER_INPUT' } });
  const learner = await t.signIn(Role.USER);
  expect((await t.gql(RETRY, { replyId: failed.id }, learner.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
});

it('a job run twice (a crash after sending) does not send again', async () => {
  const { messageId } = await reply('Exactly once');
  await untilStatus(messageId, 'SENT');
  const before = sink.received.length;
  const [{ id }] = await t.db.dataSource.query(`SELECT o.id FROM email_outbox o JOIN contact_replies r ON r.id = o.contact_reply_id WHERE r.message_id = $1`, [messageId]);
  await t.services.mail.deliver(id, { id: '00000000-0000-0000-0000-000000000000', retryCount: 0 });
  expect(sink.received.length).toBe(before);
});

it('the REST reply answer carries the delivery status', async () => {
  const { messageId } = await reply('Over REST too');
  await untilStatus(messageId, 'SENT');
  const list = await request(t.app).get('/api/contact').set('authorization', `Bearer ${adminToken}`);
  const message = (list.body as { _id: string; replies: { deliveryStatus: string; deliveredAt: string | null }[] }[]).find((m) => m._id === messageId)!;
  expect(message.replies[0]).toMatchObject({ deliveryStatus: 'SENT', deliveredAt: expect.any(String) });
});

it('an e-mail left pending with no job (older versions, or a job given up on) is queued again and sent, once', async () => {
  const before = sink.received.length;
  const [{ id }] = await t.db.dataSource.query(
    `INSERT INTO email_outbox (kind, to_address, subject, body, status, created_at) VALUES ('welcome', 'orphan@example.com', 'Left behind', 'Hello', 'pending', now() - interval '1 hour') RETURNING id`,
  );
  expect(await t.services.mail.requeueOrphans()).toBe(1);
  await eventually(() => sink.received.slice(before).find((mail) => mail.to === 'orphan@example.com'), 'the orphan to be sent');
  await queueSettled();
  const [{ status }] = await t.db.dataSource.query('SELECT status FROM email_outbox WHERE id = $1', [id]);
  expect(status).toBe('sent');
  // Nothing pending without a job now: a second pass queues nothing.
  expect(await t.services.mail.requeueOrphans()).toBe(0);
  expect(sink.received.slice(before).filter((mail) => mail.to === 'orphan@example.com')).toHaveLength(1);
});

it('a temporary failure on the last try ends FAILED with the reason', async () => {
  const { messageId } = await reply('Last chance');
  await untilStatus(messageId, 'SENT');
  const [{ id }] = await t.db.dataSource.query(`SELECT o.id FROM email_outbox o JOIN contact_replies r ON r.id = o.contact_reply_id WHERE r.message_id = $1`, [messageId]);
  // The same mail again, pending, run as the job's last retry while the server answers 451.
  await t.db.dataSource.query(`UPDATE email_outbox SET status = 'pending', sent_at = NULL WHERE id = $1`, [id]);
  sink.refuse(() => 451);
  await t.services.mail.deliver(id, { id: '00000000-0000-0000-0000-000000000001', retryCount: t.services.mail.job.retryLimit });
  const failed = await deliveryOf(messageId);
  expect(failed).toMatchObject({ deliveryStatus: 'FAILED', deliveredAt: null });
  expect(failed.deliveryError).toMatch(/451/);
});
