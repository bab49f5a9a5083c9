import type { Browser, Page } from 'playwright-core';
import { DEMO, gql, loginAs, pdfBytes, publishedQuiz, uploadPaper } from './api';
import { baseUrl, launchBrowser, seriousA11yViolations, snap, uniqueEmail } from './browser';
import { signUpInBrowser } from './signup';

let browser: Browser;
let page: Page;
let quizTitle: string;
let paperTitle: string;
let opportunityId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const tutor = await loginAs(DEMO.tutor.email, DEMO.tutor.password);
  const admin = await loginAs(DEMO.admin.email, DEMO.admin.password);
  quizTitle = `Loops check ${Date.now().toString(36)}`;
  await publishedQuiz(tutor, quizTitle);
  paperTitle = `Exam 2024 ${Date.now().toString(36)}`;
  await uploadPaper(admin, { title: paperTitle, description: 'Final exam with memo', paperType: 'EXAM' });
  const closing = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const opportunity = await gql<{ createOpportunity: { id: string } }>(
    `mutation($input: NewOpportunityInput!) { createOpportunity(input: $input) { id } }`,
    { input: { title: 'Graduate internship', type: 'INTERNSHIP', description: 'Twelve months in a product team', link: '', closingDate: closing } },
    admin,
  );
  opportunityId = opportunity.createOpportunity.id;
});
afterAll(() => browser?.close());

beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});
afterEach(() => page?.close());

async function expectAccessible(name: string): Promise<void> {
  const violations = await seriousA11yViolations(page);
  expect({ page: name, violations }).toEqual({ page: name, violations: [] });
}

async function signUp(): Promise<string> {
  const email = uniqueEmail('learner');
  await signUpInBrowser(page, { name: 'Lindiwe', surname: 'Mokoena', email, password: 'secret123' });
  return email;
}

test('a visitor reads a course and reveals an answer', async () => {
  // A course with cards to reveal (other journeys on this server add courses of their own, some without).
  const { courses } = await gql<{ courses: { nodes: { id: string; title: string; questions: { nodes: { id: string }[] } }[] } }>(
    `{ courses(first: 100) { nodes { id title questions(first: 1) { nodes { id } } } } }`,
  );
  const course = courses.nodes.find((item) => item.questions.nodes.length > 0)!;
  await page.goto(`${baseUrl()}/course-details/${course.id}`);
  await page.getByRole('heading', { name: course.title }).waitFor();
  await expect(page.getByRole('link', { name: 'Back to courses' }).isVisible()).resolves.toBe(true);
  const reveal = page.getByRole('button', { name: 'Reveal Answer' }).first();
  await reveal.click();
  await page.getByRole('button', { name: 'Hide Answer' }).first().waitFor();
  await snap(page, 'course-viewer');
  await expectAccessible('course viewer');
});

