// Slow uploads must not starve the database (issue 34): avatar uploads trickling a byte at a time
// used to hold a transaction each while their body streamed, until /readyz answered 503 and every
// request DATABASE_UNAVAILABLE. Now a body is read whole before any transaction, only a few at
// once, and one slower than the minimum pace is closed.
import http from 'node:http';
import request from 'supertest';
import { MAX_UPLOADS_PER_INSTANCE, MAX_UPLOADS_PER_USER, TOO_MANY_UPLOADS_MESSAGE, TOO_SLOW_MESSAGE } from '../src/modules/files/upload-gate';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { PNG_1X1 } from './helpers/uploads';

// The pace window, short so the test does not wait 10 s.
const WINDOW_MS = 1_000;
const TRICKLERS = 30;
const USERS = 5;
// One byte this often: far under 1 KB/s. Each trickler gives up on its own after TRICKLE_FOR_MS.
const BYTE_EVERY_MS = 200;
const TRICKLE_FOR_MS = 8_000;

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp({ uploadRateWindowMs: WINDOW_MS });
  ({ url } = await t.listen());
});
afterAll(() => t.close());

const PROFILE = `mutation($input: ProfileInput!, $avatar: Upload) { updateProfile(input: $input, avatar: $avatar) { id avatar } }`;

type Ending = { status: number | null; body: string; ms: number };

/**
 * updateProfile(avatar:) as a multipart body whose operation arrives at once and whose file then
 * trickles one byte every BYTE_EVERY_MS, never finishing: resolves when the server answers or
 * closes the connection (or, bounded, after TRICKLE_FOR_MS).
 */
function trickle(who: { token: string; email: string }): Promise<Ending> {
  const boundary = 'trickle-boundary';
  const operations = JSON.stringify({ query: PROFILE, variables: { input: { name: 'Slow', surname: 'Sender', email: who.email }, avatar: null } });
  const head = [
    `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n${JSON.stringify({ 0: ['variables.avatar'] })}\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
  ].join('');
  const started = Date.now();
  return new Promise((resolve) => {
    let ended = false;
    const req = http.request(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'apollo-require-preflight': 'true',
        authorization: `Bearer ${who.token}`,
        'content-length': String(Buffer.byteLength(head) + 10_000),
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
    let sent = 8;
    const drip = setInterval(() => {
      if (!req.destroyed) req.write(PNG_1X1.subarray(sent % PNG_1X1.length, (sent++ % PNG_1X1.length) + 1));
    }, BYTE_EVERY_MS);
    const limit = setTimeout(() => finish(null, 'still open'), TRICKLE_FOR_MS);
  });
}

it(`${TRICKLERS} trickling avatar uploads leave the database to everyone else, and are closed`, async () => {
  const users = await Promise.all(Array.from({ length: USERS }, () => t.signIn(Role.USER)));
  const endings = Promise.all(Array.from({ length: TRICKLERS }, (_, i) => trickle(users[i % USERS])));

  // While they trickle (every one has sent its operation by now).
  await new Promise((resolve) => setTimeout(resolve, 500));
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
  const ok = await request(url)
    .post('/graphql')
    .set('apollo-require-preflight', 'true')
    .set('authorization', `Bearer ${who.token}`)
    .field('operations', JSON.stringify({ query: PROFILE, variables: { input: { name: 'Fast', surname: 'Sender', email: who.email }, avatar: null } }))
    .field('map', JSON.stringify({ 0: ['variables.avatar'] }))
    .attach('0', PNG_1X1, { filename: 'me.png', contentType: 'image/png' });
  expect(ok.body.errors).toBeUndefined();
  expect(ok.body.data.updateProfile.avatar).toMatch(/^\/files\//);
}, 30_000);
