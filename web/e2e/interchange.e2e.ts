import { DEMO, gql, loginAs } from './api';
import { baseUrl, snap } from './browser';
import { expectAccessible, journeyBrowser, logIn, unique } from './journey';

// Importing a quiz: a tutor imports a GIFT file as a draft quiz, publishes it, and a learner takes it.
const JOURNEY_TIMEOUT = 180_000;

const { newPage } = journeyBrowser();


/** The tutor's own activity with one chapter (set up through the API). */
async function tutorChapter(token: string, title: string): Promise<string> {
  const activity = await gql<{ createActivity: { id: string } }>(
    `mutation($input: ActivityInput!) { createActivity(input: $input) { id } }`,
    { input: { title: `${title} activity`, description: 'Imported practice' } },
    token,
  );
  const chapter = await gql<{ createChapter: { id: string } }>(
    `mutation($activityId: ID!, $input: ChapterInput!) { createChapter(activityId: $activityId, input: $input) { id } }`,
    { activityId: activity.createActivity.id, input: { title, description: 'The chapter', content: 'HOMEWORK' } },
    token,
  );
  return chapter.createChapter.id;
}

// Two multiple-choice questions around an essay question (line 9), which GIFT import skips.
const GIFT_FILE = [
  '// Week one: the web',
  '::Capital:: What is the capital of France? {',
  '=Paris',
  '~Rome',
  '~Madrid',
  '}',
  '',
  '// Two answers marked right with a wrong one: a single choice that cannot be, skipped',
  '::Two right:: Which methods are safe? {=GET =HEAD ~POST}',
  '',
  '::Status:: Which status code means Created? {~200 =201 ~404}',
  '',
].join('\n');

