import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import request from 'supertest';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { pdfOfSize } from './helpers/uploads';

// Responses are compressed for clients that ask: the built web app and the API's JSON; stored
// PDFs and images are not (they are compressed already).

let t: TestApp;
let dist: string;
const script = `export const courses = [${Array.from({ length: 400 }, (_, i) => `"course ${i}"`).join(', ')}];\n`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>LearnHub</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), script);
  t = await startTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

it('gzips the web app for a browser that accepts it, keeping the year-long cache', async () => {
  const res = await request(t.app).get('/assets/main-abc123.js').set('accept-encoding', 'gzip');
  expect(res.status).toBe(200);
  expect(res.headers['content-encoding']).toBe('gzip');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.text).toBe(script); // supertest inflates it
});

it('sends it as it is to a client that does not ask', async () => {
  const res = await request(t.app).get('/assets/main-abc123.js').set('accept-encoding', 'identity');
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.headers['content-length']).toBe(String(Buffer.byteLength(script)));
});

it('answers a client that sends no Accept-Encoding as it is, marking the answer as varying by it', async () => {
  const res = await request(t.app).get('/api/course?limit=5').unset('accept-encoding');
  expect(res.status).toBe(200);
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.headers.vary).toMatch(/accept-encoding/i);
  expect(Array.isArray(res.body)).toBe(true);
});

it('gzips a large GraphQL answer', async () => {
  const tutor = await t.signIn(Role.TUTOR);
  for (let i = 0; i < 15; i++) {
    await t.gql(`mutation($input: CourseInput!) { createCourse(input: $input) { id } }`, { input: { title: `Course ${i}`, description: 'A description long enough to make the page worth compressing.', level: 'FIRST_YEAR' } }, tutor.token);
  }
  const res = await request(t.app)
    .post('/graphql')
    .set('content-type', 'application/json')
    .set('accept-encoding', 'gzip')
    .send({ query: '{ courses(first: 20) { totalCount edges { cursor node { id title description level createdAt } } } }' });
  expect(res.headers['content-encoding']).toBe('gzip');
  expect(res.body.data.courses.totalCount).toBe(15);
  expect(res.body.data.courses.edges).toHaveLength(15);
});

it('does not compress a stored PDF', async () => {
  const bytes = pdfOfSize(200_000);
  const file = await t.db.dataSource.transaction((em) =>
    t.services.files.storeUpload(em, { filename: 'exam.pdf', createReadStream: () => Readable.from([bytes]) }, 'pdf'),
  );
  const res = await request(t.app).get(`/files/${file.id}`).set('accept-encoding', 'gzip').buffer(true).parse((response, done) => {
    const parts: Buffer[] = [];
    response.on('data', (part: Buffer) => parts.push(part));
    response.on('end', () => done(null, Buffer.concat(parts)));
  });
  expect(res.headers['content-encoding']).toBeUndefined();
  expect((res.body as Buffer).equals(bytes)).toBe(true);
});
