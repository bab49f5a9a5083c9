import { DEMO, gql, loginAs, publishedQuiz } from './api';
import { baseUrl, snap } from './browser';
import { expectAccessible, journeyBrowser, logIn, unique } from './journey';

// Live updates over GraphQL subscriptions. A tutor watches a quiz's insight panel while a
// learner, in another browser context, submits the quiz: the panel counts the attempt without a
// reload. The learner's chapter page then shows a quiz the tutor publishes, also without a reload.
const JOURNEY_TIMEOUT = 180_000;

const { newPage } = journeyBrowser();


test(
  "the tutor's insight panel counts a learner's attempt live; the learner's list gains a quiz the tutor publishes",
  async () => {
    const quizTitle = unique('Live check');
    const tutorToken = await loginAs(DEMO.tutor.email, DEMO.tutor.password);
    const { chapterId } = await publishedQuiz(tutorToken, quizTitle);

    // The tutor opens the quiz's insight: nobody has tried it yet, and the panel is live.
    const tutor = await newPage();
    await logIn(tutor, DEMO.tutor, '/tutor-dashboard');
    await tutor.goto(`${baseUrl()}/manage-chapters/${chapterId}/quizzes`);
    const card = tutor.getByRole('article', { name: quizTitle });
    await card.getByRole('button', { name: 'Insight' }).click();
    const panel = tutor.getByRole('region', { name: `Insight: ${quizTitle}` });
    await panel.getByText('No attempts yet').waitFor();
    await panel.getByText('Live', { exact: true }).waitFor();
    await expectAccessible(tutor, 'insight panel, live, no attempts');

    // The learner, in another context, takes the quiz: two of three right.
    const learner = await newPage();
    await logIn(learner, DEMO.learner, '/');
    await learner.goto(`${baseUrl()}/chapters/${chapterId}/quizzes`);
    await learner.getByRole('heading', { name: quizTitle, exact: true }).waitFor();
    await learner.getByRole('radio', { name: 'B. Right 1' }).check();
    await learner.getByRole('radio', { name: 'B. Right 2' }).check();
    await learner.getByRole('radio', { name: 'A. Wrong 3' }).check();
    await learner.getByRole('button', { name: 'Submit Quiz' }).click();
    await learner.getByRole('region', { name: 'Quiz Results' }).waitFor();

    // The tutor's panel shows the attempt, without a reload.
    const attempts = panel.locator('dt', { hasText: /^Attempts$/ }).locator('xpath=..');
    await attempts.waitFor({ timeout: 5_000 });
    await expect(attempts.innerText()).resolves.toMatch(/Attempts\s*1/);
    await expect(panel.getByText('1 of 1 passed').isVisible()).resolves.toBe(true);
    await expect(panel.getByRole('status').innerText()).resolves.toBe('1 attempt');
    await expect(panel.getByText('Live', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(card.getByText('1 attempt', { exact: true }).first().isVisible()).resolves.toBe(true);
    await snap(tutor, 'insight-live');
    await expectAccessible(tutor, 'insight panel, live, one attempt');

    // The tutor publishes a second quiz of the chapter: the learner's list shows it, without a reload.
    const secondTitle = unique('Live second');
    const second = await gql<{ createQuiz: { id: string } }>(
      `mutation($chapterId: ID!, $input: QuizInput!) { createQuiz(chapterId: $chapterId, input: $input) { id } }`,
      {
        chapterId,
        input: {
          title: secondTitle,
          instructions: 'Published while the learner is on the page.',
          questions: [{ questionText: 'A question published live?', options: ['No', 'Yes'], correctAnswerIndex: 1 }],
        },
      },
      tutorToken,
    );
    await gql(`mutation($id: ID!) { publishQuiz(id: $id) { id } }`, { id: second.createQuiz.id }, tutorToken);
    await learner.getByRole('heading', { name: secondTitle, exact: true }).waitFor({ timeout: 5_000 });
    await expect(learner.getByText('Published while the learner is on the page.').isVisible()).resolves.toBe(true);

    // Unpublished again: it leaves the learner's list.
    await gql(`mutation($id: ID!) { unpublishQuiz(id: $id) { id } }`, { id: second.createQuiz.id }, tutorToken);
    await learner.getByRole('heading', { name: secondTitle, exact: true }).waitFor({ state: 'detached', timeout: 5_000 });
    await expect(learner.getByRole('heading', { name: quizTitle, exact: true }).isVisible()).resolves.toBe(true);
  },
  JOURNEY_TIMEOUT,
);
