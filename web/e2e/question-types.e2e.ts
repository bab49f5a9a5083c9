// Issue 35 in a real browser: a learner answers a quiz of every question type (an essay among them)
// and sees "Awaiting grading"; the tutor grades the essay from the Grading queue with the keyboard;
// the learner then sees the final score and the tutor's comment.
import type { Page } from 'playwright-core';
import { DEMO, gql, loginAs } from './api';
import { baseUrl, snap, uniqueEmail } from './browser';
import { expectAccessible, journeyBrowser, logIn, settled, unique } from './journey';
import { signUpByApi } from './signup';

const { newPage } = journeyBrowser();

const EVERY_TYPE = [
  { questionText: 'Capital of France?', options: ['Paris', 'Lyon'], correctAnswerIndex: 0 },
  { type: 'MULTIPLE_RESPONSE', questionText: 'Which are primes?', options: ['2', '3', '4'], optionCredits: [0.5, 0.5, -1], optionFeedback: ['Yes', null, 'Even'] },
  { type: 'TRUE_FALSE', questionText: 'The sky is blue.', correctBoolean: true },
  { type: 'SHORT_ANSWER', questionText: 'Grant is ___ in his tomb.', acceptedAnswers: [{ text: 'entomb*', credit: 1, feedback: 'Yes' }] },
  { type: 'NUMERICAL', questionText: 'When was Grant born?', numericAnswers: [{ value: 1822, tolerance: 2, credit: 1 }] },
  { type: 'MATCHING', questionText: 'Match the sounds', pairs: [{ prompt: 'cat', match: 'meow' }, { prompt: 'dog', match: 'woof' }], extraMatches: ['quack'] },
  { type: 'ESSAY', questionText: 'Discuss loops.', points: 4 },
];

async function everyTypeQuiz(title: string): Promise<{ chapterId: string }> {
  const token = await loginAs(DEMO.tutor.email, DEMO.tutor.password);
  const { createActivity } = await gql<{ createActivity: { id: string } }>(`mutation($input: ActivityInput!) { createActivity(input: $input) { id } }`, {
    input: { title: `${title} activity`, description: 'Every kind of question' },
  }, token);
  const { createChapter } = await gql<{ createChapter: { id: string } }>(
    `mutation($activityId: ID!, $input: ChapterInput!) { createChapter(activityId: $activityId, input: $input) { id } }`,
    { activityId: createActivity.id, input: { title: `${title} chapter`, description: 'Types', content: 'ACTIVITY' } },
    token,
  );
  const { createQuiz } = await gql<{ createQuiz: { id: string } }>(`mutation($chapterId: ID!, $input: QuizInput!) { createQuiz(chapterId: $chapterId, input: $input) { id } }`, {
    chapterId: createChapter.id,
    input: { title, instructions: 'Answer every question.', questions: EVERY_TYPE },
  }, token);
  await gql(`mutation($id: ID!) { publishQuiz(id: $id) { id } }`, { id: createQuiz.id }, token);
  return { chapterId: createChapter.id };
}

const question = (page: Page, n: number) => page.getByRole('group', { name: new RegExp(`^Question ${n}\\b`) });

test('a learner answers every question type, the tutor grades the essay from the queue, the learner sees the final score', async () => {
  const title = unique('Every type');
  const { chapterId } = await everyTypeQuiz(title);
  const learner = { name: 'Thandi', surname: 'Types', email: uniqueEmail('types'), password: 'secret123' };
  await signUpByApi(learner);

  const page = await newPage();
  await logIn(page, learner, '/');
  await page.goto(`${baseUrl()}/chapters/${chapterId}/quizzes`);
  const card = page.getByRole('article', { name: title });
  await card.waitFor();
  await question(page, 1).getByRole('radio', { name: 'A. Paris' }).check();
  await question(page, 2).getByRole('checkbox', { name: 'A. 2' }).check();
  await question(page, 2).getByRole('checkbox', { name: 'B. 3' }).check();
  await question(page, 3).getByRole('radio', { name: 'True' }).check();
  await question(page, 4).getByRole('textbox', { name: 'Your answer' }).fill('Entombed');
  await question(page, 5).getByRole('textbox', { name: 'Your answer' }).fill('1823');
  await question(page, 6).getByRole('combobox', { name: 'cat' }).selectOption('meow');
  await question(page, 6).getByRole('combobox', { name: 'dog' }).selectOption('woof');
  await question(page, 7).getByRole('textbox', { name: 'Your answer' }).fill('A for loop counts; a while loop waits for a condition.');
  await page.getByText('7 of 7 answered').waitFor();
  await expectAccessible(page, 'a quiz of every question type, answered');
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  // Every auto-graded answer is right (6 of 10 points); the essay waits for the tutor.
  await card.getByText('Awaiting grading').first().waitFor();
  await expect(card.innerText()).resolves.toMatch(/6 \/ 10/);
  await snap(page, 'quiz-every-type-awaiting-grading');
  await expectAccessible(page, 'results awaiting grading');

  const tutor = await newPage();
  await logIn(tutor, DEMO.tutor, '/tutor-dashboard');
  await tutor.goto(`${baseUrl()}/grading`);
  await tutor.getByRole('heading', { name: 'Grading', level: 1 }).waitFor();
  const essay = tutor.getByRole('article', { name: `${title}: question 7` });
  await essay.waitFor();
  await expect(essay.innerText()).resolves.toContain('a while loop waits for a condition');
  await settled(tutor);
  await expectAccessible(tutor, 'the grading queue');
  await essay.getByRole('textbox', { name: 'Comment (optional)' }).fill('Good: name the condition next time.');
  const points = essay.getByRole('spinbutton', { name: /Points \(0 to 4\)/ });
  await points.fill('3.5');
  await points.press('Enter');
  await tutor.getByText('Grade saved').first().waitFor();
  await essay.waitFor({ state: 'detached' });

  // The learner's result is final: 9.5 of 10, with the tutor's comment.
  await page.reload();
  await card.waitFor();
  await expect(card.innerText()).resolves.toMatch(/9\.5 \/ 10/);
  await card.getByText('Good: name the condition next time.').waitFor();
  await expect(card.getByText('Awaiting grading').count()).resolves.toBe(0);
  await snap(page, 'quiz-every-type-graded');
});