test(
  'a tutor imports a GIFT file as a draft quiz, publishes it, and a learner takes it',
  async () => {
    const chapterTitle = unique('Imported web basics');
    const quizTitle = unique('Imported week one');
    const token = await loginAs(DEMO.tutor.email, DEMO.tutor.password);
    const chapterId = await tutorChapter(token, chapterTitle);
    const tutor = await newPage();
    await logIn(tutor, DEMO.tutor, '/tutor-dashboard');

    // Manage Quizzes (empty): Import questions goes to the import page.
    await tutor.goto(`${baseUrl()}/manage-chapters/${chapterId}/quizzes`);
    await tutor.getByRole('heading', { name: 'Manage Quizzes', level: 1 }).waitFor();
    // In the header and in the empty list's box alike.
    await tutor.getByText('No quizzes available for this chapter yet.').waitFor();
    await expect(tutor.getByRole('link', { name: 'Import questions' }).count()).resolves.toBe(2);
    await tutor.getByRole('link', { name: 'Import questions' }).last().click();
    await tutor.waitForURL((url) => url.pathname === `/manage-chapters/${chapterId}/import-quiz`);
    await tutor.getByRole('heading', { name: 'Import Questions', level: 1 }).waitFor();
    await tutor.getByText(`Chapter: ${chapterTitle}`).waitFor();

    // The file, from memory: its format comes from the extension, and the server previews it.
    await tutor.getByLabel('Question file').setInputFiles({ name: 'week-one.gift', mimeType: 'text/plain', buffer: Buffer.from(GIFT_FILE, 'utf8') });
    await expect(tutor.getByLabel('Format').inputValue()).resolves.toBe('GIFT');
    await tutor.getByText('2 questions ready to import, 1 skipped').waitFor();
    const preview = tutor.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { name: 'Question 1: Capital', level: 3 }).waitFor();
    await preview.getByRole('heading', { name: 'Question 2: Status', level: 3 }).waitFor();
    await expect(preview.getByRole('listitem').filter({ hasText: 'Paris' }).first().innerText()).resolves.toMatch(/Correct answer/);
    const skipped = tutor.getByRole('region', { name: 'Skipped' });
    await skipped.getByText('Line 9', { exact: true }).waitFor();
    await expect(skipped.innerText()).resolves.toMatch(/more than one correct answer/i);
    await expect(tutor.getByLabel('Title').inputValue()).resolves.toBe('week-one');
    await snap(tutor, 'import-quiz-preview');
    await expectAccessible(tutor, 'import questions with a preview');

    // Import as a new draft: the edit screen of the quiz opens.
    await tutor.getByLabel('Title').fill(quizTitle);
    await tutor.getByLabel('Instructions').fill('Pick one answer per question.');
    await tutor.getByRole('button', { name: 'Import 2 questions' }).click();
    await tutor.waitForURL(/\/manage-chapters\/[^/]+\/quizzes\/[^/]+\/edit$/);
    await tutor.getByText('Quiz imported as a draft').first().waitFor();
    await tutor.getByRole('heading', { name: 'Edit Quiz', level: 1 }).waitFor();
    await expect(tutor.getByLabel('Quiz title').inputValue()).resolves.toBe(quizTitle);

    // Manage Quizzes: the draft is listed; publish it.
    await tutor.goto(`${baseUrl()}/manage-chapters/${chapterId}/quizzes`);
    const quizItem = tutor.getByRole('article', { name: quizTitle });
    await quizItem.getByText('Draft', { exact: true }).waitFor();
    await expect(quizItem.innerText()).resolves.toMatch(/2 questions/);
    await quizItem.getByRole('button', { name: 'Publish', exact: true }).click();
    await quizItem.getByText('Published', { exact: true }).waitFor();

    // Export from the card's menu (with the mouse): the GIFT file the server makes is downloaded.
    await quizItem.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([tutor.waitForEvent('download'), tutor.getByRole('menuitem', { name: 'GIFT' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.gift(\.txt)?$/);
    await tutor.getByText(`Downloaded ${download.suggestedFilename()}`).waitFor();

    // A learner takes it and sees the result.
    const learner = await newPage();
    await logIn(learner, DEMO.learner, '/');
    await learner.goto(`${baseUrl()}/chapters/${chapterId}/quizzes`);
    await learner.getByRole('heading', { name: quizTitle, exact: true }).waitFor();
    await learner.getByRole('radio', { name: 'A. Paris' }).check();
    await learner.getByRole('radio', { name: 'B. 201' }).check();
    await learner.getByRole('button', { name: 'Submit Quiz' }).click();
    const results = learner.getByRole('region', { name: 'Quiz Results' });
    await results.waitFor();
    await expect(results.innerText()).resolves.toMatch(/2 \/ 2[\s\S]*100%/);
    await snap(learner, 'imported-quiz-result');

    // The import page on a 360 px phone: nothing scrolls sideways.
    await tutor.setViewportSize({ width: 360, height: 740 });
    await tutor.goto(`${baseUrl()}/manage-chapters/${chapterId}/import-quiz`);
    await tutor.getByRole('heading', { name: 'Import Questions', level: 1 }).waitFor();
    await tutor.getByLabel('Question file').setInputFiles({ name: 'week-one.gift', mimeType: 'text/plain', buffer: Buffer.from(GIFT_FILE, 'utf8') });
    await tutor.getByText('2 questions ready to import, 1 skipped').waitFor();
    await expect(tutor.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
    await expect(tutor.getByRole('button', { name: 'Import 2 questions' }).isEnabled()).resolves.toBe(true);
    await snap(tutor, 'import-quiz-360');
  },
  JOURNEY_TIMEOUT,
);

test(
  'a tutor imports tab-separated cards into a course, with a category, and exports the questions as CSV',
  async () => {
    const token = await loginAs(DEMO.tutor.email, DEMO.tutor.password);
    const courseTitle = unique('Imported cards');
    const { createCourse } = await gql<{ createCourse: { id: string } }>(
      `mutation($input: CourseInput!) { createCourse(input: $input) { id } }`,
      { input: { title: courseTitle, description: 'Cards from Quizlet', level: 'FIRST_YEAR' } },
      token,
    );
    const tutor = await newPage();
    await logIn(tutor, DEMO.tutor, '/tutor-dashboard');
    await tutor.goto(`${baseUrl()}/course/${createCourse.id}/questions`);
    await tutor.getByRole('heading', { name: 'Existing Questions (0)' }).waitFor();

    await tutor.getByRole('button', { name: 'Import questions' }).click();
    const panel = tutor.getByRole('region', { name: 'Import questions' });
    // Two cards and a line without a tab (line 3), as Quizlet exports them.
    const cards = ['HTTP\tHypertext Transfer Protocol', 'DNS\tDomain Name System', 'no tab here', ''].join('\n');
    await panel.getByLabel('Questions file').setInputFiles({ name: 'quizlet.txt', mimeType: 'text/plain', buffer: Buffer.from(cards, 'utf8') });
    await expect(panel.getByLabel('Format').inputValue()).resolves.toBe('TSV');
    await panel.getByText('Category is required').waitFor();
    await panel.getByLabel('Category').fill('Acronyms');
    await panel.getByText('2 questions ready to import, 1 skipped').waitFor();
    await panel.getByRole('region', { name: 'Skipped' }).getByText('Line 3', { exact: true }).waitFor();
    await expectAccessible(tutor, 'course question import with a preview');

    await panel.getByRole('button', { name: 'Import 2 questions' }).click();
    await tutor.getByText('2 questions imported').first().waitFor();
    await tutor.getByRole('heading', { name: 'Existing Questions (2)' }).waitFor();
    await tutor.getByText('2. DNS').waitFor();

    const [download] = await Promise.all([tutor.waitForEvent('download'), tutor.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    await tutor.getByText(`Downloaded ${download.suggestedFilename()}`).waitFor();
  },
  JOURNEY_TIMEOUT,
);
