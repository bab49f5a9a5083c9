// Pass mark per quiz: `passPercentage` decides `passed` (exactly at the mark passes), the
// learner's counts, the quiz insight, the chapter progress and the dashboards, over both transports;
// a new mark decides past attempts too; an attempt keeps its mark once its quiz is deleted.
import { isPassed, passedSql } from '../src/modules/quizzes/quiz-attempt.entity';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { answers, publishedQuiz } from './helpers/learning';
import { rest } from './helpers/rest';

const SUBMIT = `mutation($quizId: ID!, $answers: [QuizAnswerInput!]!) { submitQuizAttempt(quizId: $quizId, answers: $answers) { id passed passPercentage percentage } }`;
const UPDATE_SETTINGS = `mutation($id: ID!, $settings: QuizSettingsInput!) { updateQuizSettings(id: $id, settings: $settings) { id passPercentage } }`;
const FIGURES = `query($quizId: ID!) {
  myQuizAttempts { stats { totalAttempts passedCount } nodes { id passed } }
  learnerDashboard { attempts passed }
  myProgress { activities { chaptersPassed } }
  quiz(id: $quizId) { passPercentage }
}`;
const INSIGHT = `query($quizId: ID!) { quizInsight(quizId: $quizId) { attemptCount passedCount passRate } }`;

type Session = { id: string; token: string };
type Figures = {
  myQuizAttempts: { stats: { totalAttempts: number; passedCount: number }; nodes: { id: string; passed: boolean }[] };
  learnerDashboard: { attempts: number; passed: number };
  myProgress: { activities: { chaptersPassed: number }[] };
  quiz: { passPercentage: number } | null;
};

let t: TestApp;
let tutor: Session;

beforeAll(async () => {
  t = await startTestApp();
  tutor = await t.signIn(Role.TUTOR);
});
afterAll(() => t.close());

// The helper's quiz: four 1-point questions whose correct option is 1; `right` of them answered right.
const picks = (right: number) => [0, 1, 2, 3].map((i) => (i < right ? 1 : 0));
const quizWithMark = async (passPercentage?: number) => (await publishedQuiz(t, tutor.token, passPercentage === undefined ? {} : { settings: { passPercentage } })).quiz;
const submit = async (quizId: string, token: string, right: number) => {
  const res = await t.gql<{ submitQuizAttempt: { id: string; passed: boolean; passPercentage: number; percentage: number } }>(SUBMIT, { quizId, answers: answers(picks(right)) }, token);
  expect(res.errors).toBeUndefined();
  return res.data!.submitQuizAttempt;
};
const figures = async (quizId: string, token: string) => {
  const res = await t.gql<Figures>(FIGURES, { quizId }, token);
  expect(res.errors).toBeUndefined();
  return res.data!;
};
const insight = async (quizId: string) => (await t.gql<{ quizInsight: { attemptCount: number; passedCount: number; passRate: number } }>(INSIGHT, { quizId }, tutor.token)).data!.quizInsight;

