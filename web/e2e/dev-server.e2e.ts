import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser } from './browser';
import { freePort, REPO_ROOT, spawnUntilServing } from './server';

// `npm run dev -w web`: Vite's dev server, proxying the API to the journeys' server. Its dependency
// optimizer runs from scratch (--force), as on a fresh checkout, when a page first needs it.
let vite: ChildProcess;
let viteUrl: string;
let output: string[];
let browser: Browser;

beforeAll(async () => {
  const port = await freePort();
  viteUrl = `http://127.0.0.1:${port}`;
  ({ child: vite, output } = await spawnUntilServing(
    {
      name: 'vite',
      args: [path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js'), '--force', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
      cwd: path.join(REPO_ROOT, 'web'),
      env: { ...process.env, API_URL: baseUrl(), NO_COLOR: '1' },
    },
    viteUrl,
  ));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  vite?.kill();
});

test('the dev server serves GraphiQL with its editors and the schema through the proxy, then the app', async () => {
  const page = await browser.newPage();
  // The schema comes through the proxy from the journeys' API.
  const introspection = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('__schema'), { timeout: 60_000 });
  // Opened first: its editor workers once failed Vite's dependency optimizer, and the page never showed.
  await page.goto(`${viteUrl}/graphiql.html`);
  await page.locator('.graphiql-container .monaco-editor').first().waitFor({ timeout: 60_000 });
  expect((await introspection).status()).toBe(200);
  expect(output.join('')).not.toMatch(/error while updating dependencies|UNLOADABLE_DEPENDENCY/);

  await page.goto(viteUrl);
  await page.getByRole('link', { name: 'Sign Up Now' }).waitFor({ timeout: 60_000 });
  expect(vite.exitCode).toBeNull();
  await page.close();
});
