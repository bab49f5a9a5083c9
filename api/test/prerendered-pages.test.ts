import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { Role } from '../src/modules/users/role';
import { MAX_RENDERS_IN_FLIGHT } from '../src/web/web-app';
import { startTestApp, type TestApp } from './helpers/app';

// The web app's public routes prerendered at build time (web/scripts/prerender.mjs writes
// dist/.prerender/ and its routes.json): served for their routes to visitors; a browser holding a
// session, every other route and non-page requests get what they got before. A course's page is
// rendered per request with its data by the web app's server-side build (dist/.ssr/prerender.cjs,
// here a stand-in that shows what it was given; web/e2e/prerender.e2e.ts runs the real one).

let t: TestApp;
let dist: string;
const INDEX = '<!doctype html><title>LearnHub</title><div id="root"></div>';
const page = (name: string) => `<!doctype html><title>LearnHub</title><div id="root"><h1>${name}</h1></div>`;

// The query the web app's course page sends (as its client prints it, with __typename).
const COURSE_VIEWER = `query CourseViewer($id: ID!, $first: Int, $after: String) {
  course(id: $id) { id title description level questions(first: $first, after: $after) {
    nodes { id question answer category __typename } ...ListEnd __typename } __typename }
}
fragment ListEnd on Connection { pageInfo { hasNextPage endCursor __typename } totalCount __typename }`;
const BREAKS_RENDERER = 'Breaks the renderer';
const SLOW = 'Slow to render';
// The stand-in renderer: the page it was given data for, the data in a script element, and the title.
const RENDERER = `
exports.calls = [];
exports.serverPages = {
  '/course-details/:id': { operationName: 'CourseViewer', query: ${JSON.stringify(COURSE_VIEWER)}, title: (data) => data.course.title },
};
exports.renderPage = async (url, pageData) => {
  exports.calls.push(url);
  if (pageData.data.course.title === ${JSON.stringify(BREAKS_RENDERER)}) throw new Error('the renderer failed');
  if (pageData.data.course.title === ${JSON.stringify(SLOW)}) await exports.gate;
  return { html: '<h1>Rendered ' + url + '</h1>' };
};
exports.composePage = (template, page, { pageData, title }) =>
  template
    .replace('<title>LearnHub</title>', () => '<title>' + title + '</title>')
    .replace('<div id="root"></div>', () => '<div id="root">' + page.html + '</div><script type="application/json" id="page-data">' + JSON.stringify(pageData) + '</script>');
`;
let renderer: { calls: string[]; gate?: Promise<void> };

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, '.prerender'));
  mkdirSync(path.join(dist, '.ssr'));
  writeFileSync(path.join(dist, '.ssr', 'prerender.cjs'), RENDERER);
  // The app loads it with Node's own require: the same module instance.
  renderer = createRequire(__filename)(path.join(dist, '.ssr', 'prerender.cjs')) as typeof renderer;
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

it('serves / its prerendered page, revalidated on every visit and varying by cookie', async () => {
  const res = await html('/');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.text).toBe(page('Welcome'));
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.headers.vary).toMatch(/cookie/i);
});

