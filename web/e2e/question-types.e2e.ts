// Question types and essay grading in a real browser: the tutor builds a quiz of every question
// type in the quiz builder and publishes it; a learner answers it (an essay among them) and sees
// "Awaiting grading"; the tutor grades the essay from the Grading queue with the keyboard, then
// changes the grade under Graded; the learner then sees the final score and the tutor's comment.
import type { Page } from 'playwright-core';
import { DEMO, gql, loginAs } from './api';
import { baseUrl, snap, uniqueEmail } from './browser';
import { atPhoneWidth, expectAccessible, journeyBrowser, logIn, questionGroup as question, settled, unique } from './journey';
import { signUpByApi } from './signup';

const { newPage } = journeyBrowser();

async function chapterOfDemoTutor(title: string): Promise<string> {
  const token = await loginAs(DEMO.tutor.email, DEMO.tutor.password);
  const { createActivity } = await gql<{ createActivity: { id: string } }>(`mutation($input: ActivityInput!) { createActivity(input: $input) { id } }`, {
    input: { title: `${title} activity`, description: 'Every kind of question' },
  }, token);
  const { createChapter } = await gql<{ createChapter: { id: string } }>(
    `mutation($activityId: ID!, $input: ChapterInput!) { createChapter(activityId: $activityId, input: $input) { id } }`,
    { activityId: createActivity.id, input: { title: `${title} chapter`, description: 'Types', content: 'ACTIVITY' } },
    token,
  );
  return createChapter.id;
}

/** The tutor builds one question of each type in the quiz builder, creates the quiz and publishes it. */
async function buildEveryTypeQuiz(tutor: Page, chapterId: string, title: string): Promise<void> {
  await tutor.goto(`${baseUrl()}/manage-chapters/${chapterId}/create-quiz`);
  await tutor.getByRole('heading', { name: 'Create Quiz', level: 1 }).waitFor();
  await tutor.getByLabel('Quiz title').fill(title);
  await tutor.getByLabel('Instructions').fill('Answer every question.');
  const card = (n: number) => tutor.getByRole('group', { name: `Question ${n}`, exact: true });
  const typed = async (n: number, type: string, text: string) => {
    if (n > 1) await tutor.getByRole('button', { name: 'Add Question' }).click();
    await card(n).getByLabel('Question type').selectOption({ label: type });
    await card(n).getByLabel('Question text').fill(text);
  };
  // Options: a new question has four; keep `texts.length` of them.
  const options = async (n: number, texts: string[]) => {
    const group = card(n).getByRole('group', { name: `Question ${n} options` });
    while ((await group.getByRole('button', { name: /^Remove option/ }).count()) > texts.length) await group.getByRole('button', { name: /^Remove option/ }).last().click();
    for (const [i, text] of texts.entries()) await group.getByLabel(new RegExp(`^Option ${'ABCD'[i]}`)).fill(text);
  };
  const field = (n: number, name: string) => card(n).getByLabel(`Question ${n}, ${name}`, { exact: true });

  await typed(1, 'Single choice', 'Capital of France?');
  await options(1, ['Paris', 'Lyon']);
  await card(1).getByLabel('Correct answer').selectOption({ label: 'A. Paris' });

  await typed(2, 'Multiple response', 'Which are primes?');
  await options(2, ['2', '3', '4']);
  for (const [letter, credit] of [['A', '50'], ['B', '50'], ['C', '-100']]) await field(2, `option ${letter} credit (percent)`).fill(credit);

  await typed(3, 'True/False', 'The sky is blue.');
  await card(3).getByLabel('The statement is').selectOption({ label: 'True' });

  await typed(4, 'Short answer', 'Grant is ___ in his tomb.');
  await field(4, 'accepted answer 1').fill('entomb*');

  await typed(5, 'Numerical', 'When was Grant born?');
  await field(5, 'accepted number 1 value').fill('1822');
  await field(5, 'accepted number 1 tolerance').fill('2');

  await typed(6, 'Matching', 'Match the sounds');
  await field(6, 'pair 1 prompt').fill('cat');
  await field(6, 'pair 1 match').fill('meow');
  await field(6, 'pair 2 prompt').fill('dog');
  await field(6, 'pair 2 match').fill('woof');
  await card(6).getByRole('button', { name: 'Add extra match' }).click();
  await field(6, 'extra match 1').fill('quack');

  await typed(7, 'Essay', 'Discuss loops.');
  await field(7, 'points').fill('4');

  await expectAccessible(tutor, 'the quiz builder with every question type');
  await snap(tutor, 'create-quiz-every-type');
  await atPhoneWidth(tutor, 'the quiz builder with every question type, 360 px');
  await tutor.getByRole('button', { name: 'Create Quiz' }).click();
  await tutor.getByText('Quiz created successfully! Redirecting to Manage Quizzes...').waitFor();
  await tutor.waitForURL((url) => url.pathname === `/manage-chapters/${chapterId}/quizzes`);
  const item = tutor.getByRole('article', { name: title });
  await expect(item.innerText()).resolves.toMatch(/7 questions/);
  await item.getByRole('button', { name: 'Publish', exact: true }).click();
  await item.getByText('Published', { exact: true }).waitFor();
}


