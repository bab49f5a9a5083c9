import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { startTestApp, type TestApp } from './helpers/app';

// The web app's public routes prerendered at build time (web/scripts/prerender.mjs writes
// dist/.prerender/ and its routes.json): served for their routes to visitors; a browser holding a
// session, every other route and non-page requests get what they got before.

let t: TestApp;
let dist: string;
const INDEX = '<!doctype html><title>LearnHub</title><div id="root"></div>';
const page = (name: string) => `<!doctype html><title>LearnHub</title><div id="root"><h1>${name}</h1></div>`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, '.prerender'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, '.prerender', 'home.html'), page('Welcome'));
  writeFileSync(path.join(dist, '.prerender', 'course-details.html'), page('Course shell'));
  writeFileSync(
    path.join(dist, '.prerender', 'routes.json'),
    JSON.stringify([
      { path: '/', file: 'home.html' },
      { path: '/course-details/:id', file: 'course-details.html' },
      // Listed but missing (a build that did not finish): the route falls back to index.html.
      { path: '/login', file: 'login.html' },
      // Not a plain file name: left out.
      { path: '/about', file: '../index.html' },
    ]),
  );
  t = await startTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const html = (url: string, cookie?: string) => {
  const req = request(t.app).get(url).set('accept', 'text/html');
  return cookie ? req.set('cookie', cookie) : req;
};

it.each([
  ['/', 'Welcome'],
  ['/course-details/0b0c3a58-5b0e-4a8e-9d43-0e1f1c2d3e4f', 'Course shell'],
  ['/course-details/anything', 'Course shell'],
])('serves %s its prerendered page, revalidated on every visit and varying by cookie', async (url, heading) => {
  const res = await html(url);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.text).toBe(page(heading));
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.headers.vary).toMatch(/cookie/i);
});

it.each(['/course-details/1/practise', '/signup', '/about', '/login'])('serves %s the app page (not prerendered)', async (url) => {
  const res = await html(url);
  expect(res.status).toBe(200);
  expect(res.text).toBe(INDEX);
});

it.each([
  ['the session cookie alone', 'learnhub-session=1'],
  ['the session cookie among others', 'theme=dark; learnhub-session=1; other=2'],
])('serves a browser with %s the app page on a prerendered route', async (_label, cookie) => {
  for (const url of ['/', '/course-details/1']) {
    const res = await html(url, cookie);
    expect(res.text).toBe(INDEX);
    expect(res.headers.vary).toMatch(/cookie/i);
  }
});

it.each([
  ['a cleared session cookie', 'learnhub-session='],
  ['another cookie with a similar name', 'not-learnhub-session=1'],
])('still serves the prerendered page with %s', async (_label, cookie) => {
  expect((await html('/', cookie)).text).toBe(page('Welcome'));
});

it('answers HEAD for a prerendered route without a body', async () => {
  const res = await request(t.app).head('/').set('accept', 'text/html');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.text).toBeUndefined();
});

it('does not answer a non-page request on a prerendered route with HTML', async () => {
  const res = await request(t.app).get('/').set('accept', 'application/json');
  expect(res.status).toBe(404);
  expect(res.text).not.toContain('Welcome');
});

it('does not serve the prerender folder as files', async () => {
  for (const url of ['/.prerender/home.html', '/.prerender/routes.json']) {
    const res = await request(t.app).get(url).set('accept', 'application/json');
    expect(res.status).toBe(404);
  }
});