describe('a course page, rendered per request with its data', () => {
  let admin: string;
  const createCourse = async (title: string) => {
    const res = await t.gql<{ createCourse: { id: string } }>(
      'mutation($input: CourseInput!) { createCourse(input: $input) { id } }',
      { input: { title, description: 'About things', level: 'FIRST_YEAR' } },
      admin,
    );
    return res.data!.createCourse.id;
  };
  const pageData = (text: string) => {
    const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(text)?.[1];
    return json === undefined ? undefined : (JSON.parse(json) as { operationName: string; variables: unknown; data: unknown });
  };

  beforeAll(async () => {
    admin = (await t.signIn(Role.ADMIN)).token;
  });

  it("carries what GraphQL answers a visitor for the page's query, questions included", async () => {
    const id = await createCourse('Rendered with data');
    await t.gql(
      'mutation($input: NewCourseQuestionInput!) { addCourseQuestion(input: $input) { id } }',
      { input: { courseId: id, question: 'Why?', answer: 'Because', category: 'Theory' } },
      admin,
    );
    const res = await html(`/course-details/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.text).toContain(`<h1>Rendered /course-details/${id}</h1>`);
    expect(res.text).toContain('<title>Rendered with data</title>');
    const visitor = await t.gql(COURSE_VIEWER, { id });
    expect(visitor.data?.course).toMatchObject({ title: 'Rendered with data', questions: { nodes: [{ question: 'Why?', __typename: 'CourseQuestion' }], totalCount: 1 } });
    expect(pageData(res.text)).toEqual({ operationName: 'CourseViewer', variables: { id }, data: visitor.data });
  });

  it('renders a page once while nothing it shows changes, and again after a write to the course', async () => {
    const id = await createCourse('Before the edit');
    const url = `/course-details/${id}`;
    const renders = () => renderer.calls.filter((call) => call === url).length;
    expect((await html(url)).text).toContain('<title>Before the edit</title>');
    expect((await html(url)).text).toContain('<title>Before the edit</title>');
    expect(renders()).toBe(1);
    const edit = await t.gql(
      'mutation($id: ID!, $input: CourseInput!) { updateCourse(id: $id, input: $input) { id } }',
      { id, input: { title: 'After the edit', description: 'About things', level: 'FIRST_YEAR' } },
      admin,
    );
    expect(edit.errors).toBeUndefined();
    const after = await html(url);
    expect(after.text).toContain('<title>After the edit</title>');
    expect(pageData(after.text)?.data).toMatchObject({ course: { title: 'After the edit' } });
    expect(renders()).toBe(2);
  });

  it.each([
    ['a course that does not exist', '/course-details/0b0c3a58-5b0e-4a8e-9d43-0e1f1c2d3e4f'],
    ['an id that cannot be one', '/course-details/anything'],
    ['an id with a NUL', '/course-details/%00'],
    ['an id with markup', `/course-details/${encodeURIComponent('<script>alert(1)</script>')}`],
    ['a very long id', `/course-details/${'a'.repeat(4000)}`],
  ])('answers %s with 404 and the prerendered page (the app shows "Course not found")', async (_label, url) => {
    const res = await html(url);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toBe(page('Course shell'));
  });

  it('serves the prerendered page when rendering fails, with the failure logged (never a 500)', async () => {
    const id = await createCourse(BREAKS_RENDERER);
    const res = await html(`/course-details/${id}`);
    expect(res.status).toBe(200);
    expect(res.text).toBe(page('Course shell'));
    expect(t.logs.some((line) => line.includes('page rendering failed') && line.includes('the renderer failed'))).toBe(true);
  });

  it(`renders at most ${MAX_RENDERS_IN_FLIGHT} pages at once: past that, the prerendered page at once`, async () => {
    const id = await createCourse(SLOW);
    const url = `/course-details/${id}`;
    let release!: () => void;
    renderer.gate = new Promise((resolve) => (release = resolve));
    const rendering = Array.from({ length: MAX_RENDERS_IN_FLIGHT }, () => html(url).then((res) => res));
    while (renderer.calls.filter((call) => call === url).length < MAX_RENDERS_IN_FLIGHT) await new Promise((resolve) => setTimeout(resolve, 5));
    try {
      // Bounded: a fifth render would wait for the gate too.
      const overflow = await html(url).timeout(5000);
      expect(overflow.status).toBe(200);
      expect(overflow.text).toBe(page('Course shell'));
    } finally {
      release();
    }
    for (const res of await Promise.all(rendering)) expect(res.text).toContain(`<title>${SLOW}</title>`);
    // Once they are done, the next one renders (here from the cache the first of them filled).
    expect((await html(url)).text).toContain(`<title>${SLOW}</title>`);
  });

  it("gives a signed-in browser the app page, not the visitor's rendering", async () => {
    const id = await createCourse('Not for members');
    const res = await html(`/course-details/${id}`, 'learnhub-session=1');
    expect(res.text).toBe(INDEX);
  });
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
  for (const url of ['/', '/course-details/1', '/course-details/0b0c3a58-5b0e-4a8e-9d43-0e1f1c2d3e4f']) {
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

it('does not serve the prerender and server-side build folders as files', async () => {
  for (const url of ['/.prerender/home.html', '/.prerender/routes.json', '/.ssr/prerender.cjs']) {
    const res = await request(t.app).get(url).set('accept', 'application/json');
    expect(res.status).toBe(404);
  }
});
