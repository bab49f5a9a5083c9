// Slow uploads must not starve the database: avatar uploads trickling a byte at a time
// used to hold a transaction each while their body streamed, until /readyz answered 503 and every
// request DATABASE_UNAVAILABLE. Now a body is read whole before any transaction, only a few at
// once, and one slower than the minimum pace is closed.
import http from 'node:http';
import request from 'supertest';
import { MAX_UPLOADS_PER_INSTANCE, MAX_UPLOADS_PER_USER, TOO_MANY_UPLOADS_MESSAGE, TOO_SLOW_MESSAGE } from '../src/modules/files/upload-gate';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { pdfBytes, PNG_1X1 } from './helpers/uploads';

// The pace window, short so the test does not wait 10 s.
const WINDOW_MS = 1_000;
const TRICKLERS = 30;
const USERS = 5;

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp({ uploadRateWindowMs: WINDOW_MS });
  ({ url } = await t.listen());
});
afterAll(() => t.close());

type Ending = { status: number | null; body: string; ms: number };

const PROFILE = `mutation($input: ProfileInput!, $avatar: Upload) { updateProfile(input: $input, avatar: $avatar) { id avatar } }`;
const BOUNDARY = 'trickle-boundary';
const part = (name: string, body: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${body}\r\n`;
const filePart = (name: string, filename: string, type: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;

type Who = { token: string; email: string };
// A multipart request whose `head` (everything up to a file's first byte) goes at once.
type Upload = { path: string; who: Who; head: string; headers?: Record<string, string> };

/** updateProfile(avatar:) on GraphQL. */
const avatarUpload = (who: Who): Upload => ({
  path: '/graphql',
  who,
  headers: { 'apollo-require-preflight': 'true' },
  head: [
    part('operations', JSON.stringify({ query: PROFILE, variables: { input: { name: 'Slow', surname: 'Sender', email: who.email }, avatar: null } })),
    part('map', JSON.stringify({ 0: ['variables.avatar'] })),
    filePart('0', 'me.png', 'image/png'),
  ].join(''),
});

/** POST /api/papers (staff): the text fields, then the PDF. */
const paperUpload = (who: Who): Upload => ({
  path: '/api/papers',
  who,
  head: [part('title', 'Slow paper'), part('description', 'Sent slowly'), part('paperType', 'exam'), filePart('pdf', 'slow.pdf', 'application/pdf')].join(''),
});

// How the file then comes: `bytes` every `everyMs`, never finishing; the client gives up after `forMs`.
type Pace = { bytes: number; everyMs: number; forMs: number };
// One byte every 200 ms: far under 1 KB/s.
const TRICKLE: Pace = { bytes: 1, everyMs: 200, forMs: 8_000 };
// 10 KB/s: fast enough to be kept, in flight until the client gives up.
const steady = (forMs: number): Pace => ({ bytes: 2048, everyMs: 200, forMs });

/**
 * Sends `upload`'s head at once and then its file at `pace` (a PNG signature, then padding), never
 * finishing: resolves when the server answers or closes the connection (or,
 * bounded, after `pace.forMs`, as 'still open').
 */
function send({ path, who, head, headers }: Upload, pace: Pace): Promise<Ending> {
  const started = Date.now();
  return new Promise((resolve) => {
    let ended = false;
    const req = http.request(`${url}${path}`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        authorization: `Bearer ${who.token}`,
        'content-length': String(Buffer.byteLength(head) + 1_000_000),
      },
    });
    const finish = (status: number | null, body: string) => {
      if (ended) return;
      ended = true;
      clearInterval(drip);
      clearTimeout(limit);
      req.destroy();
      resolve({ status, body, ms: Date.now() - started });
    };
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (piece: string) => (body += piece));
      res.on('end', () => finish(res.statusCode ?? null, body));
      res.on('error', () => finish(res.statusCode ?? null, body));
    });
    req.on('error', () => finish(null, ''));
    req.on('close', () => setImmediate(() => finish(null, '')));
    req.write(head);
    req.write(PNG_1X1.subarray(0, 8));
    const drip = setInterval(() => {
      if (!req.destroyed) req.write(Buffer.alloc(pace.bytes, 0x20));
    }, pace.everyMs);
    const limit = setTimeout(() => finish(null, 'still open'), pace.forMs);
  });
}

/** updateProfile(avatar:) sent whole at once. */
const avatarNow = (who: Who) =>
  request(url)
    .post('/graphql')
    .set('apollo-require-preflight', 'true')
    .set('authorization', `Bearer ${who.token}`)
    .field('operations', JSON.stringify({ query: PROFILE, variables: { input: { name: 'Fast', surname: 'Sender', email: who.email }, avatar: null } }))
    .field('map', JSON.stringify({ 0: ['variables.avatar'] }))
    .attach('0', PNG_1X1, { filename: 'me.png', contentType: 'image/png' });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it(`${TRICKLERS} trickling avatar uploads leave the database to everyone else, and are closed`, async () => {
  const users = await Promise.all(Array.from({ length: USERS }, () => t.signIn(Role.USER)));
  const endings = Promise.all(Array.from({ length: TRICKLERS }, (_, i) => send(avatarUpload(users[i % USERS]), TRICKLE)));

  // While they trickle (every one has sent its operation by now).
  await pause(500);
  const readyStarted = Date.now();
  const ready = await request(url).get('/readyz').timeout(4_000);
  expect(ready.status).toBe(200);
  const read = await request(url).post('/graphql').send({ query: '{ courses(first: 1) { totalCount } }' }).timeout(4_000);
  expect(read.status).toBe(200);
  expect(read.body.errors).toBeUndefined();
  expect(Date.now() - readyStarted).toBeLessThan(2_000);

  const results = await endings;
  // Beyond the limits: refused at once, with a clear message.
  const refused = results.filter((result) => result.status === 429);
  expect(refused.length).toBeGreaterThanOrEqual(TRICKLERS - MAX_UPLOADS_PER_INSTANCE);
  for (const result of refused) expect(JSON.parse(result.body).errors[0]).toMatchObject({ message: TOO_MANY_UPLOADS_MESSAGE, extensions: { code: 'RATE_LIMITED' } });
  // The admitted ones (at most MAX_UPLOADS_PER_USER per user): closed for their pace, with a 408 saying why.
  const slow = results.filter((result) => result.status === 408);
  expect(slow.length).toBeGreaterThan(0);
  expect(slow.length).toBeLessThanOrEqual(Math.min(MAX_UPLOADS_PER_INSTANCE, USERS * MAX_UPLOADS_PER_USER));
  for (const result of slow) {
    expect(JSON.parse(result.body).errors[0]).toMatchObject({ message: TOO_SLOW_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
    expect(result.ms).toBeLessThan(3 * WINDOW_MS + 1_000);
  }
  expect(refused.length + slow.length).toBe(TRICKLERS);
  // Nothing of their partial bodies was kept.
  expect(await t.services.files.count()).toEqual({ files: 0, chunks: 0 });
  // And uploads at a normal pace work again once they are gone.
  const [who] = users;
  const ok = await avatarNow(who);
  expect(ok.body.errors).toBeUndefined();
  expect(ok.body.data.updateProfile.avatar).toMatch(/^\/files\//);
}, 30_000);

// The same gate on REST forms, counting with GraphQL's uploads in one set of counts per instance.
describe('REST multipart uploads (POST /api/papers)', () => {
  const REST_TRICKLERS = 20;
  // Held uploads end after this; the checks in between take a few hundred ms.
  const HOLD_MS = 2_500;

  /** A whole paper at a normal pace, as a form. */
  const paperNow = (who: Who) =>
    request(url)
      .post('/api/papers')
      .set('authorization', `Bearer ${who.token}`)
      .field('title', 'Fast paper')
      .field('description', 'Sent at once')
      .field('paperType', 'exam')
      .attach('pdf', pdfBytes(), { filename: 'fast.pdf', contentType: 'application/pdf' });
  const restRefusal = { error: TOO_MANY_UPLOADS_MESSAGE, message: TOO_MANY_UPLOADS_MESSAGE, code: 'RATE_LIMITED', retryAfterSeconds: 5 };
  const expectRefusedOnRest = (res: request.Response) => {
    expect(res.status).toBe(429);
    expect(res.body).toEqual(restRefusal);
    expect(res.headers['retry-after']).toBe('5');
  };
  const expectRefusedOnGraphql = (res: request.Response) => {
    expect(res.status).toBe(429);
    expect(res.body.errors[0]).toMatchObject({ message: TOO_MANY_UPLOADS_MESSAGE, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 5 } });
    expect(res.headers['retry-after']).toBe('5');
  };
  const staff = (n: number) => Promise.all(Array.from({ length: n }, (_, i) => t.signIn(i % 2 ? Role.TUTOR : Role.ADMIN)));
  // Until the server has seen the held uploads' clients go (their counts are released on close).
  const allGone = async (held: Promise<Ending>[]) => {
    for (const ending of await Promise.all(held)) expect(ending.body).toBe('still open');
    await pause(300);
  };

  it(`${REST_TRICKLERS} trickling paper uploads are closed with 408 or refused with 429, while readiness and reads answer`, async () => {
    const papersBefore = await t.services.papers.count();
    const filesBefore = await t.services.files.count();
    const users = await staff(USERS);
    const endings = Promise.all(Array.from({ length: REST_TRICKLERS }, (_, i) => send(paperUpload(users[i % USERS]), TRICKLE)));

    await pause(500);
    const readyStarted = Date.now();
    expect((await request(url).get('/readyz').timeout(4_000)).status).toBe(200);
    const read = await request(url).get('/api/course?limit=1').timeout(4_000);
    expect(read.status).toBe(200);
    expect(Array.isArray(read.body)).toBe(true);
    expect(Date.now() - readyStarted).toBeLessThan(2_000);

    const results = await endings;
    const refused = results.filter((result) => result.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(REST_TRICKLERS - MAX_UPLOADS_PER_INSTANCE);
    for (const result of refused) expect(JSON.parse(result.body)).toEqual(restRefusal);
    const slow = results.filter((result) => result.status === 408);
    expect(slow.length).toBeGreaterThan(0);
    expect(slow.length).toBeLessThanOrEqual(MAX_UPLOADS_PER_INSTANCE);
    for (const result of slow) {
      expect(JSON.parse(result.body)).toEqual({ error: TOO_SLOW_MESSAGE, message: TOO_SLOW_MESSAGE, code: 'BAD_USER_INPUT', reason: 'REQUEST_TIMEOUT' });
      expect(result.ms).toBeLessThan(3 * WINDOW_MS + 1_000);
    }
    expect(refused.length + slow.length).toBe(REST_TRICKLERS);
    expect(await t.services.papers.count()).toBe(papersBefore);
    expect(await t.services.files.count()).toEqual(filesBefore);

    // A paper sent at a normal pace is stored as before.
    const ok = await paperNow(users[0]);
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ title: 'Fast paper', paperType: 'exam', pdf: { size: pdfBytes().length } });
    expect(await t.services.papers.count()).toBe(papersBefore + 1);
  }, 30_000);

  it(`refuses a user's upload beyond ${MAX_UPLOADS_PER_USER} at once, counting GraphQL and REST uploads together`, async () => {
    const [admin] = await staff(1);
    // Two REST uploads in flight: a third is refused, on either transport.
    let held = [send(paperUpload(admin), steady(HOLD_MS)), send(paperUpload(admin), steady(HOLD_MS))];
    await pause(500);
    expectRefusedOnRest(await paperNow(admin));
    expectRefusedOnGraphql(await avatarNow(admin));
    await allGone(held);

    // One GraphQL upload and one REST upload in flight: a third is refused on REST.
    held = [send(avatarUpload(admin), steady(HOLD_MS)), send(paperUpload(admin), steady(HOLD_MS))];
    await pause(500);
    expectRefusedOnRest(await paperNow(admin));
    await allGone(held);

    expect((await paperNow(admin)).status).toBe(201);
  }, 30_000);

  it(`refuses any upload beyond ${MAX_UPLOADS_PER_INSTANCE} at once on the instance, counting GraphQL and REST uploads together`, async () => {
    const [late, ...users] = await staff(MAX_UPLOADS_PER_INSTANCE / 2 + 1);
    const held = users.flatMap((who) => [send(avatarUpload(who), steady(HOLD_MS)), send(paperUpload(who), steady(HOLD_MS))]);
    await pause(500);
    expectRefusedOnRest(await paperNow(late));
    expectRefusedOnGraphql(await avatarNow(late));
    await allGone(held);

    expect((await paperNow(late)).status).toBe(201);
  }, 30_000);
});
