// The question bank and regrades in a real browser: a tutor imports a GIFT file into the question
// bank, builds a quiz of a fixed bank question and a random slot in the quiz builder, a learner
// takes it; the tutor fixes the fixed question's wrong key in the bank, previews the regrade ("1
// attempt: 2/3 → 3/3"), applies it, and the learner sees the new score with its regrade note.
import type { Page } from 'playwright-core';
import { DEMO, gql, loginAs } from './api';
import { baseUrl, snap, uniqueEmail } from './browser';
import { atPhoneWidth, expectAccessible, journeyBrowser, logIn, questionGroup as question, settled, unique } from './journey';
import { signUpByApi } from './signup';

const { newPage } = journeyBrowser();

// The fixed question's key is wrong (5); the pool's three are true statements.
const giftFile = (fixedTag: string, poolTag: string) => `$CATEGORY: ${fixedTag}

::Sum:: What is 2 + 2? {~4 =5 ~22}

$CATEGORY: ${poolTag}

::Loop A:: A for loop can count from 1 to 10. {T}

::Loop B:: A while loop checks its condition before each run. {T}

::Loop C:: break leaves the loop it is in. {T}
`;

async function chapterOfDemoTutor(title: string): Promise<string> {
  const token = await loginAs(DEMO.tutor.email, DEMO.tutor.password);
  const { createActivity } = await gql<{ createActivity: { id: string } }>(`mutation($input: ActivityInput!) { createActivity(input: $input) { id } }`, {
    input: { title: `${title} activity`, description: 'Built from the bank' },
  }, token);
  const { createChapter } = await gql<{ createChapter: { id: string } }>(
    `mutation($activityId: ID!, $input: ChapterInput!) { createChapter(activityId: $activityId, input: $input) { id } }`,
    { activityId: createActivity.id, input: { title: `${title} chapter`, description: 'Bank', content: 'ACTIVITY' } },
    token,
  );
  return createChapter.id;
}

async function importIntoBank(tutor: Page, gift: string): Promise<void> {
  await tutor.goto(`${baseUrl()}/question-bank/import`);
  await tutor.getByRole('heading', { name: 'Import into bank', level: 1 }).waitFor();
  await tutor.getByLabel('Question file').setInputFiles({ name: 'bank.gift', mimeType: 'text/plain', buffer: Buffer.from(gift, 'utf8') });
  const submit = tutor.getByRole('button', { name: 'Import 4 questions' });
  await submit.waitFor();
  await expectAccessible(tutor, 'the bank import, previewed');
  await submit.click();
  await tutor.getByText('Imported 4 questions into your bank').first().waitFor();
  await tutor.waitForURL((url) => url.pathname === '/question-bank');
}


