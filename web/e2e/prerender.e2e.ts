import type { Browser, Page, Route } from 'playwright-core';
import { DEMO, gql, loginAs } from './api';
import { baseUrl, launchBrowser, seriousA11yViolations } from './browser';
import { logIn } from './journey';

// The public routes are prerendered at build time (web/scripts/prerender.mjs): their HTML, before any
// script runs, is the first screen; the app then hydrates it (the same elements, no mismatch) and
// works as before. A signed-in user never gets the visitor's page.

let browser: Browser;
let page: Page;
let errors: string[];
let course: { id: string; title: string };

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await loginAs(DEMO.admin.email, DEMO.admin.password);
  const title = `Prerendered ${Date.now().toString(36)}`;
  const created = await gql<{ createCourse: { id: string } }>(
    `mutation($input: CourseInput!) { createCourse(input: $input) { id } }`,
    { input: { title, description: 'Loaded after the first paint', level: 'FIRST_YEAR' } },
    admin,
  );
  course = { id: created.createCourse.id, title };
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
async function serverHtml(path: string, cookie?: string): Promise<string> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html', ...(cookie && { cookie }) } });
  expect(res.status).toBe(200);
  return res.text();
}

/**
 * Opens `path` with the app's entry script held back: `whilePrerendered` sees the page as painted from
 * the HTML alone, then the script runs; resolves once React has hydrated the page's <main>, checking
 * it is still the element the server sent.
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
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
  expect(await page.evaluate(() => document.querySelector('main') === (window as unknown as { prerenderedMain: Element | null }).prerenderedMain)).toBe(true);
}

test('the HTML of each public route holds its first screen, styled, with no inline script', async () => {
  const pages = [
    { path: '/', text: ['<h1', 'Welcome to LearnHub', 'Sign Up Now'] },
    { path: '/login', text: ['Welcome Back', 'Log in to continue learning.', '>Email<', '>Password<'] },
    // A course's page before its data: the shell and the loading status, in the layout the data fills.
    { path: `/course-details/${course.id}`, text: ['aria-label="Main"', 'role="status"', 'aria-label="Loading"'] },
  ];
  for (const { path, text } of pages) {
    const html = await serverHtml(path);
    for (const expected of text) expect({ path, contains: expected, found: html.includes(expected) }).toEqual({ path, contains: expected, found: true });
    expect(html).toMatch(/<style data-emotion="css [^"]+">\.css-/); // the classes the HTML uses
    expect(html).toMatch(/<style data-emotion="css-global [^"]+">@layer/); // Chakra's reset and tokens
    expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull(); // the CSP allows no inline script
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

test("a course's page paints its shell, then its data, with no more than a small layout shift", async () => {
  await openHydrated(`/course-details/${course.id}`, async () => {
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('status').first().isVisible()).resolves.toBe(true);
  });
  await page.getByRole('heading', { level: 1, name: course.title }).waitFor();
  await page.getByText('Loaded after the first paint').waitFor();
  expect(await layoutShift()).toBeLessThan(0.1); // Lighthouse's "good"
  expect(errors).toEqual([]);
});

test('a signed-in user gets the app page, not the visitor one, on a prerendered route', async () => {
  await logIn(page, DEMO.learner, '/');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'learnhub-session');
  expect(cookie?.value).toBe('1');
  const html = await serverHtml('/', `learnhub-session=${cookie?.value}`);
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('Welcome to LearnHub');

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
