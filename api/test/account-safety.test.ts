// Account safety: one failed-login count per account whatever the spelling, IPv6 clients counted by /64.
import { createHash } from 'node:crypto';
import request from 'supertest';
import { Role } from '../src/modules/users/role';
import { FAILURE_DELAY } from '../src/shared/failure-delay';
import { THROTTLE_RULES } from '../src/shared/throttle';
import { startTestApp, type TestApp } from './helpers/app';

const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { id } }`;

// Each test gets its own app, so counters start at zero.
let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

const gqlLogin = (email: string, password: string) =>
  request(t.app).post('/graphql').set('content-type', 'application/json').send({ query: LOGIN, variables: { input: { email, password } } });
const restLogin = (email: string, password: string) => request(t.app).post('/api/users/login').send({ email, password });

it('a look-alike address gets no fresh count: it shares none of the account, nor signs in to it (GraphQL and REST)', async () => {
  await t.services.users.create({ name: 'Ad', surname: 'Min', email: 'admin@learnhub.dev', password: 'right-password' }, Role.ADMIN);
  for (let i = 0; i < FAILURE_DELAY.free; i++) {
    const res = i % 2 ? await gqlLogin('admin@learnhub.dev', `wrong-${i}`) : await restLogin('Admin@LearnHub.dev', `wrong-${i}`);
    expect(res.body.errors?.[0]?.extensions?.code ?? res.body.error?.code ?? res.status).not.toBe('RATE_LIMITED');
  }
  // Any case of the address reaches the same account, so the same count.
  expect((await gqlLogin(' ADMIN@learnhub.dev ', 'right-password')).body.errors[0].extensions.code).toBe('RATE_LIMITED');
  expect((await restLogin('ADMIN@learnhub.dev', 'right-password')).status).toBe(429);
  // The dotted capital I is another address: it never reaches the admin's account.
  const gql = await gqlLogin('admİn@learnhub.dev', 'right-password');
  expect(gql.body.data).toBeNull();
  expect(gql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  const rest = await restLogin('ADMİN@learnhub.dev', 'right-password');
  expect(rest.status).toBe(401);
  expect(rest.body.token).toBeUndefined();
});

it('stores an account under its canonical address, found by any spelling of it', async () => {
  const created = await t.services.users.create({ name: 'A', surname: 'B', email: ' Jane.Doe@Example.COM ', password: 'right-password' }, Role.USER);
  expect(created.email).toBe('jane.doe@example.com');
  const res = await gqlLogin('JANE.DOE@example.com', 'right-password');
  expect(res.body.data.login.id).toBe(created.id);
  await expect(t.services.users.create({ name: 'C', surname: 'D', email: 'jane.doe@EXAMPLE.com', password: 'other-password' }, Role.USER)).rejects.toMatchObject({
    code: 'CONFLICT',
  });
});

it('counts the addresses of one IPv6 /64 as one client', async () => {
  const limit = THROTTLE_RULES.loginFailuresByAddress.points;
  // Ten at a time, each from another address of the same /64.
  for (let i = 0; i < limit; i += 10) {
    await Promise.all(
      Array.from({ length: 10 }, (_, j) =>
        t.services.auth.login({ email: `user${i + j}@example.com`, password: 'x' }, { ip: `2001:db8:7:7::${(i + j + 1).toString(16)}` }).catch(() => undefined),
      ),
    );
  }
  await expect(t.services.auth.login({ email: 'fresh@example.com', password: 'x' }, { ip: '2001:db8:7:7:ffff::1' })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  // Another /64 is another client.
  await expect(t.services.auth.login({ email: 'fresh@example.com', password: 'x' }, { ip: '2001:db8:7:8::1' })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
});

// Every client-address throttle keys on throttleKeyOf: contact messages and password resets too.
it('counts one IPv6 /64 as one client for contact messages and password resets', async () => {
  const contactLimit = THROTTLE_RULES.contactByAddress.points;
  const send = (i: number) => t.services.contact.send({ name: 'V', email: 'v@example.com', message: 'Hello there' }, null, { ip: `2001:db8:5:5::${(i + 1).toString(16)}` });
  for (let i = 0; i < contactLimit; i++) await send(i);
  await expect(send(0xfff)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  await expect(t.services.contact.send({ name: 'V', email: 'v@example.com', message: 'Hello there' }, null, { ip: '2001:db8:5:6::1' })).resolves.toBeDefined();

  const resetLimit = THROTTLE_RULES.passwordResetByAddress.points;
  const reset = (i: number) => t.services.passwordResets.request({ email: `someone${i}@example.com` }, { ip: `2001:db8:6:6::${(i + 1).toString(16)}` });
  for (let i = 0; i < resetLimit; i++) await reset(i);
  await expect(reset(0xfff)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
});

it('counts password-reset requests for look-alikes of one address together', async () => {
  const limit = THROTTLE_RULES.passwordResetByEmail.points;
  for (let i = 0; i < limit; i++) await t.services.passwordResets.request({ email: 'reset.me@example.com' }, { ip: `10.9.0.${i + 1}` });
  await expect(t.services.passwordResets.request({ email: 'RESET.ME@EXAMPLE.COM' }, { ip: '10.9.1.1' })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  await expect(t.services.passwordResets.request({ email: 'ＲＥＳＥＴ.me@example.com' }, { ip: '10.9.1.2' })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
});

const CHANGE_PASSWORD = `mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) { id token } }`;

it('counts wrong current passwords of changePassword against the account, like failed logins, with the same growing wait', async () => {
  await t.services.users.create({ name: 'A', surname: 'B', email: 'changer@example.com', password: 'right-password' }, Role.USER);
  const { token } = await t.services.auth.login({ email: 'changer@example.com', password: 'right-password' }, { ip: '1.2.3.4' });
  const change = (currentPassword: string) =>
    request(t.app).post('/graphql').set('authorization', `Bearer ${token}`).send({ query: CHANGE_PASSWORD, variables: { input: { currentPassword, newPassword: 'new-password-1' } } });
  for (let i = 0; i < FAILURE_DELAY.free; i++) expect((await change(`wrong-${i}`)).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  const held = await change('right-password');
  expect(held.body.errors[0]).toMatchObject({ message: 'Too many wrong passwords. Please try again in 1 second.', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 1 } });
  // The same count as logins: the account's login waits too.
  expect((await gqlLogin('changer@example.com', 'right-password')).body.errors[0].extensions.code).toBe('RATE_LIMITED');
  // A wait, not a lock: once it is over the right password is taken.
  t.clock.advance(1000);
  expect((await change('right-password')).body.data.changePassword.id).toBeDefined();
});

it('throttles signups per client address, an hour and a day, on both transports (a class behind one address still fits)', async () => {
  const SIGNUP = `mutation($input: SignupInput!) { signup(input: $input) { email } }`;
  const person = (n: string) => ({ name: 'New', surname: 'Learner', email: `new.${n}@example.com`, password: 'long-enough-1' });
  const hourly = THROTTLE_RULES.signupsByAddress.points;
  expect(hourly).toBeGreaterThanOrEqual(30);
  // The test app's transports see 127.0.0.1; the first signups come through the service from the same address.
  for (let i = 0; i < hourly; i++) await t.services.signups.request(person(String(i)), { ip: '127.0.0.1' });
  const viaGraphQL = await request(t.app).post('/graphql').set('content-type', 'application/json').send({ query: SIGNUP, variables: { input: person('gql') } });
  // Told when to come back: about the rest of the hour, in seconds.
  expect(viaGraphQL.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
  expect(viaGraphQL.body.errors[0].extensions.retryAfterSeconds).toBeGreaterThan(3000);
  const viaRest = await request(t.app).post('/api/users/signup').send(person('rest'));
  expect(viaRest.status).toBe(429);
  expect(Number(viaRest.headers['retry-after'])).toBeGreaterThan(3000);
  expect(Number(viaRest.headers['retry-after'])).toBeLessThanOrEqual(3600);
  // Nothing was made or mailed for the refused ones, and another address is not affected.
  expect(await t.db.dataSource.query(`SELECT 1 FROM pending_signups WHERE email IN ('new.gql@example.com', 'new.rest@example.com')`)).toEqual([]);
  await expect(t.services.signups.request(person('other'), { ip: '192.0.2.7' })).resolves.toMatchObject({ message: expect.any(String) });
});

it('a day of signups from one address is bounded too, whatever the hours', async () => {
  const person = (n: string) => ({ name: 'New', surname: 'Learner', email: `day.${n}@example.com`, password: 'long-enough-1' });
  const daily = THROTTLE_RULES.signupsByAddressDaily.points;
  expect(daily).toBeGreaterThan(THROTTLE_RULES.signupsByAddress.points);
  // A day's count used up over earlier hours (rate-limiter-flexible's row: prefix, then the key's SHA-256), the hour's fresh.
  const key = `signupsByAddressDaily:${createHash('sha256').update('198.51.100.9').digest('base64url')}`;
  await t.db.dataSource.query('INSERT INTO rate_limits (key, points, expire) VALUES ($1, $2, $3)', [key, daily, Date.now() + 12 * 3600_000]);
  await expect(t.services.signups.request(person('over'), { ip: '198.51.100.9' })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  expect(await t.db.dataSource.query(`SELECT 1 FROM pending_signups WHERE email = 'day.over@example.com'`)).toEqual([]);
  await expect(t.services.signups.request(person('elsewhere'), { ip: '198.51.100.10' })).resolves.toMatchObject({ message: expect.any(String) });
});
