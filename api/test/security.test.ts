import { buildSchema, getIntrospectionQuery, parse, specifiedRules, validate } from 'graphql';
import request from 'supertest';
import { createArmor } from '../src/graphql/server';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  request(t.app).post('/graphql').set(headers).send(typeof body === 'string' ? body : JSON.stringify(body));

// `{ node { node { ... { id } } } }` with `depth` levels of selection.
function queryOfDepth(depth: number): string {
  let inner = 'id';
  for (let i = 0; i < depth - 1; i++) inner = `node { ${inner} }`;
  return `{ ${inner} }`;
}

describe('query limits', () => {
  it('accept a query 15 levels deep and refuse one 16 deep', () => {
    // A self-referencing schema, checked with the server's own validation rules.
    const schema = buildSchema('type Node { id: ID, node: Node } type Query { node: Node }');
    const rules = [...specifiedRules, ...createArmor(true).validationRules];
    expect(validate(schema, parse(queryOfDepth(15)), rules)).toEqual([]);
    const errors = validate(schema, parse(queryOfDepth(16)), rules);
    expect(errors.map((e) => e.message)).toEqual([expect.stringMatching(/depth limit of 15 exceeded, found 16/i)]);
  });

  it('let the full introspection query of GraphiQL and codegen through', async () => {
    const res = await post({ query: getIntrospectionQuery({ descriptions: true, directiveIsRepeatable: true }) });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.__schema.types.length).toBeGreaterThan(5);
  });

  it('accept 20 aliases and refuse 21', async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
    expect((await post({ query: aliases(20) })).body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const many = await post({ query: aliases(21) });
    expect(many.status).toBe(400);
    expect(many.body.errors[0].message).toMatch(/aliases limit of 20/i);
  });

  it('refuse a query of more than 5,000 tokens', async () => {
    const query = `{ ${Array.from({ length: 5100 }, () => '__typename').join(' ')} }`;
    const res = await post({ query });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/more tha[nt] 5000 tokens/i);
  });

  it('refuse batched requests', async () => {
    const res = await post([{ query: '{ __typename }' }, { query: '{ __typename }' }]);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/batch/i);
  });
});

