// Password reset by e-mail, end to end through a real SMTP server, over GraphQL and REST.
import request from 'supertest';
import { RESET_LINK_INVALID, RESET_REQUEST_ACCEPTED, TOO_MANY_RESETS } from '../src/modules/auth/password-reset.service';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { eventually, queuesSettled, type SmtpSink, startSmtpSink } from './helpers/smtp';

const REQUEST = `mutation($email: String!) { requestPasswordReset(email: $email) }`;
const RESET = `mutation($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { id email token } }`;
const ME = `{ me { id } }`;

let sink: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  // One trusted proxy: a test can speak for another client with X-Forwarded-For.
  t = await startTestApp({ smtpUrl: sink.url, trustProxy: 1 }, { work: true });
});
// Each test counts its own requests (a key refused earlier stays blocked in memory: tests use their own).
beforeEach(() => t.db.dataSource.query('DELETE FROM rate_limits'));
afterAll(async () => {
  await t.close();
  await sink.stop();
});

// Every reset job and mail job has finished: nothing more will be sent.
const settled = () => queuesSettled(t.db.dataSource, ['auth.password-reset', 'email.send']);

/** The token of the newest reset mail to this address. */
const tokenMailedTo = (email: string, after: number) =>
  eventually(() => {
    const mail = sink.received.slice(after).find((m) => m.to === email && m.subject === 'Reset your LearnHub password');
    return mail?.text.match(/http:\/\/learnhub\.test\/reset-password#token=([\w-]+)/)?.[1];
  }, `a reset mail to ${email}`);

it('GraphQL: the mail arrives, its link works once and signs in, every old session ends, a second use is refused', async () => {
  const user = await t.signIn(Role.USER);
  const before = sink.received.length;
  const asked = await t.gql<{ requestPasswordReset: boolean }>(REQUEST, { email: user.email.toUpperCase() });
  expect(asked.data?.requestPasswordReset).toBe(true);
  const token = await tokenMailedTo(user.email, before);
  const mail = sink.received.slice(before).find((m) => m.to === user.email)!;
  // The token is in the fragment, which browsers never send: no server or proxy log can see it.
  expect(mail.html).toContain(`href="http://learnhub.test/reset-password#token=${token}"`);

  const reset = await t.gql<{ resetPassword: { id: string; token: string } }>(RESET, { token, password: 'brand-new-1' });
  expect(reset.data?.resetPassword.id).toBe(user.id);
  // The new session works; the one from before the reset does not.
  expect((await t.gql(ME, {}, reset.data!.resetPassword.token)).data).toEqual({ me: { id: user.id } });
  expect((await t.gql(ME, {}, user.token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  // The new password logs in, the old one does not.
  expect((await t.gql(`mutation { login(input: {email: "${user.email}", password: "brand-new-1"}) { id } }`)).data).toBeTruthy();
  expect((await t.gql(`mutation { login(input: {email: "${user.email}", password: "${user.password}"}) { id } }`)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

  const second = await t.gql(RESET, { token, password: 'another-one' });
  expect(second.errors?.[0]).toMatchObject({ message: RESET_LINK_INVALID, extensions: { code: 'BAD_USER_INPUT' } });
  // Nothing of the link is kept once the mail is delivered.
  const stored = await t.db.dataSource.query(`SELECT body, html FROM email_outbox WHERE kind = 'password-reset' AND to_address = $1`, [user.email]);
  expect(JSON.stringify(stored)).not.toContain(token);
});

it('a link of the old form (the token in the path) still reaches the page, but the request log shows no token', async () => {
  const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
  t.logs.length = 0;
  await request(t.app).get(`/reset-password/${token}`);
  const lines = t.logs.filter((line) => line.includes('/reset-password/'));
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.join('\n')).toContain('/reset-password/[redacted]');
  expect(t.logs.join('\n')).not.toContain(token);
});

it('a reset mail the server refuses for good keeps no usable link in the outbox', async () => {
  const user = await t.signIn(Role.USER);
  sink.refuse(() => 550);
  try {
    await t.gql(REQUEST, { email: user.email });
    await settled();
  } finally {
    sink.refuse(() => null);
  }
  const stored = await t.db.dataSource.query(`SELECT status, body, html FROM email_outbox WHERE kind = 'password-reset' AND to_address = $1`, [user.email]);
  expect(stored).toHaveLength(1);
  expect(stored[0].status).toBe('failed');
  expect(JSON.stringify(stored)).not.toMatch(/token=|reset-password/);
});

it('an expired link (the clock moved past its hour) and an unknown one are refused and change nothing; a new request voids the older link', async () => {
  const user = await t.signIn(Role.USER);
  let before = sink.received.length;
  await t.gql(REQUEST, { email: user.email });
  const first = await tokenMailedTo(user.email, before);
  before = sink.received.length;
  await t.gql(REQUEST, { email: user.email });
  const second = await tokenMailedTo(user.email, before);
  expect(second).not.toBe(first);
  expect((await t.gql(RESET, { token: first, password: 'voided-link' })).errors?.[0].message).toBe(RESET_LINK_INVALID);

  t.clock.advance(60 * 60 * 1000 + 1000);
  expect((await t.gql(RESET, { token: second, password: 'too-late-1' })).errors?.[0].message).toBe(RESET_LINK_INVALID);
  expect((await t.gql(RESET, { token: 'x'.repeat(43), password: 'unknown-1' })).errors?.[0].message).toBe(RESET_LINK_INVALID);
  // Still the old password, and the old session.
  expect((await t.gql(ME, {}, user.token)).data).toEqual({ me: { id: user.id } });
  // A short password is refused before the link is looked at (and does not use it up).
  expect((await t.gql(RESET, { token: second, password: '123' })).errors?.[0].message).toBe('Password must be at least 8 characters');
});

it('one link used twice at the same moment sets the password once', async () => {
  const user = await t.signIn(Role.USER);
  const before = sink.received.length;
  await t.gql(REQUEST, { email: user.email });
  const token = await tokenMailedTo(user.email, before);
  const [first, second] = await Promise.all([t.gql(RESET, { token, password: 'racer-one-1' }), t.gql(RESET, { token, password: 'racer-two-2' })]);
  const outcomes = [first, second].map((res) => (res.errors ? res.errors[0].message : 'signed in'));
  expect(outcomes.sort()).toEqual(['This reset link is invalid or has expired.', 'signed in'].sort());
});

it('an unknown address gets the same answer and no mail', async () => {
  const before = sink.received.length;
  const asked = await t.gql<{ requestPasswordReset: boolean }>(REQUEST, { email: 'nobody-here@example.com' });
  expect(asked.data?.requestPasswordReset).toBe(true);
  await settled();
  expect(sink.received.slice(before).filter((m) => m.to === 'nobody-here@example.com')).toEqual([]);
  const [{ count }] = await t.db.dataSource.query(`SELECT count(*)::int AS count FROM email_outbox WHERE to_address = 'nobody-here@example.com'`);
  expect(count).toBe(0);
});

it('the 6th request for one address within the hour is RATE_LIMITED, for a real and an unknown address alike', async () => {
  const user = await t.signIn(Role.USER);
  for (const email of [user.email, 'ghost@example.com']) {
    for (let i = 0; i < 5; i++) expect((await t.gql(REQUEST, { email })).data).toEqual({ requestPasswordReset: true });
    const sixth = await t.gql(REQUEST, { email });
    expect(sixth.errors?.[0]).toMatchObject({ message: TOO_MANY_RESETS, extensions: { code: 'RATE_LIMITED' } });
  }
  await settled();
});

it('the 21st request from one client address within the hour is RATE_LIMITED, whatever the addresses typed', async () => {
  const send = (i: number) => request(t.app).post('/api/users/forgot-password').set('x-forwarded-for', '203.0.113.50').send({ email: `many-${i}@example.com` });
  // One client, as the proxy says; the other tests come from the socket's own address.
  for (let i = 0; i < 20; i++) expect((await send(i)).status).toBe(202);
  const refused = await send(20);
  expect(refused.status).toBe(429);
  expect(refused.body).toMatchObject({ message: TOO_MANY_RESETS, code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
  // Every 429 says when to come back: the rest of the hour's window.
  expect(Number(refused.headers['retry-after'])).toBe(refused.body.retryAfterSeconds);
  expect(refused.body.retryAfterSeconds).toBeGreaterThan(3000);
  await settled();
});

it('REST: forgot-password answers 202 the same for every address; reset-password answers the session user once', async () => {
  const user = await t.signIn(Role.USER);
  const before = sink.received.length;
  const known = await request(t.app).post('/api/users/forgot-password').send({ email: user.email });
  const unknown = await request(t.app).post('/api/users/forgot-password').send({ email: 'rest-ghost@example.com' });
  expect([known.status, unknown.status]).toEqual([202, 202]);
  expect(known.body).toEqual({ message: RESET_REQUEST_ACCEPTED });
  expect(unknown.body).toEqual(known.body);

  const token = await tokenMailedTo(user.email, before);
  const reset = await request(t.app).post('/api/users/reset-password').send({ token, password: 'rest-new-1' });
  expect(reset.status).toBe(200);
  expect(reset.body).toMatchObject({ _id: user.id, email: user.email, role: 'user', token: expect.any(String) });
  const again = await request(t.app).post('/api/users/reset-password').send({ token, password: 'rest-new-2' });
  expect(again.status).toBe(400);
  expect(again.body).toMatchObject({ message: RESET_LINK_INVALID, code: 'BAD_USER_INPUT' });
  expect((await request(t.app).post('/api/users/forgot-password').send({})).status).toBe(400);
});
