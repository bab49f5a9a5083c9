import type { Locator, Page } from 'playwright-core';
import { DEMO, gql, loginAs } from './api';
import { baseUrl, snap } from './browser';
import { expectAccessible, journeyBrowser, logIn, settled } from './journey';

// Paging journeys: a list screen with more rows than one page, read to its end with
// the keyboard through its "Load more" button. Every page from browser.newPage() is its own context.
const JOURNEY_TIMEOUT = 180_000;
const NARROW = 360;
const CREATED = 130;
/** The API's largest page (schema.graphql: `first` at most 100). */
const API_MAX_PAGE = 100;
/** More presses than the list can need at 20 a page: (CREATED + whatever else the database holds) / 20, with room. */
const MAX_PRESSES = 40;
const NOUN = 'opportunities';

/** The created titles in the screen's order (soonest closing date first). */
let titles: string[] = [];

/** Creates the journey's opportunities through the API, ten at a time. */
async function createOpportunities(): Promise<string[]> {
  const admin = await loginAs(DEMO.admin.email, DEMO.admin.password);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  // Closing a year and more ahead, an hour apart: after anything the database closes sooner,
  // before those without a closing date, and in the order of their numbers.
  const firstClosing = Date.now() + 400 * 86_400_000;
  const wanted = Array.from({ length: CREATED }, (_, i) => ({
    title: `Paging opportunity ${String(i + 1).padStart(3, '0')} ${tag}`,
    closingDate: new Date(firstClosing + i * 3_600_000).toISOString(),
  }));
  for (let start = 0; start < wanted.length; start += 10) {
    await Promise.all(
      wanted.slice(start, start + 10).map(({ title, closingDate }) =>
        gql(
          `mutation($input: NewOpportunityInput!) { createOpportunity(input: $input) { id } }`,
          { input: { title, type: 'FULL_TIME', description: 'Created by the paging journey', link: '', closingDate } },
          admin,
        ),
      ),
    );
  }
  return wanted.map(({ title }) => title);
}

/** How many opportunities the admin's list has over all pages, as the API counts them. */
async function totalOpportunities(): Promise<number> {
  const admin = await loginAs(DEMO.admin.email, DEMO.admin.password);
  const data = await gql<{ opportunities: { totalCount: number } }>(`{ opportunities(first: 1) { totalCount } }`, {}, admin);
  return data.opportunities.totalCount;
}

const { newPage } = journeyBrowser();
beforeAll(async () => {
  titles = await createOpportunities();
}, JOURNEY_TIMEOUT);

/**
 * Loads `path` on a 360 px wide viewport (a phone; loading at that width, since a resize of a loaded page
 * sometimes leaves stale media-query styles in headless Chromium), then checks that the page does not
 * scroll sideways and that each control can be scrolled to and clicked. Leaves the page narrow.
 */
async function expectUsableAtNarrowWidth(
  page: Page,
  name: string,
  path: string,
  heading: string | RegExp,
  controls: (page: Page) => Locator[],
): Promise<void> {
  await page.setViewportSize({ width: NARROW, height: 740 });
  await page.goto(`${baseUrl()}${path}`);
  await page.getByRole('heading', { name: heading, level: 1 }).first().waitFor();
  await settled(page);
  await expectNoSidewaysScroll(page, name);
  for (const control of controls(page)) {
    await expectReachable(page, name, control);
  }
}

async function expectNoSidewaysScroll(page: Page, name: string): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect({ page: name, scrollWidth, fits: scrollWidth <= NARROW }).toEqual({ page: name, scrollWidth, fits: true });
}

async function expectReachable(page: Page, name: string, control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  expect(box).not.toBeNull();
  const inside = box!.x >= 0 && box!.x + box!.width <= NARROW + 0.5;
  expect({ page: name, control: String(control), inside }).toEqual({ page: name, control: String(control), inside: true });
  // Actionability: visible, stable, enabled and not covered by anything else.
  await control.click({ trial: true });
}

/** The foot of the list (components/paging/LoadMore.tsx): its count line and its button. */
const loadMoreRegion = (page: Page): Locator => page.getByTestId('load-more');
const loadMoreButton = (page: Page): Locator => loadMoreRegion(page).getByRole('button', { name: `Load more ${NOUN}` });
const countLine = (page: Page): Locator => loadMoreRegion(page).getByText(/^Showing /);

/** The count line as numbers: "Showing 20 of 131 opportunities" or "Showing all 131 opportunities". */
async function readCount(page: Page): Promise<{ shown: number; total: number; text: string }> {
  const text = (await countLine(page).innerText()).trim();
  const some = text.match(new RegExp(`^Showing (\\d+) of (\\d+) ${NOUN}$`));
  if (some) return { shown: Number(some[1]), total: Number(some[2]), text };
  const all = text.match(new RegExp(`^Showing all (\\d+) ${NOUN}$`));
  if (all) return { shown: Number(all[1]), total: Number(all[1]), text };
  throw new Error(`Unexpected count line: "${text}"`);
}