// JSON POSTs take the lean path (graphql/json-posts-outside-express.ts) straight to Apollo; the same POST with a
// Content-Encoding goes through Express. Both must keep every guarantee.
describe.each([
  ['lean JSON path', {}],
  ['Express path', { 'content-encoding': 'identity' }],
] as const)('request hygiene (%s)', (_path, extra) => {
  const post = (body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    request(t.app).post('/graphql').set({ ...headers, ...extra }).send(typeof body === 'string' ? body : JSON.stringify(body));

  it('keeps CSRF prevention on: a simple form-like POST is refused', async () => {
    const res = await post('query={__typename}', { 'content-type': 'text/plain' });
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/CSRF/);
  });

  it('refuses a JSON body over 1 MB with PAYLOAD_TOO_LARGE', async () => {
    const res = await post({ query: '{ __typename }', variables: { pad: 'x'.repeat(1024 * 1024 + 10) } });
    expect(res.status).toBe(413);
    expect(res.body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a body over 1 MB that does not say its length (chunked) as well', async () => {
    const { url, stop } = await t.listen();
    try {
      const body = JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(1024 * 1024 + 10) } });
      const stream = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(body));
          controller.close();
        },
      });
      const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...extra }, body: stream, duplex: 'half' });
      expect(res.status).toBe(413);
      expect(((await res.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    } finally {
      await stop();
    }
  });

  it('refuses a JSON body that is not an object or a list, and a batch of operations, running nothing', async () => {
    const text = await post('"{ __typename }"');
    expect(text.status).toBe(400);
    const batch = await post([{ query: '{ courses { totalCount } }' }, { query: '{ courses { totalCount } }' }]);
    expect(batch.status).toBe(400);
    expect(t.statementsOf(batch)).toEqual([]);
    // One operation alone does reach the database on this path (a search no cached answer holds),
    // so the empty list above is the refusal's, not a path whose statements go unseen.
    const single = await post({ query: `{ courses(search: "batch-${_path.length}") { totalCount } }` });
    expect(single.status).toBe(200);
    expect(t.statementsOf(single).length).toBeGreaterThan(0);
  });

  it('gzips a large answer for a client that asks, and says the answer varies with Accept-Encoding', async () => {
    const query = '{ __schema { types { name description } } }';
    const zipped = await post({ query }, { 'content-type': 'application/json', 'accept-encoding': 'gzip' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const plain = await request(t.app).post('/graphql').set({ 'content-type': 'application/json', ...extra }).set('accept-encoding', '').send({ query });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it('logs a short line per request: its id, method, path, status and SQL statements', async () => {
    await post({ query: '{ courses(first: 1) { totalCount } }' }, { 'content-type': 'application/json', 'x-request-id': `line-${_path.length}` });
    const line = t.logs.map((entry) => JSON.parse(entry)).find((entry) => entry.req?.id === `line-${_path.length}` && entry.res);
    expect(line).toMatchObject({ req: { method: 'POST', url: '/graphql' }, res: { statusCode: 200 } });
    expect(line.sqlStatements).toEqual(expect.any(Number));
  });

  it('answers malformed JSON with 400, not a stack trace', async () => {
    const res = await post('{"query": ', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.text).not.toMatch(/at .*\.js:\d+/);
  });

  it('sends security headers and a request id', async () => {
    const res = await post({ query: '{ __typename }' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('keeps a caller-given request id and logs it', async () => {
    t.logs.length = 0;
    const res = await post({ query: '{ __typename }' }, { 'content-type': 'application/json', 'x-request-id': 'trace-abc-123' });
    expect(res.headers['x-request-id']).toBe('trace-abc-123');
    expect(t.logs.some((line) => JSON.parse(line).req?.id === 'trace-abc-123')).toBe(true);
  });

  it('answers cross-origin requests with CORS headers for CORS_ORIGINS only', async () => {
    const allowed = await post({ query: '{ __typename }' }, { 'content-type': 'application/json', origin: 'http://allowed.example' });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://allowed.example');
    expect(allowed.headers['access-control-expose-headers']).toContain('X-Request-Id');
    const other = await post({ query: '{ __typename }' }, { 'content-type': 'application/json', origin: 'http://evil.example' });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows cross-origin browsers only from CORS_ORIGINS', async () => {
    const allowed = await request(t.app).options('/graphql').set('origin', 'http://allowed.example').set('access-control-request-method', 'POST');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://allowed.example');
    const other = await request(t.app).options('/graphql').set('origin', 'http://evil.example').set('access-control-request-method', 'POST');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('shows "Did you mean" suggestions outside production only', async () => {
    const res = await post({ query: '{ mee { id } }' });
    expect(res.body.errors[0].message).toMatch(/Did you mean "me"\?/);
    const prod = await startTestApp({ env: 'production' });
    try {
      const hidden = await request(prod.app).post('/graphql').set({ 'content-type': 'application/json', ...extra }).send({ query: '{ mee { id } }' });
      expect(hidden.status).toBe(400);
      expect(hidden.body.errors[0].message).not.toMatch(/Did you mean/);
    } finally {
      await prod.close();
    }
  });
});

describe('database guard rails', () => {
  it('has PostgreSQL cancel any statement running past the timeout', async () => {
    const [{ statement_timeout }] = await t.db.dataSource.query('SHOW statement_timeout');
    expect(statement_timeout).toBe('15s');
    await expect(t.db.dataSource.query("SET LOCAL statement_timeout = '50ms'; SELECT pg_sleep(1)")).rejects.toThrow(/statement timeout/);
  });
});

describe('unexpected errors', () => {
  it('are masked for the caller and logged with the request id', async () => {
    const broken = await startTestApp();
    const { token } = await broken.signIn(Role.ADMIN);
    await broken.db.dataSource.destroy();
    try {
      const signup = await request(broken.app)
        .post('/graphql')
        .set('content-type', 'application/json')
        .set('x-request-id', 'req-signup-1')
        .send({ query: 'mutation { signup(input: {name: "a", surname: "b", email: "a@b.co", password: "secret12"}) { email } }' });
      expect(signup.body.errors[0]).toEqual(expect.objectContaining({ message: 'An unexpected error occurred', extensions: { code: 'INTERNAL_SERVER_ERROR' } }));
      expect(signup.text).not.toMatch(/DataSource|stack|\.ts:\d+/);
      const logged = broken.logs.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'graphql request failed');
      expect(logged).toMatchObject({ requestId: 'req-signup-1', err: expect.objectContaining({ message: expect.any(String) }) });

      // Failing before GraphQL runs (the token lookup) is masked the same way.
      const me = await request(broken.app).post('/graphql').set('content-type', 'application/json').set('authorization', `Bearer ${token}`).send({ query: '{ me { id } }' });
      expect(me.status).toBe(500);
      expect(me.body).toMatchObject({ message: 'An unexpected error occurred', code: 'INTERNAL_SERVER_ERROR' });
    } finally {
      await broken.close();
    }
  });
});

describe('GET /healthz and /readyz', () => {
  it('/readyz answers 200 after a database round trip; /healthz says the process is up', async () => {
    const res = await request(t.app).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', database: 'up' });
    expect((await request(t.app).get('/healthz')).body).toEqual({ status: 'ok' });
  });

  it('/readyz answers 503 when the database is down, while /healthz still answers 200', async () => {
    const down = await startTestApp();
    await down.db.dataSource.destroy();
    try {
      const res = await request(down.app).get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'unavailable', database: 'down' });
      expect((await request(down.app).get('/healthz')).status).toBe(200);
    } finally {
      await down.close();
    }
  });
});
