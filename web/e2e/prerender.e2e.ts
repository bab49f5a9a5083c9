import type { Browser, Page, Route } from 'playwright-core';
import { DEMO, gql, loginAs } from './api';
import { baseUrl, launchBrowser, seriousA11yViolations } from './browser';
import { logIn } from './journey';

// The public routes are prerendered at build time (web/scripts/prerender.mjs): their HTML, before any
// script runs, is the first screen; the app then hydrates it (the same elements, no mismatch) and
// works as before. A course's page is rendered per request with the course in it, and carries its
// GraphQL answer for the app's cache (no request on hydration). A signed-in user never gets the
// visitor's page.

let browser: Browser;
let page: Page;
let errors: string[];
let course: { id: string; title: string };
let admin: string;
const INJECTION = '</script><script>alert(1)</script>';

async function createCourse(title: string, description: string): Promise<string> {
  const created = await gql<{ createCourse: { id: string } }>(
    `mutation($input: CourseInput!) { createCourse(input: $input) { id } }`,
    { input: { title, description, level: 'FIRST_YEAR' } },
    admin,
  );
  return created.createCourse.id;
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await loginAs(DEMO.admin.email, DEMO.admin.password);
  const title = `Prerendered ${Date.now().toString(36)}`;
  course = { id: await createCourse(title, 'Painted with the first screen'), title };
  await gql(
    `mutation($input: NewCourseQuestionInput!) { addCourseQuestion(input: $input) { id } }`,
    { input: { courseId: course.id, question: 'What paints first?', answer: 'The HTML', category: 'Rendering' } },
    admin,
  );
});
afterAll(() => browser?.close());

beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // Layout shifts (as Lighthouse's CLS counts them): the hydrated app must keep the prerendered layout.
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
});

/** The layout shift so far, once the page has loaded everything it asked for. */
async function layoutShift(): Promise<number> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}
afterEach(() => page?.close());

/** The page's HTML as the server sends it to a browser (no script run). */
async function serverHtml(path: string, cookie?: string, status = 200): Promise<string> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html', ...(cookie && { cookie }) } });
  expect({ path, status: res.status }).toEqual({ path, status });
  return res.text();
}

// Inline scripts: only the page's data, which is JSON (not run; the CSP allows no inline script).
const inlineScripts = (html: string) =>
  (html.match(/<script(?![^>]*\ssrc=)[^>]*>/g) ?? []).filter((tag) => tag !== '<script type="application/json" id="page-data">');

/** The GraphQL operations the page sends from now on. */
function graphqlOperations(): string[] {
  const names: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/graphql') && req.method() === 'POST') names.push(String((req.postDataJSON() as { operationName?: string }).operationName));
  });
  return names;
}

/**
 * Opens `path` with the app's entry script held back: `whilePrerendered` sees the page as painted from
 * the HTML alone, then the script runs; resolves once the app has marked the page hydrated, checking
 * its <main> is still the element the server sent.
 */
