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

const login = (email: string, password: string) =>
  request(t.app).post('/graphql').set('content-type', 'application/json').send({ query: LOGIN, variables: { input: { email, password } } });

const codeOf = (res: request.Response) => res.body.errors?.[0]?.extensions?.code as string | undefined;

it('slows an account down after wrong passwords instead of locking it: the right password gets in once the wait is over', async () => {
  await t.services.users.create({ name: 'A', surname: 'B', email: 'victim@example.com', password: 'right-password' }, Role.USER);
  for (let i = 0; i < FAILURE_DELAY.free; i++) {
    expect(codeOf(await login('victim@example.com', `wrong-${i}`))).toBe('UNAUTHENTICATED');
  }
  // Even the right password waits its turn: guessing is no faster for knowing it.
  const held = await login('victim@example.com', 'right-password');
  expect(held.body.errors[0]).toMatchObject({
    message: 'Too many failed login attempts. Please try again in 1 second.',
    extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 1 },
  });
  const rest = await request(t.app).post('/api/users/login').send({ email: 'victim@example.com', password: 'right-password' });
  expect(rest.status).toBe(429);
  expect(rest.headers['retry-after']).toBe('1');
  expect(rest.body).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 1 });

  // Each failure past the free ones doubles the wait.
  t.clock.advance(1000);
  expect(codeOf(await login('victim@example.com', 'wrong-again'))).toBe('UNAUTHENTICATED');
  expect((await login('victim@example.com', 'right-password')).body.errors[0].extensions.retryAfterSeconds).toBe(2);
  // No lock: after the wait the owner is in, and the failures are forgotten.
  t.clock.advance(2000);
  expect((await login('victim@example.com', 'right-password')).body.data.login.id).toBeDefined();
  for (let i = 0; i < FAILURE_DELAY.free; i++) expect(codeOf(await login('victim@example.com', `wrong-${i}`))).toBe('UNAUTHENTICATED');
});

it('counts each login call: aliases in one request gain nothing', async () => {
  // `login` is non-null, so the first failed call ends a mutation: a request of 12
  // aliased guesses tries one password and counts as one failure.
  const fields = Array.from({ length: 12 }, (_, i) => `a${i}: login(input: {email: "alias@example.com", password: "guess-${i}"}) { id }`);
  const res = await request(t.app).post('/graphql').set('content-type', 'application/json').send({ query: `mutation { ${fields.join(' ')} }` });
  expect(res.body.errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual(['UNAUTHENTICATED']);
  for (let i = 1; i < FAILURE_DELAY.free; i++) expect(codeOf(await login('alias@example.com', `wrong-${i}`))).toBe('UNAUTHENTICATED');
  expect(codeOf(await login('alias@example.com', 'one-more'))).toBe('RATE_LIMITED');
});

it('keeps blocking the account from any address', async () => {
  // The counter lives in the service, so every transport and address shares it.
  for (let i = 0; i < FAILURE_DELAY.free; i++) await t.services.auth.login({ email: 'rest@example.com', password: 'x' }, { ip: '9.9.9.9' }).catch(() => undefined);
  await expect(t.services.auth.login({ email: 'rest@example.com', password: 'x' }, { ip: '8.8.8.8' })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
});

it('blocks an address trying many accounts', async () => {
  const limit = THROTTLE_RULES.loginFailuresByAddress.points;
  // Ten at a time: each failure costs an argon2 check.
  for (let i = 0; i < limit; i += 10) {
    await Promise.all(
      Array.from({ length: 10 }, (_, j) => t.services.auth.login({ email: `user${i + j}@example.com`, password: 'x' }, { ip: '7.7.7.7' }).catch(() => undefined)),
    );
  }
  // Told when to come back: the rest of the window (15 minutes), in seconds (REST's Retry-After, GraphQL's
  // extensions.retryAfterSeconds: the error handlers send what the error carries).
  const { windowSeconds } = THROTTLE_RULES.loginFailuresByAddress;
  const refused = await t.services.auth.login({ email: 'fresh@example.com', password: 'x' }, { ip: '7.7.7.7' }).catch((error: unknown) => error);
  expect(refused).toMatchObject({ code: 'RATE_LIMITED' });
  expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(windowSeconds - 120);
  expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(windowSeconds);
  // Another address is not affected.
  await expect(t.services.auth.login({ email: 'fresh@example.com', password: 'x' }, { ip: '6.6.6.6' })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
});

it('makes an unknown email cost about as long as a wrong password', async () => {
  await t.services.users.create({ name: 'A', surname: 'B', email: 'timing@example.com', password: 'right-password' }, Role.USER);
  const time = async (email: string, ip: string) => {
    const start = process.hrtime.bigint();
    await t.services.auth.login({ email, password: 'wrong-password' }, { ip }).catch(() => undefined);
    return Number(process.hrtime.bigint() - start) / 1e6;
  };
  await time('warmup@example.com', '5.5.5.0');
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < 5; i++) {
    known.push(await time('timing@example.com', `5.5.5.${i + 1}`));
    unknown.push(await time(`nobody${i}@example.com`, `5.5.6.${i + 1}`));
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  // Both run one argon2id verification; without the dummy check the unknown one takes ~1 ms.
  expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
});
