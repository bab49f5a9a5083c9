import type { Page } from 'playwright-core';
import { DEMO, gql, loginAs } from './api';
import { baseUrl, snap } from './browser';
import { expectAccessible, journeyBrowser, logIn, unique } from './journey';
import { type RunningServer, startServer, stopServer } from './server';

// Spaced-repetition practice: a learner practises a course by keyboard alone (Space reveals, 3 or 4
// grades), sees the session's summary, comes back "tomorrow" (the server's clock moved on two days)
// and finds the cards graded Good due again. Its own server: the movable clock must not move the
// shared one.
const JOURNEY_TIMEOUT = 240_000;
const NARROW = 360;
const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;

let server: RunningServer;
let sharedBaseUrl: string | undefined;

beforeAll(async () => {
  server = await startServer({ MOVABLE_CLOCK: '1' });
  // api.ts and journey.ts talk to E2E_BASE_URL: point them at this server while this file runs.
  sharedBaseUrl = process.env.E2E_BASE_URL;
  process.env.E2E_BASE_URL = server.url;
}, 120_000);
afterAll(async () => {
  if (server) await stopServer({ pid: server.process.pid, dataDir: server.dataDir });
  process.env.E2E_BASE_URL = sharedBaseUrl;
}, 60_000);
const { newPage } = journeyBrowser();

const CARDS = [
  { question: 'What does JVM stand for?', answer: 'Java Virtual Machine', category: 'Platform' },
  { question: 'What is a class?', answer: 'A blueprint for objects', category: 'OOP' },
  { question: 'What keyword makes a constant?', answer: 'final', category: 'Syntax' },
];

/** A course of three cards, made through the API as the demo admin. */
async function courseWithCards(title: string): Promise<string> {
  const token = await loginAs(DEMO.admin.email, DEMO.admin.password);
  const course = await gql<{ createCourse: { id: string } }>(
    `mutation($input: CourseInput!) { createCourse(input: $input) { id } }`,
    { input: { title, description: 'Flash cards for the practice journey', level: 'FIRST_YEAR' } },
    token,
  );
  for (const card of CARDS) {
    await gql(`mutation($input: NewCourseQuestionInput!) { addCourseQuestion(input: $input) { id } }`, { input: { courseId: course.createCourse.id, ...card } }, token);
  }
  return course.createCourse.id;
}

/** The question on the card shown now. */
async function shownQuestion(page: Page): Promise<string> {
  const texts = await page.locator('main section p').allInnerTexts();
  const question = texts.find((text) => CARDS.some((card) => card.question === text.trim()));
  if (!question) throw new Error(`no card question among: ${texts.join(' | ')}`);
  return question.trim();
}

/** Reveals the shown card with Space, checks its answer and grades it with `key`; returns its question. */
async function gradeByKeyboard(page: Page, key: '3' | '4'): Promise<string> {
  const question = await shownQuestion(page);
  await page.keyboard.press('Space');
  const answer = page.getByRole('region', { name: 'Answer' });
  await answer.waitFor();
  expect((await answer.innerText()).trim()).toBe(CARDS.find((card) => card.question === question)!.answer);
  await page.keyboard.press(key);
  // The next card (or the summary) replaces this one.
  await page.getByRole('region', { name: 'Answer' }).waitFor({ state: 'detached' });
  return question;
}

test(
  'practises a course by keyboard, sees the summary, and finds the Good cards due again two days later',
  async () => {
    const title = unique('Java flash cards');
    const courseId = await courseWithCards(title);

    const page = await newPage();
    await logIn(page, DEMO.learner, '/');
    await page.goto(`${baseUrl()}/course-details/${courseId}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('0 due now · 3 new today').waitFor();
    await page.getByRole('link', { name: 'Practise' }).click();
    await page.waitForURL((url) => url.pathname === `/course-details/${courseId}/practise`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('3 left', { exact: true }).waitFor();
    await expectAccessible(page, 'practice card');

    // Reveal: the grade buttons name their intervals for screen readers.
    const first = await shownQuestion(page);
    await page.keyboard.press('Space');
    const grades = page.getByRole('group', { name: 'How well did you know it?' }).getByRole('button');
    const names = await grades.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
    expect(names).toHaveLength(4);
    names.forEach((name, i) => expect(name).toMatch(new RegExp(`^${['Again', 'Hard', 'Good', 'Easy'][i]}, \\d+(\\.\\d)? (min|h|days?|mo|yr) until next review$`)));
    await expectAccessible(page, 'practice card, answer shown');
    await snap(page, 'practice-card-revealed');
    await page.keyboard.press('3');
    await page.getByText('2 left', { exact: true }).waitFor();

    // The rest by keyboard: one more Good, then Easy (due days away, not "tomorrow").
    const second = await gradeByKeyboard(page, '3');
    const easy = await gradeByKeyboard(page, '4');
    const summary = page.getByRole('region', { name: 'Session complete' });
    await summary.waitFor();
    await expect(summary.innerText()).resolves.toMatch(/Reviewed\s*3/);
    await expect(summary.innerText()).resolves.toMatch(/Again\s*0/);
    await expect(summary.innerText()).resolves.toMatch(/Next due\s*\w{3} \d{2}, \d{4} - \d{1,2}:\d{2} (AM|PM)/);
    await expectAccessible(page, 'practice summary');
    await snap(page, 'practice-summary');

    // Two days later (the server's clock): the cards graded Good are due again, the Easy one is not.
    const moved = await fetch(`${server.url}/dev/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: TWO_DAYS_MS }) });
    expect(moved.status).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: 'Reveal Answer' }).waitFor();
    await page.getByText('2 left', { exact: true }).waitFor();
    expect([first, second]).toContain(await shownQuestion(page));
    expect(easy).not.toBe(first);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Due today \d+ cards?$/ }).getAttribute('href')).resolves.toBe('/user-dashboard');

    // On a phone (360 px): the card and its four grades fit; the due cards practised by keyboard.
    const phone = await newPage({ width: NARROW, height: 740 });
    await logIn(phone, DEMO.learner, '/');
    await phone.goto(`${baseUrl()}/course-details/${courseId}/practise`);
    await phone.getByRole('button', { name: 'Reveal Answer' }).waitFor();
    await phone.keyboard.press('Space');
    await phone.getByRole('group', { name: 'How well did you know it?' }).waitFor();
    const scrollWidth = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect({ scrollWidth, fits: scrollWidth <= NARROW }).toEqual({ scrollWidth, fits: true });
    await expectAccessible(phone, 'practice card at 360 px');
    await snap(phone, 'practice-card-narrow');
    await phone.keyboard.press('3');
    await phone.getByRole('region', { name: 'Answer' }).waitFor({ state: 'detached' });
    await gradeByKeyboard(phone, '3');
    await phone.getByRole('region', { name: 'Session complete' }).waitFor();
    await expectAccessible(phone, 'practice summary at 360 px');
  },
  JOURNEY_TIMEOUT,
);
