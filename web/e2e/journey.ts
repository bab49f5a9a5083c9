import type { Page } from 'playwright-core';
import { baseUrl, seriousA11yViolations } from './browser';

// Steps the journeys share.

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
