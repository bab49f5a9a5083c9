// Signup in two steps, end to end through a real SMTP server, over GraphQL and REST: the answer
// never tells whether an address has an account; only the owner of an address creates one with it.
import request from 'supertest';
import { ALREADY_CONFIRMED, CONFIRM_LINK_INVALID, signupAccepted, TOO_MANY_SIGNUPS } from '../src/modules/auth/signup.service';
import { Role } from '../src/modules/users/role';
import { THROTTLE_RULES } from '../src/shared/throttle';
import { startTestApp, type TestApp } from './helpers/app';
import { eventually, type SmtpSink, startSmtpSink } from './helpers/smtp';

const SIGNUP = `mutation($input: SignupInput!) { signup(input: $input) { email message } }`;
const CONFIRM = `mutation($token: String!) { confirmSignup(token: $token) { id email role token } }`;

let sink: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestApp({ smtpUrl: sink.url }, { work: true });
});
beforeEach(() => t.db.dataSource.query('DELETE FROM rate_limits'));
afterAll(async () => {
  await t.close();
  await sink.stop();
});

const person = (email: string, name = 'Grace') => ({ name, surname: 'Hopper', email, password: 'secret123' });

/** The newest mail to this address with this subject, after `after` mails. */
const mailTo = (email: string, subject: string, after: number) =>
  eventually(() => sink.received.slice(after).find((m) => m.to === email && m.subject === subject), `"${subject}" to ${email}`);