/** The titles of the opportunity cards on the screen, in order. */
const cardTitles = (page: Page): Promise<string[]> =>
  page.locator('main article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));

// ---------------------------------------------------------------------------------------------

test(
  "the admin's opportunities screen with 130 opportunities reaches the 130th",
  async () => {
    const total = await totalOpportunities();
    expect(total).toBeGreaterThanOrEqual(CREATED);
    const last = titles[titles.length - 1];

    const admin = await newPage();
    await logIn(admin, DEMO.admin, '/admin-dashboard');
    await admin.goto(`${baseUrl()}/opportunity`);
    await admin.getByRole('heading', { name: 'Manage Opportunities', level: 1 }).waitFor();
    await countLine(admin).waitFor();
    await settled(admin);

    // The first page: one page of them all (the screen's page size: labels.ts of opportunity-admin),
    // and the 130th is not among them (at least 129 of the journey's come before it).
    const firstPage = await readCount(admin);
    const pageSize = firstPage.shown;
    console.log(`paging journey: first count line "${firstPage.text}"`);
    expect(pageSize).toBeGreaterThan(0);
    expect(pageSize).toBeLessThanOrEqual(API_MAX_PAGE);
    expect(firstPage).toEqual({ shown: pageSize, total, text: `Showing ${pageSize} of ${total} ${NOUN}` });
    await expect(cardTitles(admin)).resolves.toHaveLength(pageSize);
    expect(await admin.getByRole('article', { name: last, exact: true }).count()).toBe(0);
    await snap(admin, 'paging-opportunities-first-page');
    await expectAccessible(admin, 'manage opportunities, first page');

    // The keyboard user loads page after page: focus on the button, Enter, until it is gone.
    const button = loadMoreButton(admin);
    let presses = 0;
    let focusKept = 0;
    while ((await button.count()) > 0) {
      if (presses >= MAX_PRESSES) throw new Error(`Load more was still there after ${MAX_PRESSES} presses`);
      const before = await readCount(admin);
      await button.waitFor({ state: 'visible' });
      await expect(button.isEnabled()).resolves.toBe(true);
      await button.focus();
      await admin.keyboard.press('Enter');
      presses += 1;
      // The next page arrives: more rows shown (of the same total), as many cards as the count says.
      await admin.waitForFunction(
        ({ shown }) => {
          const line = document.querySelector('[data-testid="load-more"] p')?.textContent ?? '';
          const match = line.match(/^Showing (?:(\d+) of \d+|all (\d+))/);
          return match !== null && Number(match[1] ?? match[2]) > shown;
        },
        { shown: before.shown },
        { timeout: 15_000 },
      );
      await loadMoreRegion(admin).locator('[data-loading]').first().waitFor({ state: 'detached', timeout: 15_000 });
      const after = await readCount(admin);
      expect(after.total).toBe(total);
      expect(after.shown).toBe(Math.min(before.shown + pageSize, total));
      await expect(cardTitles(admin)).resolves.toHaveLength(after.shown);
      if ((await button.count()) > 0 && (await button.evaluate((element) => element === document.activeElement))) focusKept += 1;
    }
    expect(presses).toBe(Math.ceil(total / pageSize) - 1);

    // The end: all of them, the 130th on screen, each created title once and in closing-date order.
    await expect(readCount(admin)).resolves.toEqual({ shown: total, total, text: `Showing all ${total} ${NOUN}` });
    const lastCard = admin.getByRole('article', { name: last, exact: true });
    await lastCard.scrollIntoViewIfNeeded();
    await expect(lastCard.isVisible()).resolves.toBe(true);
    await expect(lastCard.getByRole('heading', { name: last, level: 2 }).isVisible()).resolves.toBe(true);
    const onScreen = await cardTitles(admin);
    expect(onScreen).toHaveLength(total);
    const times = new Map<string, number>();
    for (const title of onScreen) times.set(title, (times.get(title) ?? 0) + 1);
    const missingOrRepeated = titles.filter((title) => times.get(title) !== 1).map((title) => `${title}: ${times.get(title) ?? 0}`);
    expect(missingOrRepeated).toEqual([]);
    expect(onScreen.filter((title) => titles.includes(title))).toEqual(titles);
    expect(new Set(onScreen).size).toBe(onScreen.length);
    // LoadMore.tsx: with the last page in, focus moves from the (gone) button to the count line.
    await expect(countLine(admin).evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    console.log(`paging journey: ${total} opportunities, ${presses} presses of Load more, focus on the button after ${focusKept} of ${presses - 1} middle pages`);
    await admin.evaluate(() => window.scrollTo(0, 0));
    await snap(admin, 'paging-opportunities-all');
    await expectAccessible(admin, 'manage opportunities, all pages');
  },
  JOURNEY_TIMEOUT,
);

test(
  "on a 360 px phone the opportunities screen's Load more button is reachable and the page does not scroll sideways",
  async () => {
    const admin = await newPage();
    await logIn(admin, DEMO.admin, '/admin-dashboard');
    await expectUsableAtNarrowWidth(admin, 'manage-opportunities', '/opportunity', 'Manage Opportunities', (p) => [loadMoreButton(p)]);
    const first = await readCount(admin);
    const pageSize = first.shown;
    expect(first.shown).toBeLessThan(first.total);
    await snap(admin, 'paging-opportunities-360');

    // One more page, by keyboard: still no sideways scroll, and the button still reachable.
    const button = loadMoreButton(admin);
    await button.focus();
    await admin.keyboard.press('Enter');
    await admin.waitForFunction(
      (shown) => (document.querySelector('[data-testid="load-more"] p')?.textContent ?? '').startsWith(`Showing ${shown} `) || (document.querySelector('[data-testid="load-more"] p')?.textContent ?? '').startsWith(`Showing all `),
      Math.min(first.shown + pageSize, first.total),
      { timeout: 15_000 },
    );
    await settled(admin);
    await expectNoSidewaysScroll(admin, 'manage-opportunities, second page');
    if (first.total > 2 * pageSize) await expectReachable(admin, 'manage-opportunities, second page', button);
    await expectReachable(admin, 'manage-opportunities, second page', countLine(admin));
  },
  JOURNEY_TIMEOUT,
);