test('a learner signs up, searches the catalogue and opens a paper’s PDF', async () => {
  await signUp();
  await page.getByLabel('Search courses').fill('  databases ');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByText('Found 1 course(s) for "databases"').waitFor();
  await page.getByRole('heading', { name: 'Databases and SQL' }).waitFor();
  await snap(page, 'home-search');
  await expectAccessible('home');

  await page.goto(`${baseUrl()}/papers`);
  await page.getByRole('heading', { name: 'Past Papers Archive' }).waitFor();
  await page.getByText(paperTitle).waitFor();
  const link = page.getByRole('link', { name: /Download PDF \(\d+ KB\)/ }).first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/files\//);
  const pdf = await page.request.get(`${baseUrl()}${href!}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.from(await pdf.body()).equals(pdfBytes())).toBe(true);
  await snap(page, 'papers');
  await expectAccessible('papers');
});

test('a learner takes a published quiz with the keyboard, sees the result, cannot retake it, and finds it in My Quiz Results', async () => {
  await signUp();
  await page.goto(`${baseUrl()}/activity`);
  await page.getByRole('heading', { name: 'Available Activities' }).waitFor();
  await page.getByRole('link', { name: new RegExp(`${quizTitle} activity`) }).first().click();
  await page.getByRole('link', { name: /View Quizzes/ }).first().waitFor();
  await snap(page, 'chapters');
  await expectAccessible('chapters');
  await page.getByRole('link', { name: /View Quizzes/ }).first().click();
  await page.getByRole('heading', { name: quizTitle, exact: true }).waitFor();
  await snap(page, 'quiz-taking');
  await expectAccessible('quiz taking');

  // Keyboard only: arrows move the pick within a question, Space picks, Tab reaches Submit.
  const submit = page.getByRole('button', { name: 'Submit Quiz' });
  expect(await submit.isDisabled()).toBe(true);
  await page.getByRole('radio', { name: 'A. Wrong 1' }).focus();
  await page.keyboard.press('ArrowDown'); // B. Right 1
  await page.getByRole('radio', { name: 'A. Wrong 2' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown'); // B. Right 2
  await page.getByRole('radio', { name: 'A. Wrong 3' }).focus();
  await page.keyboard.press('Space'); // A. Wrong 3
  expect(await page.getByRole('radio', { name: 'B. Right 1' }).isChecked()).toBe(true);
  // Picks survive a reload until submitted.
  await page.reload();
  await page.getByRole('heading', { name: quizTitle, exact: true }).waitFor();
  expect(await page.getByRole('radio', { name: 'B. Right 2' }).isChecked()).toBe(true);
  await submit.focus();
  await page.keyboard.press('Enter');

  const results = page.getByRole('region', { name: 'Quiz Results' });
  await results.waitFor();
  await expect(results.innerText()).resolves.toMatch(/2 \/ 3[\s\S]*67%/);
  await expect(results.getByText('Passed').isVisible()).resolves.toBe(true);
  await snap(page, 'quiz-result');

  // Taken once: after a reload it opens submitted, with no way to submit again.
  await page.reload();
  await page.getByRole('region', { name: 'Quiz Results' }).waitFor();
  expect(await page.getByRole('button', { name: 'Submit Quiz' }).count()).toBe(0);

  await page.getByRole('link', { name: 'View Detailed Results' }).click();
  await page.getByRole('heading', { name: 'My Quiz Results' }).waitFor();
  await page.getByText(quizTitle).first().waitFor();
  const body = await page.locator('main').innerText();
  expect(body).toMatch(/Total Attempts\s*1/);
  expect(body).toMatch(/Passed Quizzes\s*1/);
  expect(body).toMatch(/Average Score\s*66\.7%/);
  expect(body).toContain(quizTitle);
  await snap(page, 'quiz-results-page');
  await expectAccessible('my quiz results');
});

test('every learner page has no serious accessibility violation and works at 360 px', async () => {
  await signUp();
  for (const [path, heading] of [
    ['/activity', 'Available Activities'],
    ['/books', 'Search Free Programming Books'],
    ['/community', 'Community'],
    ['/connections', 'Opportunities'],
    [`/opportunity/${opportunityId}`, 'Graduate internship'],
    ['/profile', 'My Profile'],
    ['/user-dashboard', /Welcome/],
    ['/about', /About/],
    ['/contact', 'Contact Us'],
    ['/privacy-policy', /Privacy Policy/],
  ] as [string, string | RegExp][]) {
    await page.goto(`${baseUrl()}${path}`);
    await page.getByRole('heading', { name: heading, level: 1 }).first().waitFor();
    await snap(page, path.slice(1).replace(/\//g, '-'));
    await expectAccessible(path);
  }
  // Small screens get the hamburger menu.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${baseUrl()}/user-dashboard`);
  const menu = page.getByRole('button', { name: /menu/i });
  await menu.click();
  await page.getByRole('link', { name: 'My Dashboard' }).last().waitFor();
  await snap(page, 'mobile-menu');
});