const tokenOf = (text: string) => text.match(/http:\/\/learnhub\.test\/confirm-signup#token=([\w-]+)/)![1];

it('GraphQL: a free address gets a link (no typed text in the mail) that creates the account once and signs in', async () => {
  const before = sink.received.length;
  const asked = await t.gql<{ signup: { email: string; message: string } }>(SIGNUP, { input: person('grace@example.com', '<b>Buy pills</b>') });
  expect(asked.data!.signup).toEqual({ email: 'grace@example.com', message: signupAccepted('grace@example.com') });
  const mail = await mailTo('grace@example.com', 'Confirm your LearnHub account', before);
  expect(mail.text).toContain('Hello,');
  expect(mail.text + mail.html).not.toContain('Buy pills');
  const token = tokenOf(mail.text);

  const confirmed = await t.gql<{ confirmSignup: { id: string; email: string; role: string; token: string } }>(CONFIRM, { token });
  expect(confirmed.data!.confirmSignup).toMatchObject({ email: 'grace@example.com', role: 'USER' });
  expect((await t.gql(`{ me { id } }`, {}, confirmed.data!.confirmSignup.token)).data).toEqual({ me: { id: confirmed.data!.confirmSignup.id } });
  // The link works once, and nothing of it is kept once the mail is delivered.
  expect((await t.gql(CONFIRM, { token })).errors?.[0]).toMatchObject({ message: CONFIRM_LINK_INVALID, extensions: { code: 'BAD_USER_INPUT' } });
  const stored = await t.db.dataSource.query(`SELECT body, html FROM email_outbox WHERE kind = 'signup-confirm' AND to_address = 'grace@example.com'`);
  expect(JSON.stringify(stored)).not.toContain(token);
});

it('a taken address: the same answer on both transports, its owner is told by mail, and nothing changes', async () => {
  const owner = await t.signIn(Role.USER, { email: 'owner@example.com' });
  const before = sink.received.length;
  const gql = await t.gql<{ signup: { email: string; message: string } }>(SIGNUP, { input: person(' OWNER@example.com ', 'Mallory') });
  expect(gql.data!.signup).toEqual({ email: 'owner@example.com', message: signupAccepted('owner@example.com') });
  const rest = await request(t.app).post('/api/users/signup').send(person('owner@example.com', 'Mallory'));
  const restFree = await request(t.app).post('/api/users/signup').send(person('nobody-yet@example.com'));
  expect([rest.status, restFree.status]).toEqual([202, 202]);
  expect(rest.body).toEqual({ email: 'owner@example.com', message: signupAccepted('owner@example.com') });
  expect(Object.keys(rest.body)).toEqual(Object.keys(restFree.body));

  const told = await mailTo('owner@example.com', 'You already have a LearnHub account', before);
  // Greeted by the account's own name, never the one typed; with the ways back in.
  expect(told.text).toContain('Hello Test,');
  expect(told.text).not.toContain('Mallory');
  expect(told.text).toContain('http://learnhub.test/login');
  expect(told.text).toContain('http://learnhub.test/forgot-password');
  // The password is unchanged and no link exists for the address.
  expect((await t.services.auth.login({ email: 'owner@example.com', password: owner.password }, { ip: '10.1.1.1' })).id).toBe(owner.id);
  expect(await t.db.dataSource.query(`SELECT 1 FROM pending_signups WHERE email = 'owner@example.com'`)).toEqual([]);
});

it('REST: the link creates the account (201, the session user); a bad or used token is a 400 with its message', async () => {
  const before = sink.received.length;
  expect((await request(t.app).post('/api/users/signup').send(person('rest.grace@example.com'))).status).toBe(202);
  const token = tokenOf((await mailTo('rest.grace@example.com', 'Confirm your LearnHub account', before)).text);
  const confirmed = await request(t.app).post('/api/users/confirm-signup').send({ token });
  expect(confirmed.status).toBe(201);
  expect(confirmed.body).toMatchObject({ email: 'rest.grace@example.com', role: 'user', token: expect.any(String) });
  for (const body of [{ token }, { token: 'x'.repeat(43) }, {}]) {
    const refused = await request(t.app).post('/api/users/confirm-signup').send(body);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(CONFIRM_LINK_INVALID);
  }
});

it('a link expires after 24 hours, and a newer signup voids the older link', async () => {
  let before = sink.received.length;
  await t.gql(SIGNUP, { input: person('late@example.com') });
  const late = tokenOf((await mailTo('late@example.com', 'Confirm your LearnHub account', before)).text);
  t.clock.advance(24 * 60 * 60 * 1000);
  expect((await t.gql(CONFIRM, { token: late })).errors?.[0].message).toBe(CONFIRM_LINK_INVALID);

  before = sink.received.length;
  await t.gql(SIGNUP, { input: person('twice@example.com') });
  const first = tokenOf((await mailTo('twice@example.com', 'Confirm your LearnHub account', before)).text);
  before = sink.received.length;
  await t.gql(SIGNUP, { input: person('twice@example.com') });
  const second = tokenOf((await mailTo('twice@example.com', 'Confirm your LearnHub account', before)).text);
  expect((await t.gql(CONFIRM, { token: first })).errors?.[0].message).toBe(CONFIRM_LINK_INVALID);
  expect((await t.gql(CONFIRM, { token: second })).errors).toBeUndefined();
});

it('a link followed after the address got an account another way is refused, creating nothing', async () => {
  const before = sink.received.length;
  await t.gql(SIGNUP, { input: person('meanwhile@example.com') });
  const token = tokenOf((await mailTo('meanwhile@example.com', 'Confirm your LearnHub account', before)).text);
  await t.signIn(Role.TUTOR, { email: 'meanwhile@example.com' });
  expect((await t.gql(CONFIRM, { token })).errors?.[0]).toMatchObject({ message: ALREADY_CONFIRMED, extensions: { code: 'CONFLICT' } });
  expect(await t.db.dataSource.query(`SELECT role FROM users WHERE email = 'meanwhile@example.com'`)).toEqual([{ role: 'tutor' }]);
});

it('mails one address at most 5 times an hour, taken or not (RATE_LIMITED, same answer for both)', async () => {
  await t.signIn(Role.USER, { email: 'flooded@example.com' });
  const { points } = THROTTLE_RULES.signupsByEmail;
  for (const email of ['flooded@example.com', 'not-yet@example.com']) {
    for (let i = 0; i < points; i++) expect((await t.gql(SIGNUP, { input: person(email) })).errors).toBeUndefined();
    expect((await t.gql(SIGNUP, { input: person(email.toUpperCase()) })).errors?.[0]).toMatchObject({ message: TOO_MANY_SIGNUPS, extensions: { code: 'RATE_LIMITED' } });
  }
});
