// Pass marks, accommodations, the gradebook and item analysis in a real browser: a tutor sets a
// pass mark of 70 % and gives one learner 1.5x time on a 20-minute quiz; two learners take it (one
// sees "30 minutes (extended from 20)"); the tutor opens the activity's gradebook (passed and not
// passed by the quiz's own mark), exports it as CSV (the file is read and checked), and reads the
// item analysis in the quiz's insight.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { DEMO, gql, loginAs, publishedQuiz } from './api';
import { baseUrl, snap, uniqueEmail } from './browser';
import { atPhoneWidth, expectAccessible, journeyBrowser, logIn, settled, unique } from './journey';
import { signUpByApi } from './signup';

const JOURNEY_TIMEOUT = 240_000;
const { newPage } = journeyBrowser();

/** The learner takes the timed quiz: `right` of its 3 questions answered right (the right option is always B). */
async function takeQuiz(page: Page, chapterId: string, title: string, right: number, terms: RegExp): Promise<string> {
  await page.goto(`${baseUrl()}/chapters/${chapterId}/quizzes`);
  const card = page.getByRole('article', { name: title });
  await card.getByText(terms).first().waitFor();
  await card.getByRole('button', { name: 'Start quiz' }).click();
  await card.getByRole('timer').waitFor();
  for (const n of [1, 2, 3]) await card.getByRole('radio', { name: n <= right ? `B. Right ${n}` : `A. Wrong ${n}` }).check();
  await card.getByText('All answers saved').waitFor();
  await card.getByRole('button', { name: 'Submit Quiz' }).click();
  const results = card.getByRole('region', { name: 'Quiz Results' });
  await results.waitFor();
  return results.innerText();
}

