import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';

// A small local stand-in for the free-books service (dbooks.org's API shape).
type Reply = { status: number; body?: unknown; delayMs?: number };
const requests: string[] = [];
let reply: Reply = { status: 200, body: { books: [] } };
let stub: Server;
let t: TestApp;
let token: string;

const SEARCH = `query($term: String!) { searchBooks(term: $term) { id title subtitle authors image url } }`;

beforeAll(async () => {
  stub = createServer((req, res) => {
    requests.push(req.url ?? '');
    setTimeout(() => {
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body ?? {}));
    }, reply.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  t = await startTestApp({ booksApiUrl: `http://127.0.0.1:${(stub.address() as AddressInfo).port}/` });
  token = (await t.signIn(Role.USER)).token;
});
afterAll(async () => {
  await t.close();
  stub.closeAllConnections();
  await new Promise((resolve) => stub.close(resolve));
});
beforeEach(() => {
  requests.length = 0;
});

const book = { id: '123', title: 'Think Python', subtitle: 'How to Think Like a Computer Scientist', authors: 'Allen B. Downey', image: 'https://www.dbooks.org/img/books/123s.jpg', url: 'https://www.dbooks.org/think-python-123/' };

it('trims and URL-encodes the term, and maps the books', async () => {
  reply = { status: 200, body: { status: 'ok', total: '1', books: [book, { title: 'no id' }, { ...book, id: '124', image: 'javascript:alert(1)' }] } };
  const res = await t.gql<{ searchBooks: unknown[] }>(SEARCH, { term: '  c# & .net/core ' }, token);
  expect(res.errors).toBeUndefined();
  expect(requests).toEqual(['/api/search/c%23%20%26%20.net%2Fcore']);
  expect(res.data!.searchBooks).toEqual([book, { ...book, id: '124', image: null }]);
});

it('answers an empty term with no books and no call', async () => {
  const res = await t.gql<{ searchBooks: unknown[] }>(SEARCH, { term: '   ' }, token);
  expect(res.data!.searchBooks).toEqual([]);
  expect(requests).toEqual([]);
});

it('caches a term for a while (case-insensitively)', async () => {
  reply = { status: 200, body: { books: [book] } };
  await t.gql(SEARCH, { term: 'cached term' }, token);
  const again = await t.gql<{ searchBooks: unknown[] }>(SEARCH, { term: 'CACHED term' }, token);
  expect(again.data!.searchBooks).toEqual([book]);
  expect(requests).toHaveLength(1);
});

it('asks the service again once the cached answer is five minutes old', async () => {
  reply = { status: 200, body: { books: [book] } };
  await t.gql(SEARCH, { term: 'ageing term' }, token);
  t.clock.advance(5 * 60 * 1000 - 1000);
  await t.gql(SEARCH, { term: 'ageing term' }, token);
  expect(requests).toHaveLength(1);
  t.clock.advance(1000);
  const fresh = await t.gql<{ searchBooks: unknown[] }>(SEARCH, { term: 'ageing term' }, token);
  expect(fresh.data!.searchBooks).toEqual([book]);
  expect(requests).toHaveLength(2);
});

it('says "Search failed: {status}" when the service answers an error', async () => {
  reply = { status: 503, body: { error: 'down' } };
  const res = await t.gql(SEARCH, { term: 'failing' }, token);
  expect(res.errors![0]).toMatchObject({ message: 'Search failed: 503', extensions: { code: 'INTERNAL_SERVER_ERROR', reason: 'UPSTREAM_FAILED' } });
});

it('gives up after a timeout instead of hanging', async () => {
  reply = { status: 200, body: { books: [book] }, delayMs: 6000 };
  const started = Date.now();
  const res = await t.gql(SEARCH, { term: 'slow' }, token);
  expect(res.errors![0].message).toBe('Search failed: timed out');
  expect(Date.now() - started).toBeLessThan(5900);
}, 15000);

it('is for signed-in users only', async () => {
  const res = await t.gql(SEARCH, { term: 'python' });
  expect(res.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
});

// Found by the fuzzer: a lone surrogate (valid JSON) made encodeURIComponent throw, a masked 500;
// so did cutting a long term in the middle of an emoji's surrogate pair.
it('searches for a term with a lone surrogate, or cut in the middle of a pair, without failing', async () => {
  reply = { status: 200, body: { books: [book] } };
  const lone = await t.gql<{ searchBooks: unknown[] }>(SEARCH, { term: 'x\udfffy' }, token);
  expect(lone.errors).toBeUndefined();
  expect(requests).toEqual(['/api/search/x%EF%BF%BDy']);
  const cut = await t.gql<{ searchBooks: unknown[] }>(SEARCH, { term: `${'a'.repeat(99)}😀😀` }, token);
  expect(cut.errors).toBeUndefined();
  expect(requests[1]).toBe(`/api/search/${'a'.repeat(99)}%F0%9F%98%80`);
});