describe('the pass mark', () => {
  it("is 50 % by default (SPEC.md's half): 2 of 4 passes, 1 of 4 does not", async () => {
    const quiz = await quizWithMark();
    const [a, b] = await Promise.all([t.signIn(Role.USER), t.signIn(Role.USER)]);
    expect(await submit(quiz.id, a.token, 2)).toMatchObject({ passed: true, passPercentage: 50 });
    expect(await submit(quiz.id, b.token, 1)).toMatchObject({ passed: false, passPercentage: 50 });
    expect((await figures(quiz.id, a.token)).quiz).toEqual({ passPercentage: 50 });
  });

  it.each([
    [-1, 'The pass mark must be a whole percentage from 0 to 100'],
    [101, 'The pass mark must be a whole percentage from 0 to 100'],
  ])('refuses %s, changing nothing', async (passPercentage, message) => {
    const quiz = await quizWithMark(70);
    const res = await t.gql(UPDATE_SETTINGS, { id: quiz.id, settings: { passPercentage } }, tutor.token);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fieldErrors: { 'settings.passPercentage': message } } });
    const [row] = await t.db.dataSource.query<{ pass_percentage: number }[]>('SELECT pass_percentage FROM quizzes WHERE id = $1', [quiz.id]);
    expect(row.pass_percentage).toBe(70);
  });

  it('passes exactly at the mark and not one point below, everywhere a result is counted', async () => {
    const quiz = await quizWithMark(75);
    const [atMark, below] = await Promise.all([t.signIn(Role.USER), t.signIn(Role.USER)]);
    expect(await submit(quiz.id, atMark.token, 3)).toMatchObject({ percentage: 75, passed: true, passPercentage: 75 });
    expect(await submit(quiz.id, below.token, 2)).toMatchObject({ percentage: 50, passed: false });

    const passing = await figures(quiz.id, atMark.token);
    expect(passing.myQuizAttempts.stats).toEqual({ totalAttempts: 1, passedCount: 1 });
    expect(passing.learnerDashboard).toEqual({ attempts: 1, passed: 1 });
    expect(passing.myProgress.activities).toEqual([{ chaptersPassed: 1 }]);
    const failing = await figures(quiz.id, below.token);
    expect(failing.myQuizAttempts.stats).toEqual({ totalAttempts: 1, passedCount: 0 });
    expect(failing.learnerDashboard).toEqual({ attempts: 1, passed: 0 });
    expect(failing.myProgress.activities).toEqual([{ chaptersPassed: 0 }]);
    expect(await insight(quiz.id)).toMatchObject({ attemptCount: 2, passedCount: 1, passRate: 50 });

    const history = await rest(t, 'get', '/quiz-attempts/me', atMark.token);
    expect(history.body.data ?? history.body).toEqual(expect.arrayContaining([expect.objectContaining({ passed: true })]));
  });

  it('passes at 0 % with nothing right, and at 100 % only with everything right', async () => {
    const [none, all] = await Promise.all([quizWithMark(0), quizWithMark(100)]);
    const learner = await t.signIn(Role.USER);
    expect(await submit(none.id, learner.token, 0)).toMatchObject({ passed: true });
    expect(await submit(all.id, learner.token, 3)).toMatchObject({ passed: false });
    const other = await t.signIn(Role.USER);
    expect(await submit(all.id, other.token, 4)).toMatchObject({ passed: true });
  });

  it("decides past attempts when the tutor changes it (the quiz's attempts alone), in the counts too", async () => {
    const [quiz, untouched] = await Promise.all([quizWithMark(50), quizWithMark(50)]);
    const learner = await t.signIn(Role.USER);
    await submit(quiz.id, learner.token, 3);
    await submit(untouched.id, learner.token, 3);
    const res = await t.gql<{ updateQuizSettings: { passPercentage: number } }>(UPDATE_SETTINGS, { id: quiz.id, settings: { passPercentage: 80 } }, tutor.token);
    expect(res.data?.updateQuizSettings.passPercentage).toBe(80);
    const after = await figures(quiz.id, learner.token);
    expect(after.myQuizAttempts.stats).toEqual({ totalAttempts: 2, passedCount: 1 });
    expect(after.learnerDashboard).toEqual({ attempts: 2, passed: 1 });
    expect(await insight(quiz.id)).toMatchObject({ passedCount: 0 });
    expect(await insight(untouched.id)).toMatchObject({ passedCount: 1 });
  });

  it('stays with an attempt once its quiz is deleted', async () => {
    const quiz = await quizWithMark(90);
    const learner = await t.signIn(Role.USER);
    const attempt = await submit(quiz.id, learner.token, 3);
    const res = await t.gql(`mutation($id: ID!) { deleteQuiz(id: $id) }`, { id: quiz.id }, tutor.token);
    expect(res.errors).toBeUndefined();
    const after = await t.gql<Pick<Figures, 'myQuizAttempts'>>('query { myQuizAttempts { stats { totalAttempts passedCount } nodes { id passed } } }', {}, learner.token);
    expect(after.data?.myQuizAttempts).toEqual({ stats: { totalAttempts: 1, passedCount: 0 }, nodes: [{ id: attempt.id, passed: false }] });
  });

  it('is one rule: the server code and the SQL agree on every points, maximum and mark, exactly at the mark included', async () => {
    const cases: [number, number, number][] = [];
    for (const max of [1, 3, 3.33, 10, 7.5]) {
      for (const mark of [0, 33, 50, 67, 70, 75, 100]) {
        const exact = Math.round(max * mark) / 100; // the points exactly at the mark, when they have 2 decimals
        for (const points of [0, exact - 0.01, exact, exact + 0.01, max]) if (points >= 0 && points <= max) cases.push([Number(points.toFixed(2)), max, mark]);
      }
    }
    const rows = await t.db.dataSource.query<{ passed: boolean }[]>(
      `SELECT (${passedSql('a')}) AS passed
         FROM unnest($1::numeric[], $2::numeric[], $3::int[]) WITH ORDINALITY AS a(points, max_points, pass_percentage, i) ORDER BY i`,
      [cases.map((c) => c[0]), cases.map((c) => c[1]), cases.map((c) => c[2])],
    );
    expect(cases.map(([points, max, mark]) => isPassed(points, max, mark))).toEqual(rows.map((row) => row.passed));
    expect(isPassed(0.7, 1, 70)).toBe(true);
    expect(isPassed(0.69, 1, 70)).toBe(false);
    expect(isPassed(2.1, 3, 70)).toBe(true);
  });
});