test(
  'a tutor sets a 70 % pass mark and gives a learner 1.5x time, two learners take the quiz, the tutor reads the gradebook, exports it and reads the item analysis',
  async () => {
    const title = unique('Gradebook quiz');
    const tutorToken = await loginAs(DEMO.tutor.email, DEMO.tutor.password);
    const { activityId, chapterId, quizId } = await publishedQuiz(tutorToken, title);
    await gql(`mutation($id: ID!, $settings: QuizSettingsInput!) { updateQuizSettings(id: $id, settings: $settings) { id } }`, { id: quizId, settings: { timeLimitMinutes: 20 } }, tutorToken);
    const amara = { name: 'Amara', surname: unique('Accommodated'), email: uniqueEmail('amara'), password: 'secret123' };
    const bruno = { name: 'Bruno', surname: unique('Classmate'), email: uniqueEmail('bruno'), password: 'secret123' };
    await Promise.all([signUpByApi(amara), signUpByApi(bruno)]);

    // The tutor sets the pass mark in the quiz's settings.
    const tutor = await newPage();
    await logIn(tutor, DEMO.tutor, '/tutor-dashboard');
    await tutor.goto(`${baseUrl()}/manage-chapters/${chapterId}/quizzes/${quizId}/edit`);
    await tutor.getByLabel('Pass mark').fill('70');
    await tutor.getByRole('button', { name: 'Save Changes' }).click();
    await tutor.getByText('Quiz updated successfully!').first().waitFor();
    await tutor.goto(`${baseUrl()}/manage-chapters/${chapterId}/quizzes`);
    const quizItem = tutor.getByRole('article', { name: title });
    await quizItem.getByText('Pass mark 70%').waitFor();

    // Amara has an accommodation: 1.5 times the time on this quiz, given by her e-mail address before she starts.
    await quizItem.getByRole('button', { name: 'Accommodations' }).click();
    const accommodations = tutor.getByRole('region', { name: `Accommodations: ${title}` });
    await accommodations.getByRole('button', { name: 'Add accommodation' }).click();
    const form = tutor.getByRole('dialog');
    await form.getByLabel("Learner's e-mail").fill(amara.email);
    await form.getByLabel('Time factor').fill('1.5');
    await settled(tutor);
    await expectAccessible(tutor, 'the accommodation form');
    await form.getByRole('button', { name: 'Save accommodation' }).click();
    await tutor.getByText(`Accommodation saved for ${amara.name} ${amara.surname}`).first().waitFor();
    await expect(accommodations.innerText()).resolves.toMatch(/1\.5 × the time[\s\S]*For this quiz|For this quiz[\s\S]*1\.5 × the time/);
    await snap(tutor, 'gradebook-accommodation');

    // Amara takes it with her 30 minutes and gets all three right; Bruno gets two of three (67 %: below the mark).
    const amaraPage = await newPage();
    await logIn(amaraPage, amara, '/');
    await expect(takeQuiz(amaraPage, chapterId, title, 3, /30 minutes \(extended from 20\)/)).resolves.toMatch(/Passed \(pass mark 70%\)/);
    await snap(amaraPage, 'gradebook-learner-accommodated');
    const brunoPage = await newPage();
    await logIn(brunoPage, bruno, '/');
    await expect(takeQuiz(brunoPage, chapterId, title, 2, /20 minutes/)).resolves.toMatch(/Not passed: 67%, pass mark 70%/);

    // The gradebook: a row per learner, their cells by the quiz's own mark.
    await tutor.goto(`${baseUrl()}/manage-activities/${activityId}/gradebook`);
    await tutor.getByRole('heading', { name: 'Gradebook', level: 1 }).waitFor();
    const table = tutor.getByRole('table');
    const amaraRow = table.getByRole('row', { name: new RegExp(amara.surname) });
    const brunoRow = table.getByRole('row', { name: new RegExp(bruno.surname) });
    await amaraRow.waitFor();
    await expect(amaraRow.innerText()).resolves.toMatch(/100\s*%[\s\S]*Passed/);
    await expect(brunoRow.innerText()).resolves.toMatch(/66\.67\s*%[\s\S]*Not passed|67\s*%[\s\S]*Not passed/);
    await settled(tutor);
    await expectAccessible(tutor, 'the gradebook');
    await atPhoneWidth(tutor, 'the gradebook, 360 px');
    await snap(tutor, 'gradebook');

    // A cell opens the learner's attempts at the quiz.
    await brunoRow.getByRole('link', { name: new RegExp(`^${bruno.name} ${bruno.surname}, ${title}: `) }).click();
    await tutor.getByRole('heading', { name: `${bruno.name} ${bruno.surname}`, level: 1 }).waitFor();
    await tutor.getByText('Attempt 1', { exact: true }).first().waitFor();
    await expect(tutor.locator('main').innerText()).resolves.toMatch(/Not passed: 67%, pass mark 70%/);
    await settled(tutor);
    await expectAccessible(tutor, "a learner's attempts from the gradebook");
    await atPhoneWidth(tutor, "a learner's attempts from the gradebook, 360 px");
    await tutor.goBack();
    await amaraRow.waitFor();

    // Export CSV: the file the browser saves is read back.
    const [download] = await Promise.all([tutor.waitForEvent('download'), tutor.getByRole('button', { name: 'Export CSV' }).click()]);
    await tutor.getByText('Gradebook exported').first().waitFor();
    const file = await download.path();
    if (!file) throw new Error('the CSV download was not saved');
    const csv = await readFile(file, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(`Learner,Email,${title} (%; pass mark 70%),Average (%)`);
    expect(lines.find((line) => line.includes(amara.email))).toMatch(/,100(\.00?)?,100(\.00?)?$/);
    expect(lines.find((line) => line.includes(bruno.email))).toMatch(/,66\.67,66\.67$/);

    // The item analysis in the quiz's insight.
    await tutor.goto(`${baseUrl()}/manage-chapters/${chapterId}/quizzes`);
    await quizItem.getByRole('button', { name: 'Insight' }).click();
    const insight = tutor.getByRole('region', { name: `Insight: ${title}` });
    const items = insight.getByRole('table', { name: /Item analysis/ });
    await items.waitFor();
    const itemText = await items.innerText();
    // Question 3: Amara right, Bruno wrong: facility 50 %; questions 1 and 2 both right: 100 %.
    expect(itemText).toMatch(/Question about topic 3\?[\s\S]*50\s*%/);
    await expect(insight.innerText()).resolves.toMatch(/Cronbach/);
    await settled(tutor);
    await expectAccessible(tutor, 'the item analysis');
    await atPhoneWidth(tutor, 'the item analysis, 360 px');
    await snap(tutor, 'item-analysis');
  },
  JOURNEY_TIMEOUT,
);
