import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, snap, uniqueEmail } from './browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});
afterEach(() => page?.close());

test('a visitor signs up, sees the logged-in home page, logs out and logs in again', async () => {
  const email = uniqueEmail('journey');
  await page.goto(baseUrl());
  await page.getByRole('link', { name: 'Sign Up Now' }).click();
  await page.getByRole('heading', { name: 'Create an Account' }).waitFor();
  await snap(page, 'signup');

  await page.getByLabel('First Name').fill('jane');
  await page.getByLabel('Last Name').fill('doe');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await page.getByRole('heading', { name: 'Find Your Next Course' }).waitFor();
  await expect(page.getByRole('link', { name: 'Jane D.' }).first().isVisible()).resolves.toBe(true);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(stored).toMatchObject({ email, role: 'user', name: 'jane', surname: 'doe', token: expect.any(String) });
  await snap(page, 'home-logged-in');

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  await snap(page, 'login');

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByText('Incorrect email or password').waitFor();

  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('heading', { name: 'Find Your Next Course' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
});

test('the demo admin logs in, lands on the admin dashboard and runs { me { role } } in the GraphQL IDE', async () => {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('Email').fill('admin@learnhub.dev');
  await page.getByLabel('Password').fill('admin123');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/admin-dashboard');

  // The IDE reads the session's token into its headers.
  const introspection = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('__schema'));
  await page.goto(`${baseUrl()}/graphql`);
  expect((await introspection).status()).toBe(200);
  const isMeQuery = (body: string | null) => {
    const query = body ? String((JSON.parse(body) as { query?: string }).query) : '';
    return !query.includes('__schema') && /\bme\s*\{/.test(query);
  };
  const response = page.waitForResponse((r) => r.url().endsWith('/graphql') && r.request().method() === 'POST' && isMeQuery(r.request().postData()));
  await page.locator('.graphiql-container').waitFor();
  // Monaco renders the default query once its workers are up.
  await page.locator('.graphiql-query-editor .view-lines', { hasText: 'email role' }).waitFor();
  await page.getByRole('button', { name: /execute query/i }).click();
  const body = await (await response).json();
  expect(body).toEqual({ data: { me: expect.objectContaining({ role: 'ADMIN', email: 'admin@learnhub.dev' }) } });
  await snap(page, 'graphiql');
});

test('signed-out visitors are sent to /login from a guarded page', async () => {
  await page.goto(`${baseUrl()}/papers`);
  await page.waitForURL('**/login');
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
});
