// The client address every throttle and log line uses: X-Forwarded-For only from trusted proxies.
import request from 'supertest';
import { startTestApp, type TestApp } from './helpers/app';

const LOGIN = { query: 'mutation { login(input: {email: "who@example.com", password: "x"}) { id } }' };

const loggedAddresses = (t: TestApp): string[] =>
  t.logs.flatMap((line) => {
    const entry = JSON.parse(line) as { req?: { url?: string; remoteAddress?: string } };
    return entry.req?.url === '/graphql' && entry.req.remoteAddress ? [entry.req.remoteAddress] : [];
  });

describe('with TRUST_PROXY=1 (one proxy in front)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: 1 });
  });
  afterAll(() => t.close());

  it("takes the address the proxy appended, not what the client put before it, for the throttle and the log", async () => {
    const send = () => request(t.app).post('/graphql').set('content-type', 'application/json').set('x-forwarded-for', '198.51.100.7, 203.0.113.9').send(LOGIN);
    expect((await send()).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    await new Promise((resolve) => setImmediate(resolve));
    expect(loggedAddresses(t)).toContain('203.0.113.9');
    expect(loggedAddresses(t)).not.toContain('198.51.100.7');
  });
});

describe('with TRUST_PROXY=0 (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: 0 });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: the socket address counts', async () => {
    await request(t.app).post('/graphql').set('content-type', 'application/json').set('x-forwarded-for', '203.0.113.9').send(LOGIN);
    await new Promise((resolve) => setImmediate(resolve));
    const addresses = loggedAddresses(t);
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.every((address) => /127\.0\.0\.1|::1/.test(address))).toBe(true);
  });
});

it('/readyz answers 503 once the instance begins to stop, so a balancer takes it out', async () => {
  const t = await startTestApp();
  try {
    expect((await request(t.app).get('/readyz')).status).toBe(200);
    t.beginShutdown();
    const res = await request(t.app).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'stopping', database: 'unknown' });
    // Still alive, though: the process is up.
    expect((await request(t.app).get('/healthz')).status).toBe(200);
  } finally {
    await t.close();
  }
});
