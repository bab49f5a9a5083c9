import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { REPO_ROOT } from './server';

const SCREENSHOT_DIR = path.join(REPO_ROOT, 'test-results', 'screenshots');

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

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** Runs axe-core in the page; returns the serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated over the DevTools protocol: the app's CSP (rightly) refuses injected <script> tags.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * WCAG contrast ratio of an element's text against the nearest background colour behind it, with
 * the opacity of the element and of the ancestors in between applied to the text. For overlays
 * such as toasts, which axe leaves unchecked ("overlapped by another element").
 */
export function textContrast(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const rgba = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number).concat(1).slice(0, 4);
    let opacity = 1;
    let node: Element | null = element;
    let background = [255, 255, 255, 1];
    while (node) {
      const style = getComputedStyle(node);
      const bg = rgba(style.backgroundColor);
      if (bg[3] > 0 && node !== element) {
        background = bg;
        break;
      }
      opacity *= Number(style.opacity);
      node = node.parentElement;
    }
    const [r, g, b, a] = rgba(getComputedStyle(element).color);
    const text = [r, g, b].map((channel, i) => channel * a * opacity + background[i] * (1 - a * opacity));
    const luminance = (rgb: number[]) =>
      rgb
        .map((channel) => channel / 255)
        .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
    const [light, dark] = [luminance(text), luminance(background.slice(0, 3))].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  });
}
