import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { REPO_ROOT } from './server';

export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'test-results', 'screenshots');

export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through jest --config web/e2e/jest.config.cjs');
  return url;
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
  });
}

/** Saves a full-page screenshot for review under test-results/screenshots. */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

let counter = 0;
export const uniqueEmail = (prefix: string): string => `${prefix}-${Date.now().toString(36)}-${++counter}@example.com`;