async function openHydrated(path: string, whilePrerendered: () => Promise<void> = async () => undefined): Promise<void> {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(await serverHtml(path))?.[1];
  if (!entry) throw new Error(`no entry script in ${path}`);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${baseUrl()}${entry}`, async (route: Route) => {
    await released;
    await route.continue();
  });
  // Not 'domcontentloaded': that waits for module scripts, the held entry among them.
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'commit' });
  await page.locator('main').waitFor({ state: 'attached' });
  await page.evaluate(() => {
    (window as unknown as { prerenderedMain: Element | null }).prerenderedMain = document.querySelector('main');
  });
  await whilePrerendered();
  release();
  // A page that loads its app on the visitor's first move (the home page: boot.ts) gets one, once the
  // entry has run (module scripts run before DOMContentLoaded).
  await page.waitForLoadState('domcontentloaded');
  await page.mouse.move(10, 10);
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
  expect(await page.evaluate(() => document.querySelector('main') === (window as unknown as { prerenderedMain: Element | null }).prerenderedMain)).toBe(true);
}

test('the HTML of each public route holds its first screen, styled, with no inline script', async () => {
  const pages = [
    { path: '/', text: ['<h1', 'Welcome to LearnHub', 'Sign Up Now'] },
    { path: '/login', text: ['Welcome Back', 'Log in to continue learning.', '>Email<', '>Password<'] },
    // A course's page with its course: rendered for the request.
    { path: `/course-details/${course.id}`, text: ['aria-label="Main"', `>${course.title}</h1>`, 'Painted with the first screen', 'What paints first?'] },
    // An unknown course: the page before its data (the app says the course is not found), answered 404.
    { path: '/course-details/0b0c3a58-5b0e-4a8e-9d43-0e1f1c2d3e4f', status: 404, text: ['aria-label="Main"', 'role="status"', 'aria-label="Loading"'] },
  ];
  for (const { path, text, status } of pages) {
    const html = await serverHtml(path, undefined, status);
    for (const expected of text) expect({ path, contains: expected, found: html.includes(expected) }).toEqual({ path, contains: expected, found: true });
    expect(html).toMatch(/<style data-emotion="css [^"]+">\.css-/); // the classes the HTML uses
    expect(html).toMatch(/<style data-emotion="css-global [^"]+">@layer/); // Chakra's reset and tokens
    expect(inlineScripts(html)).toEqual([]); // the CSP allows no inline script
  }
  // Routes that are not prerendered keep the empty app page.
  expect(await serverHtml('/signup')).toContain('<div id="root"></div>');
});

test('a visitor sees the home page before the app runs; it hydrates without an error and navigates', async () => {
  await openHydrated('/', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to LearnHub' }).isVisible()).resolves.toBe(true);
  });
  expect(await layoutShift()).toBeLessThan(0.01);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('main').getByRole('link', { name: 'Sign Up Now' }).click();
  await page.getByRole('heading', { name: 'Create an Account' }).waitFor();
  // A client-side navigation: the hydrated router handled the click.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(errors).toEqual([]);
});

/** The app's code the page has asked for so far (React and the app's own start-up modules). */
function appScripts(): string[] {
  const urls: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script' && /\/assets\/(vendor-react|theme)-/.test(req.url())) urls.push(req.url());
  });
  return urls;
}
// The app marks #root once it has hydrated the page (web/src/hydration.ts).
const isHydrated = async () => (await page.locator('#root[data-hydrated]').count()) > 0;

test("a visitor's home page runs no app code until the visitor acts on it", async () => {
  const scripts = appScripts();
  await page.goto(`${baseUrl()}/`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to LearnHub' }).isVisible()).resolves.toBe(true);
  expect(scripts).toEqual([]);
  expect(await isHydrated()).toBe(false);
  // The first move of the pointer loads and hydrates it.
  await page.mouse.move(50, 50);
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
  expect(scripts.length).toBeGreaterThan(0);
  expect(await layoutShift()).toBeLessThan(0.01);
  expect(errors).toEqual([]);
});

describe("the home page's controls before its app has run", () => {
  beforeEach(async () => {
    await page.setViewportSize({ width: 390, height: 844 }); // the menu button's screens
    await page.goto(`${baseUrl()}/`);
    await page.waitForLoadState('networkidle');
    expect(await isHydrated()).toBe(false);
  });

  it('a tap on the menu button opens the menu once the app is there', async () => {
    await page
      .getByRole('button', { name: 'Open menu' })
      .tap()
      .catch(() => page.getByRole('button', { name: 'Open menu' }).click());
    await page.getByRole('dialog').waitFor();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Login' }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it('the keyboard opens the menu: focus, then Enter', async () => {
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    expect(errors).toEqual([]);
  });

  it('a link followed before the app has run opens its page', async () => {
    await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(errors).toEqual([]);
  });
});

test('the prerendered login form waits for the app, then logs in', async () => {
  await openHydrated('/login', async () => {
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    // Typing before the app runs would be lost, and a submit would go to the server: disabled until hydrated.
    await expect(page.getByLabel('Email').isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Log In' }).isDisabled()).resolves.toBe(true);
  });
  expect(await layoutShift()).toBeLessThan(0.01);
  await page.getByLabel('Email').fill(DEMO.learner.email);
  await page.getByLabel('Password').fill(DEMO.learner.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('heading', { name: 'Find Your Next Course' }).waitFor();
  expect(errors).toEqual([]);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("a course's page paints its course before the app runs, and hydrates it without asking for it again", async () => {
  const operations = graphqlOperations();
  await openHydrated(`/course-details/${course.id}`, async () => {
    await expect(page.getByRole('heading', { level: 1, name: course.title }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Painted with the first screen').isVisible()).resolves.toBe(true);
    await expect(page.getByText('What paints first?').isVisible()).resolves.toBe(true);
  });
  expect(await page.title()).toBe(`${course.title} · LearnHub`);
  expect(await layoutShift()).toBeLessThan(0.01);
  // The page's controls work once hydrated.
  await page.getByRole('button', { name: 'Reveal Answer' }).click();
  await expect(page.getByRole('region', { name: 'Answer to question 1' }).textContent()).resolves.toBe('The HTML');
  expect(operations).not.toContain('CourseViewer');
  expect(errors).toEqual([]);
});

test("a button pressed on a course's page before the app has run takes effect once it has", async () => {
  // The app's start-up held at its first module (boot.ts imports the theme first).
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/theme-[\w-]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${baseUrl()}/course-details/${course.id}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Reveal Answer' }).click();
  expect(await isHydrated()).toBe(false);
  release();
  await page.getByRole('button', { name: 'Hide Answer' }).waitFor();
  await expect(page.getByRole('region', { name: 'Answer to question 1' }).textContent()).resolves.toBe('The HTML');
  expect(errors).toEqual([]);
});

test("a course whose title is markup shows it as text: the page's data cannot end its element", async () => {
  const id = await createCourse(INJECTION, `${INJECTION}<!--`);
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const html = await serverHtml(`/course-details/${id}`);
  expect(inlineScripts(html)).toEqual([]);
  expect(html.match(/<script type="application\/json" id="page-data">/g)).toHaveLength(1);
  await openHydrated(`/course-details/${id}`, async () => {
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(INJECTION);
  });
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(INJECTION);
  expect(dialogs).toBe(0);
  expect(errors).toEqual([]);
});

test('an unknown course answers 404, and the app says it is not found', async () => {
  await serverHtml('/course-details/0b0c3a58-5b0e-4a8e-9d43-0e1f1c2d3e4f', undefined, 404);
  const response = await page.goto(`${baseUrl()}/course-details/0b0c3a58-5b0e-4a8e-9d43-0e1f1c2d3e4f`);
  expect(response?.status()).toBe(404);
  await page.getByRole('heading', { level: 1, name: 'Course not found' }).waitFor();
  // The browser reports the 404 document itself as a console error; nothing else may fail.
  expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
});

test("a change to a course is in its page's next HTML", async () => {
  const id = await createCourse(`Before ${Date.now().toString(36)}`, 'First version');
  expect(await serverHtml(`/course-details/${id}`)).toContain('First version');
  const title = `After ${Date.now().toString(36)}`;
  await gql(
    `mutation($id: ID!, $input: CourseInput!) { updateCourse(id: $id, input: $input) { id } }`,
    { id, input: { title, description: 'Second version', level: 'FIRST_YEAR' } },
    admin,
  );
  const html = await serverHtml(`/course-details/${id}`);
  expect(html).toContain(`>${title}</h1>`);
  expect(html).toContain('Second version');
  expect(html).not.toContain('First version');
});

test('a signed-in user gets the app page, not the visitor one, on a prerendered route', async () => {
  await logIn(page, DEMO.learner, '/');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'learnhub-session');
  expect(cookie?.value).toBe('1');
  const html = await serverHtml('/', `learnhub-session=${cookie!.value}`);
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('Welcome to LearnHub');
  const coursePage = await serverHtml(`/course-details/${course.id}`, `learnhub-session=${cookie!.value}`);
  expect(coursePage).toContain('<div id="root"></div>');
  expect(coursePage).not.toContain('page-data');

  const document = page.waitForResponse((res) => res.request().resourceType() === 'document');
  await page.reload();
  expect(await (await document).text()).not.toContain('Welcome to LearnHub');
  await page.getByRole('heading', { level: 1, name: 'Find Your Next Course' }).waitFor();

  // Logging out clears the cookie with the session: the visitor's page again.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  expect((await page.context().cookies()).find((c) => c.name === 'learnhub-session')).toBeUndefined();
  expect(errors).toEqual([]);
});

test('a session stored before the session cookie existed renders the signed-in screen, and gets the cookie', async () => {
  await logIn(page, DEMO.learner, '/');
  await page.context().clearCookies();
  const document = page.waitForResponse((res) => res.request().resourceType() === 'document');
  await page.reload();
  expect(await (await document).text()).toContain('Welcome to LearnHub'); // the server cannot know
  await page.getByRole('heading', { level: 1, name: 'Find Your Next Course' }).waitFor();
  expect(await page.getByRole('heading', { name: 'Welcome to LearnHub' }).count()).toBe(0);
  expect((await page.context().cookies()).find((c) => c.name === 'learnhub-session')?.value).toBe('1');
  expect(errors).toEqual([]);
});