test('a tutor builds a quiz of every question type, a learner answers it, the tutor grades the essay from the queue and changes the grade under Graded, the learner sees the final score', async () => {
  const title = unique('Every type');
  const chapterId = await chapterOfDemoTutor(title);
  const tutor = await newPage();
  await logIn(tutor, DEMO.tutor, '/tutor-dashboard');
  await buildEveryTypeQuiz(tutor, chapterId, title);
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
  await atPhoneWidth(page, 'a quiz of every question type, answered, 360 px');
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  // Every auto-graded answer is right (6 of 10 points); the essay waits for the tutor.
  await card.getByText('Awaiting grading').first().waitFor();
  await expect(card.innerText()).resolves.toMatch(/6 \/ 10/);
  await snap(page, 'quiz-every-type-awaiting-grading');
  await expectAccessible(page, 'results awaiting grading');
  await atPhoneWidth(page, 'results awaiting grading, 360 px');

  await tutor.goto(`${baseUrl()}/grading`);
  await tutor.getByRole('heading', { name: 'Grading', level: 1 }).waitFor();
  const essay = tutor.getByRole('article', { name: `${title}: question 7` });
  await essay.waitFor();
  await expect(essay.innerText()).resolves.toContain('a while loop waits for a condition');
  await settled(tutor);
  await expectAccessible(tutor, 'the grading queue');
  await atPhoneWidth(tutor, 'the grading queue, 360 px');
  await essay.getByRole('textbox', { name: 'Comment (optional)' }).fill('Good: name the condition next time.');
  const points = essay.getByRole('spinbutton', { name: /Points \(0 to 4\)/ });
  await points.fill('3.5');
  await points.press('Enter');
  await tutor.getByText('Grade saved').first().waitFor();
  await essay.waitFor({ state: 'detached' });

  // The tutor changes the grade later, under Graded: the essay is there with its grade and comment.
  await tutor.getByRole('tab', { name: 'Graded' }).click();
  await tutor.waitForURL(/[?&]view=graded/);
  const graded = tutor.getByRole('article', { name: `${title}: question 7` });
  await graded.waitFor();
  await graded.getByText('3.5 of 4').waitFor();
  await graded.getByText('Comment: Good: name the condition next time.').waitFor();
  await settled(tutor);
  await expectAccessible(tutor, 'the graded essays');
  await atPhoneWidth(tutor, 'the graded essays, 360 px');
  const newPoints = graded.getByRole('spinbutton', { name: /Points \(0 to 4\)/ });
  await expect(newPoints.inputValue()).resolves.toBe('3.5');
  await newPoints.fill('4');
  await newPoints.press('Enter');
  await tutor.getByText('Grade changed to 4 of 4').first().waitFor();
  await graded.getByText('4 of 4').waitFor();
  // The view survives a reload, with the grade as the server has it.
  await tutor.reload();
  await tutor.getByRole('tab', { name: 'Graded', selected: true }).waitFor();
  await tutor.getByRole('article', { name: `${title}: question 7` }).getByText('4 of 4').waitFor();

  // The learner's result is final: 10 of 10, with the tutor's comment.
  await page.reload();
  await card.waitFor();
  await expect(card.innerText()).resolves.toMatch(/10 \/ 10/);
  await card.getByText('Good: name the condition next time.').waitFor();
  await expect(card.getByText('Awaiting grading').count()).resolves.toBe(0);
  await snap(page, 'quiz-every-type-graded');
}, 180_000); // the longest journey: two browsers, every question type, grading and regrading