test('a tutor imports into the bank, builds a quiz with a fixed and a random slot, a learner takes it, the tutor fixes a key and regrades, the learner sees the new score', async () => {
  const title = unique('Bank quiz');
  const fixedTag = unique('Sums');
  const poolTag = unique('Loop facts');
  const chapterId = await chapterOfDemoTutor(title);
  const tutor = await newPage();
  await logIn(tutor, DEMO.tutor, '/tutor-dashboard');
  await importIntoBank(tutor, giftFile(fixedTag, poolTag));

  await buildQuiz(tutor, chapterId, title, poolTag);

  // The learner answers what is true: 4, and True twice. The key says 5: 2/3.
  const learner = { name: 'Bongani', surname: 'Bank', email: uniqueEmail('bank'), password: 'secret123' };
  await signUpByApi(learner);
  const page = await newPage();
  await logIn(page, learner, '/');
  await page.goto(`${baseUrl()}/chapters/${chapterId}/quizzes`);
  const card = page.getByRole('article', { name: title });
  await card.waitFor();
  await question(page, 1).getByRole('radio', { name: 'A. 4' }).check();
  await question(page, 2).getByRole('radio', { name: 'True' }).check();
  await question(page, 3).getByRole('radio', { name: 'True' }).check();
  await page.getByText('3 of 3 answered').waitFor();
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  await card.getByText(/2 \/ 3/).first().waitFor();

  // The tutor fixes the key in the bank (version 2), then moves the quiz to it with a regrade.
  await tutor.goto(`${baseUrl()}/question-bank?tag=${encodeURIComponent(fixedTag)}`);
  await tutor.getByRole('link', { name: 'Edit Sum' }).click();
  await tutor.getByLabel('Correct answer').selectOption({ label: 'A. 4' });
  await tutor.getByRole('button', { name: 'Save changes' }).click();
  await tutor.getByText(/version 2/).first().waitFor();
  await tutor.getByRole('button', { name: `Update to version 2: ${title}` }).click();
  const dialog = tutor.getByRole('dialog');
  await dialog.getByText('1 attempt: 2/3 → 3/3').waitFor();
  await settled(tutor);
  await expectAccessible(tutor, 'the regrade preview');
  await atPhoneWidth(tutor, 'the regrade preview, 360 px');
  await snap(tutor, 'regrade-preview');
  await dialog.getByRole('button', { name: 'Apply to 1 attempt' }).click();
  await dialog.getByText(/Regraded: 1 of 1 attempt/).waitFor();
  await snap(tutor, 'regrade-done');

  // The learner's results say so (live, or on the next read).
  await page.goto(`${baseUrl()}/quiz/results`);
  const regrades = page.getByRole('list', { name: 'Regrades' });
  await regrades.waitFor();
  await expect(regrades.innerText()).resolves.toMatch(/Regraded on .*: 2\/3 → 3\/3/);
  await expectAccessible(page, 'results with a regrade');
  await atPhoneWidth(page, 'results with a regrade, 360 px');
});

/** The tutor builds the quiz in the builder: the bank's "Sum" as a fixed question and a random slot of 2 from the pool. */
async function buildQuiz(tutor: Page, chapterId: string, title: string, poolTag: string): Promise<void> {
  await tutor.goto(`${baseUrl()}/manage-chapters/${chapterId}/create-quiz`);
  await tutor.getByRole('heading', { name: 'Create Quiz', level: 1 }).waitFor();
  await tutor.getByLabel('Quiz title').fill(title);
  await tutor.getByLabel('Instructions').fill('Answer all.');
  await tutor.getByRole('button', { name: 'Add from bank' }).click();
  const picker = tutor.getByRole('dialog', { name: 'Add from bank' });
  await picker.getByLabel('Search the bank').fill('2 + 2');
  await picker.getByRole('checkbox', { name: 'Sum' }).check();
  await expectAccessible(tutor, 'the bank picker');
  await atPhoneWidth(tutor, 'the bank picker, 360 px');
  await picker.getByRole('button', { name: 'Add 1 question' }).click();
  await picker.waitFor({ state: 'detached' });
  // The builder's blank first question goes; the bank's stays.
  await tutor.getByRole('button', { name: 'Remove question 1' }).click();
  await tutor.getByText('From bank: Sum').waitFor();
  await tutor.getByRole('button', { name: 'Add random questions' }).click();
  await tutor.getByLabel('Slot 2 tag').selectOption(poolTag);
  await tutor.getByLabel('Slot 2 questions to draw').fill('2');
  await tutor.getByText('The pool holds 3 questions').waitFor();
  await settled(tutor);
  await expectAccessible(tutor, 'the quiz builder with a bank question and a random slot');
  await atPhoneWidth(tutor, 'the quiz builder with a bank question and a random slot, 360 px');
  await snap(tutor, 'create-quiz-bank-and-random');
  await tutor.getByRole('button', { name: 'Create Quiz' }).click();
  await tutor.getByText('Quiz created successfully! Redirecting to Manage Quizzes...').waitFor();
  await tutor.waitForURL((url) => url.pathname === `/manage-chapters/${chapterId}/quizzes`);
  const item = tutor.getByRole('article', { name: title });
  await expect(item.innerText()).resolves.toMatch(/3 questions/);
  await item.getByRole('button', { name: 'Publish', exact: true }).click();
  await item.getByText('Published', { exact: true }).waitFor();
}
