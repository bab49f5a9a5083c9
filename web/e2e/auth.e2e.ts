import type { Browser, Page } from 'playwright-core';
import { DEMO } from './api';
import { baseUrl, launchBrowser, seriousA11yViolations, snap, uniqueEmail } from './browser';
import { signUpByApi, signupLinkFor } from './signup';

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

test('a visitor signs up, follows the mailed link, sees the logged-in home page, logs out and logs in again', async () => {
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
  // Nothing is signed in yet: the account is made by the mail's link.
  await page.getByRole('heading', { name: 'Check Your E-mail' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await snap(page, 'signup-check-mail');
  await page.goto(await signupLinkFor(email));
  await page.getByRole('heading', { name: 'Confirm Your Account' }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await snap(page, 'confirm-signup');
  await page.getByRole('button', { name: 'Finish creating my account' }).click();

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
  // The answer says what the query cost of the session's hourly budget (rate limits).
  expect(body).toEqual({
    data: { me: expect.objectContaining({ role: 'ADMIN', email: 'admin@learnhub.dev' }) },
    extensions: { cost: { requested: 1, remaining: expect.any(Number), resetAt: expect.any(String) } },
  });
  await snap(page, 'graphiql');
});

test('signed-out visitors are sent to /login from a guarded page', async () => {
  await page.goto(`${baseUrl()}/papers`);
  await page.waitForURL('**/login');
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
});

test('a learner who forgot the password gets the link by mail (read in /dev/mailbox), sets a new password and is signed in', async () => {
  const email = uniqueEmail('forgetful');
  await signUpByApi({ name: 'Forgetful', surname: 'Learner', email, password: 'old-secret-1' });

  await page.goto(`${baseUrl()}/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL('**/forgot-password');
  await page.getByRole('heading', { name: 'Forgot Your Password?' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByText(/valid for one hour/).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await snap(page, 'forgot-password-sent');

  // The admin opens the mail in the development mailbox and follows its link (a new tab).
  const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await admin.goto(`${baseUrl()}/login`);
    await admin.getByLabel('Email').fill(DEMO.admin.email);
    await admin.getByLabel('Password').fill(DEMO.admin.password);
    await admin.getByRole('button', { name: 'Log In' }).click();
    await admin.waitForURL('**/admin-dashboard');
    await admin.goto(`${baseUrl()}/dev/mailbox`);
    const mail = admin.getByRole('article', { name: 'Reset your LearnHub password' }).filter({ hasText: `To: ${email}` });
    await mail.waitFor({ timeout: 30_000 });
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await mail.getByRole('link', { name: 'Reset your LearnHub password' }).click();
    await admin.waitForURL('**/dev/mailbox/*');
    const frame = admin.frameLocator('iframe[title="HTML body of \\"Reset your LearnHub password\\""]');
    const link = frame.getByRole('link', { name: 'Choose a new password' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(new RegExp(`^${baseUrl()}/reset-password#token=[\\w-]{43}$`));
    await snap(admin, 'dev-mailbox-reset-mail');
    const [tab] = await Promise.all([admin.context().waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(href);
    await tab.close();

    // The learner opens the link, chooses a new password and is signed in.
    await page.goto(href!);
    await page.getByRole('heading', { name: 'Choose a New Password' }).waitFor();
    await page.getByLabel('New Password', { exact: true }).fill('new-secret-1');
    await page.getByLabel('Confirm New Password').fill('new-secret-2');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText(/do not match/i).waitFor();
    await page.getByLabel('Confirm New Password').fill('new-secret-1');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Your password has been changed.').waitFor();
    await page.getByRole('heading', { name: 'Find Your Next Course' }).waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'))).toMatchObject({ email, role: 'user' });

    // The link worked once.
    await page.goto(href!);
    await page.getByRole('heading', { name: 'Choose a New Password' }).waitFor();
    await page.getByLabel('New Password', { exact: true }).fill('third-secret-1');
    await page.getByLabel('Confirm New Password').fill('third-secret-1');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('This reset link is invalid or has expired.').first().waitFor();
    await page.getByRole('link', { name: 'Request a new link' }).waitFor();
  } finally {
    await admin.close();
  }
});
