import type { Page } from 'playwright-core';
import { DEMO, gql, loginAs } from './api';
import { baseUrl, snap } from './browser';
import { expectAccessible, journeyBrowser, logIn, unique } from './journey';

// Timed and shuffled quizzes: a tutor sets a 1-minute limit and both shuffles in the Settings of
// the quiz builder; a learner starts the quiz, answers some questions (saved on the server),
// reloads (answers and order kept) and lets the countdown run out: the server's saved answers are
// submitted and marked.
const JOURNEY_TIMEOUT = 240_000;
const NARROW = 360;

const { newPage } = journeyBrowser();


/** An activity with one chapter, made through the API (the quiz itself goes through the UI). */
async function chapterOfTutor(tutorToken: string, title: string): Promise<string> {
  const activity = await gql<{ createActivity: { id: string } }>(
    `mutation($input: ActivityInput!) { createActivity(input: $input) { id } }`,
    { input: { title: `${title} activity`, description: 'Practice material for the timed journey' } },
    tutorToken,
  );
  const chapter = await gql<{ createChapter: { id: string } }>(
    `mutation($activityId: ID!, $input: ChapterInput!) { createChapter(activityId: $activityId, input: $input) { id } }`,
    { activityId: activity.createActivity.id, input: { title: `${title} chapter`, description: 'The chapter', content: 'HOMEWORK' } },
    tutorToken,
  );
  return chapter.createChapter.id;
}

/** The question texts in the order shown: each follows its "Question N" legend. */
const shownOrder = (page: Page): Promise<string[]> =>
  page
    .locator('form fieldset > legend')
    .evaluateAll((legends) => legends.filter((legend) => /^Question \d+/.test(legend.textContent ?? '')).map((legend) => legend.nextElementSibling?.textContent?.trim() ?? ''));

