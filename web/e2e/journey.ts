import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, seriousA11yViolations } from './browser';

// Steps the journeys share.

/**
 * One browser for the journey file, and a way to open pages in it: every page is its own context (own
 * localStorage, own session), and every page a test opened is closed after it. Call at the top level.
 */
export function journeyBrowser(): { newPage: (viewport?: { width: number; height: number }) => Promise<Page> } {
  let browser: Browser | undefined;
  const opened: Page[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((page) => page.close().catch(() => undefined)));
  });
  return {
    newPage: async (viewport = { width: 1280, height: 900 }) => {
      if (!browser) throw new Error('journeyBrowser(): the browser starts in beforeAll');
      const page = await browser.newPage({ viewport });
      opened.push(page);
      return page;
    },
  };
}

/** A label no other run of the journeys has used (titles of quizzes, chapters, courses). */
export const unique = (label: string): string => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

export type Account = { email: string; password: string };

export async function logIn(page: Page, account: Account, landing: string): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname === landing);
}

/** Waits out loading spinners and busy regions, so axe sees the loaded screen. */
export async function settled(page: Page): Promise<void> {
  await page.locator('.chakra-spinner').first().waitFor({ state: 'detached' });
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  // Dialogs fade and scale in: mid-animation text is translucent and fails contrast checks.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

export async function expectAccessible(page: Page, name: string): Promise<void> {
  await settled(page);
  const violations = await seriousA11yViolations(page);
  expect({ page: name, violations }).toEqual({ page: name, violations: [] });
}

/** The page at a phone's width: still axe clean, and nothing wider than the screen. */
export async function atPhoneWidth(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 800 });
  await expectAccessible(page, name);
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
  if (size) await page.setViewportSize(size);
}

/** A question of a quiz as a learner sees it (its fieldset, named "Question n …"). */
export const questionGroup = (page: Page, n: number) => page.getByRole('group', { name: new RegExp(`^Question ${n}\\b`) });