test(
  'a timed, shuffled quiz: set up in Settings, answers saved and kept over a reload, submitted when time runs out',
  async () => {
    const quizTitle = unique('Timed check');
    const tutorToken = await loginAs(DEMO.tutor.email, DEMO.tutor.password);
    const chapterId = await chapterOfTutor(tutorToken, quizTitle);

    // The tutor builds the quiz: three questions, the right option always "Right n".
    const tutor = await newPage();
    await logIn(tutor, DEMO.tutor, '/tutor-dashboard');
    await tutor.goto(`${baseUrl()}/manage-chapters/${chapterId}/create-quiz`);
    await tutor.getByRole('heading', { name: 'Create Quiz', level: 1 }).waitFor();
    await tutor.getByLabel('Quiz title').fill(quizTitle);
    await tutor.getByLabel('Instructions').fill('One minute for three questions.');
    const questionCard = (n: number) => tutor.locator('fieldset').filter({ has: tutor.locator('legend', { hasText: new RegExp(`^Question ${n}$`) }) });
    for (const n of [1, 2, 3]) {
      if (n > 1) await tutor.getByRole('button', { name: 'Add Question' }).click();
      const card = questionCard(n);
      await card.getByLabel('Question text').fill(`Timed question ${n}?`);
      const optionGroup = card.getByRole('group', { name: `Question ${n} options` });
      while ((await optionGroup.getByRole('textbox').count()) > 3) {
        await optionGroup.getByRole('button', { name: /^Remove option/ }).last().click();
      }
      for (const [optionIndex, option] of [`Wrong ${n}`, `Right ${n}`, `Other ${n}`].entries()) {
        await optionGroup.getByRole('textbox').nth(optionIndex).fill(option);
      }
      await card.getByLabel('Correct answer').selectOption({ label: `B. Right ${n}` });
    }

    // Settings: a 1-minute limit and both shuffles; correct answers shown right after submitting.
    const settings = tutor.getByRole('group', { name: 'Settings' });
    await settings.getByRole('switch', { name: 'Time limit' }).check();
    await settings.getByRole('spinbutton', { name: 'Time limit in minutes' }).fill('0');
    await tutor.getByRole('button', { name: 'Create Quiz' }).click();
    await settings.getByText('Time limit must be a whole number of minutes from 1 to 600').waitFor();
    await settings.getByRole('spinbutton', { name: 'Time limit in minutes' }).fill('1');
    await settings.getByRole('switch', { name: 'Shuffle questions' }).check();
    await settings.getByRole('switch', { name: 'Shuffle options' }).check();
    await expect(settings.getByLabel('When learners see correct answers').inputValue()).resolves.toBe('IMMEDIATELY');
    await expectAccessible(tutor, 'quiz settings form');
    await snap(tutor, 'timed-quiz-settings');
    await tutor.getByRole('button', { name: 'Create Quiz' }).click();
    await tutor.getByText('Quiz created successfully! Redirecting to Manage Quizzes...').waitFor();
    await tutor.waitForURL((url) => url.pathname === `/manage-chapters/${chapterId}/quizzes`);

    // Manage Quizzes: the settings' badges, then Publish.
    const quizItem = tutor.getByRole('article', { name: quizTitle });
    await quizItem.waitFor();
    const badges = quizItem.getByRole('list', { name: 'Settings' });
    await badges.getByText('1 min limit').waitFor();
    await badges.getByText('Shuffled questions').waitFor();
    await badges.getByText('Shuffled options').waitFor();
    await quizItem.getByRole('button', { name: 'Publish', exact: true }).click();
    await quizItem.getByText('Published', { exact: true }).waitFor();

    // The learner, on a phone (360 px), starts it: the questions come with the attempt, under a countdown.
    const learner = await newPage({ width: NARROW, height: 740 });
    await logIn(learner, DEMO.learner, '/');
    await learner.goto(`${baseUrl()}/chapters/${chapterId}/quizzes`);
    const card = learner.getByRole('article', { name: quizTitle });
    await card.getByText('Time limit: 1 minute').waitFor();
    await card.getByText('You will have 1 minute once you start').waitFor();
    expect(await card.getByRole('radio').count()).toBe(0);
    await card.getByRole('button', { name: 'Start quiz' }).click();
    const timer = card.getByRole('timer');
    await timer.waitFor();
    expect(await timer.innerText()).toMatch(/^0:[0-5]\d left$|^1:00 left$/);
    const order = await shownOrder(learner);
    expect([...order].sort()).toEqual(['Timed question 1?', 'Timed question 2?', 'Timed question 3?']);

    // Two right answers and one left unanswered; each pick is saved.
    await card.getByRole('radio', { name: /Right 1$/ }).check();
    await card.getByRole('radio', { name: /Right 3$/ }).check();
    await card.getByText('All answers saved').waitFor();
    const scrollWidth = await learner.evaluate(() => document.documentElement.scrollWidth);
    expect({ scrollWidth, fits: scrollWidth <= NARROW }).toEqual({ scrollWidth, fits: true });
    await expectAccessible(learner, 'timed quiz in progress');
    await snap(learner, 'timed-quiz-running');

    // A reload restores the attempt: the same order, the saved answers, the countdown still running.
    await learner.reload();
    await timer.waitFor();
    expect(await shownOrder(learner)).toEqual(order);
    await expect(card.getByRole('radio', { name: /Right 1$/ }).isChecked()).resolves.toBe(true);
    await expect(card.getByRole('radio', { name: /Right 3$/ }).isChecked()).resolves.toBe(true);
    await expect(card.getByRole('radio', { name: /Right 2$/ }).isChecked()).resolves.toBe(false);

    // At zero the attempt is submitted with the saved answers; marks show (IMMEDIATELY).
    const results = card.getByRole('region', { name: 'Quiz Results' });
    await results.waitFor({ timeout: 80_000 });
    await expect(results.innerText()).resolves.toMatch(/Score:\s*2 \/ 3/);
    await card.getByText('Not answered').waitFor();
    expect(await card.getByText('Your answer · Correct').count()).toBe(2);
    await snap(learner, 'timed-quiz-result');
  },
  JOURNEY_TIMEOUT,
);
