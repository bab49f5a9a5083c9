// Quiz settings through GraphQL on the real database, with the services' clock moved
// instead of waiting: the window, the attempts allowed and their grading, the review policy.
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { ATTEMPT_FIELDS, type Attempt, answers, codeOf, publishedQuiz } from './helpers/learning';
import { rest } from './helpers/rest';

const SETTINGS_FIELDS = 'timeLimitMinutes opensAt closesAt shuffleQuestions shuffleOptions reviewPolicy attemptsAllowed gradingMethod passPercentage';
const CREATE = `mutation($chapterId: ID!, $input: QuizInput!) { createQuiz(chapterId: $chapterId, input: $input) { id ${SETTINGS_FIELDS} } }`;
const UPDATE_SETTINGS = `mutation($id: ID!, $settings: QuizSettingsInput!) { updateQuizSettings(id: $id, settings: $settings) { id ${SETTINGS_FIELDS} } }`;
const HISTORY = `query { myQuizAttempts { totalCount stats { totalAttempts passedCount averagePercentage }
  nodes { id attemptNumber score answers { questionIndex selectedOptionIndex correctAnswerIndex isCorrect } } } }`;
const TUTOR_ATTEMPTS = `query($quizId: ID!) { quizAttempts(quizId: $quizId) { nodes { id answers { correctAnswerIndex isCorrect } } } }`;
const INSIGHT = `query($quizId: ID!) { quizInsight(quizId: $quizId) { attemptCount averageScore questions { correctCount } } }`;
const MY_ATTEMPT = `query($id: ID!) { quiz(id: $id) { attemptCount myAttempt { attemptNumber score } } }`;

const SUBMIT = `mutation($quizId: ID!, $answers: [QuizAnswerInput!]!) { submitQuizAttempt(quizId: $quizId, answers: $answers) { ${ATTEMPT_FIELDS} attemptNumber } }`;
const HOUR = 60 * 60 * 1000;
type Session = { id: string; token: string };
type Settings = Record<string, unknown>;

let t: TestApp;
let tutor: Session;
let otherTutor: Session;

beforeAll(async () => {
  t = await startTestApp();
  [tutor, otherTutor] = await Promise.all([t.signIn(Role.TUTOR), t.signIn(Role.TUTOR)]);
});
afterAll(() => t.close());

const inFuture = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();
const learnerSession = () => t.signIn(Role.USER);
const quizWith = async (settings: Settings) => (await publishedQuiz(t, tutor.token, { settings })).quiz;
// Four questions whose correct option is 1: `right` of them answered right.
const picks = (right: number) => [0, 1, 2, 3].map((i) => (i < right ? 1 : 0));
const submit = (quizId: string, token: string, right = 4) => t.gql<{ submitQuizAttempt: Attempt & { attemptNumber: number } }>(SUBMIT, { quizId, answers: answers(picks(right)) }, token);
const attemptRows = async (quizId: string): Promise<number> => {
  const [row] = await t.db.dataSource.query<{ n: number }[]>('SELECT count(*)::int AS n FROM quiz_attempts WHERE quiz_id = $1', [quizId]);
  return row.n;
};

describe('settings', () => {
  it("keep SPEC.md's behaviour by default", async () => {
    const { chapter } = await publishedQuiz(t, tutor.token);
    const res = await t.gql<{ createQuiz: Settings }>(CREATE, { chapterId: chapter.id, input: { title: 'T', instructions: 'I', questions: [{ questionText: 'Q', options: ['a', 'b'], correctAnswerIndex: 0 }] } }, tutor.token);
    expect(res.data!.createQuiz).toMatchObject({
      timeLimitMinutes: null,
      opensAt: null,
      closesAt: null,
      shuffleQuestions: false,
      shuffleOptions: false,
      reviewPolicy: 'IMMEDIATELY',
      attemptsAllowed: 1,
      gradingMethod: 'HIGHEST',
      passPercentage: 50,
    });
  });

  it.each([
    ['a time limit of 0 minutes', { timeLimitMinutes: 0 }, 'Time limit must be a whole number of minutes from 1 to 600', 'settings.timeLimitMinutes'],
    ['a time limit of 601 minutes', { timeLimitMinutes: 601 }, 'Time limit must be a whole number of minutes from 1 to 600', 'settings.timeLimitMinutes'],
    ['a close before the open', { opensAt: '2030-01-02T00:00:00Z', closesAt: '2030-01-01T00:00:00Z' }, 'The closing date must be after the opening date', 'settings.closesAt'],
    ['a close at the open', { opensAt: '2030-01-01T00:00:00Z', closesAt: '2030-01-01T00:00:00Z' }, 'The closing date must be after the opening date', 'settings.closesAt'],
    ['0 attempts', { attemptsAllowed: 0 }, 'Attempts allowed must be a whole number from 1 to 10, or unlimited', 'settings.attemptsAllowed'],
    ['11 attempts', { attemptsAllowed: 11 }, 'Attempts allowed must be a whole number from 1 to 10, or unlimited', 'settings.attemptsAllowed'],
    ['answers after closing with no closing date', { reviewPolicy: 'AFTER_CLOSE' }, 'Showing answers after closing needs a closing date', 'settings.reviewPolicy'],
  ])('refuse %s, storing nothing', async (_, settings, message, field) => {
    const { chapter } = await publishedQuiz(t, tutor.token);
    const [before] = await t.db.dataSource.query<{ n: number }[]>('SELECT count(*)::int AS n FROM quizzes');
    const res = await t.gql(CREATE, { chapterId: chapter.id, input: { title: 'T', instructions: 'I', questions: [{ questionText: 'Q', options: ['a', 'b'], correctAnswerIndex: 0 }], settings } }, tutor.token);
    expect(res.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fieldErrors: { [field]: message } } });
    const [after] = await t.db.dataSource.query<{ n: number }[]>('SELECT count(*)::int AS n FROM quizzes');
    expect(after.n).toBe(before.n);
  });

  it('take unlimited attempts as null', async () => {
    const quiz = await quizWith({ attemptsAllowed: null });
    const res = await t.gql<{ updateQuizSettings: Settings }>(UPDATE_SETTINGS, { id: quiz.id, settings: { gradingMethod: 'LATEST' } }, tutor.token);
    expect(res.data!.updateQuizSettings).toMatchObject({ attemptsAllowed: null, gradingMethod: 'LATEST' });
  });

  it('lock the time limit, shuffling and attempts allowed once a learner has attempted, not the window, the review policy or the grading', async () => {
    const quiz = await quizWith({ attemptsAllowed: 2 });
    expect((await submit(quiz.id, (await learnerSession()).token)).errors).toBeUndefined();
    for (const settings of [{ attemptsAllowed: 3 }, { timeLimitMinutes: 10 }, { shuffleQuestions: true }, { shuffleOptions: true }]) {
      const res = await t.gql(UPDATE_SETTINGS, { id: quiz.id, settings }, tutor.token);
      expect(res.errors![0]).toMatchObject({
        message: 'Learners have attempted this quiz: its time limit, shuffling and attempts allowed can no longer be changed.',
        extensions: { code: 'CONFLICT' },
      });
    }
    const closesAt = inFuture(HOUR);
    const res = await t.gql<{ updateQuizSettings: Settings }>(UPDATE_SETTINGS, { id: quiz.id, settings: { closesAt, reviewPolicy: 'AFTER_CLOSE', gradingMethod: 'FIRST', attemptsAllowed: 2 } }, tutor.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateQuizSettings).toMatchObject({ closesAt, reviewPolicy: 'AFTER_CLOSE', gradingMethod: 'FIRST', attemptsAllowed: 2 });
  });

  it("are the quiz's tutor's to change", async () => {
    const quiz = await quizWith({});
    expect(codeOf(await t.gql(UPDATE_SETTINGS, { id: quiz.id, settings: { attemptsAllowed: 2 } }, otherTutor.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(UPDATE_SETTINGS, { id: quiz.id, settings: { attemptsAllowed: 2 } }, (await learnerSession()).token))).toBe('FORBIDDEN');
  });
});

describe('open and close', () => {
  it("tells the screens where the server's time falls in the window", async () => {
    const quiz = await quizWith({ opensAt: inFuture(HOUR), closesAt: inFuture(2 * HOUR) });
    const learner = await learnerSession();
    const windowNow = async () => (await t.gql<{ quiz: { window: string } }>(`query($id: ID!) { quiz(id: $id) { window } }`, { id: quiz.id }, learner.token)).data!.quiz.window;
    expect(await windowNow()).toBe('NOT_OPEN');
    t.clock.advance(HOUR);
    expect(await windowNow()).toBe('OPEN');
    t.clock.advance(HOUR);
    expect(await windowNow()).toBe('CLOSED');
  });

  it('refuses a submission before the quiz opens and accepts it once open', async () => {
    const quiz = await quizWith({ opensAt: inFuture(HOUR) });
    const learner = await learnerSession();
    const early = await submit(quiz.id, learner.token);
    expect(early.errors![0]).toMatchObject({ message: 'This quiz is not open yet.', extensions: { code: 'CONFLICT' } });
    expect(await attemptRows(quiz.id)).toBe(0);
    t.clock.advance(HOUR);
    expect((await submit(quiz.id, learner.token)).errors).toBeUndefined();
  });

  it('refuses a submission once the quiz has closed', async () => {
    const quiz = await quizWith({ closesAt: inFuture(HOUR) });
    const [before, after] = [await learnerSession(), await learnerSession()];
    expect((await submit(quiz.id, before.token)).errors).toBeUndefined();
    t.clock.advance(HOUR);
    const late = await submit(quiz.id, after.token);
    expect(late.errors![0]).toMatchObject({ message: 'This quiz has closed.', extensions: { code: 'CONFLICT' } });
    expect(await attemptRows(quiz.id)).toBe(1);
  });

  it('answers the same over REST', async () => {
    const quiz = await quizWith({ opensAt: inFuture(HOUR) });
    const learner = await learnerSession();
    const res = await rest(t, 'post', `/quizzes/${quiz.id}/attempt`, learner.token).send({ answers: answers(picks(4)) });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This quiz is not open yet.');
  });
});

describe('attempts allowed', () => {
  it("keeps SPEC.md's message with one attempt", async () => {
    const quiz = await quizWith({});
    const learner = await learnerSession();
    expect((await submit(quiz.id, learner.token)).data!.submitQuizAttempt.attemptNumber).toBe(1);
    const again = await submit(quiz.id, learner.token);
    expect(again.errors![0]).toMatchObject({ message: 'You have already attempted this quiz', extensions: { code: 'CONFLICT' } });
  });

  it('numbers the attempts, says how many are left, and refuses one more than allowed', async () => {
    const quiz = await quizWith({ attemptsAllowed: 3 });
    const learner = await learnerSession();
    const left = async (token = learner.token) =>
      (await t.gql<{ quiz: { myAttemptsLeft: number | null } }>(`query($id: ID!) { quiz(id: $id) { myAttemptsLeft } }`, { id: quiz.id }, token)).data!.quiz.myAttemptsLeft;
    expect(await left()).toBe(3);
    const numbers: number[] = [];
    for (let i = 0; i < 3; i++) numbers.push((await submit(quiz.id, learner.token)).data!.submitQuizAttempt.attemptNumber);
    expect(numbers).toEqual([1, 2, 3]);
    expect(await left()).toBe(0);
    expect(await left(tutor.token)).toBeNull();
    const fourth = await submit(quiz.id, learner.token);
    expect(fourth.errors![0]).toMatchObject({ message: 'You have used all 3 attempts at this quiz.', extensions: { code: 'CONFLICT' } });
    expect(await attemptRows(quiz.id)).toBe(3);
  });

  it('never stores more than allowed when 20 submissions race', async () => {
    const quiz = await quizWith({ attemptsAllowed: 3 });
    const learner = await learnerSession();
    const results = await Promise.all(Array.from({ length: 20 }, () => submit(quiz.id, learner.token)));
    expect(results.filter((res) => !res.errors)).toHaveLength(3);
    expect(results.filter((res) => res.errors).every((res) => res.errors![0].message === 'You have used all 3 attempts at this quiz.')).toBe(true);
    const rows = await t.db.dataSource.query<{ attempt_number: number }[]>('SELECT attempt_number FROM quiz_attempts WHERE quiz_id = $1 ORDER BY 1', [quiz.id]);
    expect(rows.map((row) => row.attempt_number)).toEqual([1, 2, 3]);
  });

  it('allows any number when unlimited', async () => {
    const quiz = await quizWith({ attemptsAllowed: null });
    const learner = await learnerSession();
    for (let i = 0; i < 12; i++) expect((await submit(quiz.id, learner.token)).errors).toBeUndefined();
    expect(await attemptRows(quiz.id)).toBe(12);
    const left = await t.gql<{ quiz: { myAttemptsLeft: number | null } }>(`query($id: ID!) { quiz(id: $id) { myAttemptsLeft } }`, { id: quiz.id }, learner.token);
    expect(left.data!.quiz.myAttemptsLeft).toBeNull();
  });
});

describe('grading method', () => {
  it.each([
    ['HIGHEST', 3],
    ['LATEST', 2],
    ['FIRST', 1],
  ])('%s picks the attempt that counts for results, insight and the quiz', async (gradingMethod, counted) => {
    const quiz = await quizWith({ attemptsAllowed: 3, gradingMethod });
    const learner = await learnerSession();
    // Scores 1, 3, 2 out of 4.
    for (const right of [1, 3, 2]) expect((await submit(quiz.id, learner.token, right)).errors).toBeUndefined();
    const history = await t.gql<{ myQuizAttempts: { totalCount: number; stats: { totalAttempts: number; averagePercentage: number } } }>(HISTORY, {}, learner.token);
    expect(history.data!.myQuizAttempts.totalCount).toBe(3);
    expect(history.data!.myQuizAttempts.stats).toMatchObject({ totalAttempts: 1, averagePercentage: counted * 25 });
    const insight = await t.gql<{ quizInsight: { attemptCount: number; averageScore: number; questions: { correctCount: number }[] } }>(INSIGHT, { quizId: quiz.id }, tutor.token);
    expect(insight.data!.quizInsight).toMatchObject({ attemptCount: 1, averageScore: counted });
    expect(insight.data!.quizInsight.questions.reduce((sum, q) => sum + q.correctCount, 0)).toBe(counted);
    const own = await t.gql<{ quiz: { attemptCount: number; myAttempt: { attemptNumber: number } } }>(MY_ATTEMPT, { id: quiz.id }, learner.token);
    expect(own.data!.quiz.myAttempt.attemptNumber).toBe(3);
  });

  it('follows a change of method at once', async () => {
    const quiz = await quizWith({ attemptsAllowed: 2, gradingMethod: 'FIRST' });
    const learner = await learnerSession();
    await submit(quiz.id, learner.token, 1);
    await submit(quiz.id, learner.token, 4);
    const averageOf = async () => (await t.gql<{ myQuizAttempts: { stats: { averagePercentage: number } } }>(HISTORY, {}, learner.token)).data!.myQuizAttempts.stats.averagePercentage;
    expect(await averageOf()).toBe(25);
    await t.gql(UPDATE_SETTINGS, { id: quiz.id, settings: { gradingMethod: 'HIGHEST' } }, tutor.token);
    expect(await averageOf()).toBe(100);
  });
});

describe('review policy', () => {
  type Answer = { correctAnswerIndex: number | null; isCorrect: boolean | null };
  const hidden = (list: Answer[]) => list.length > 0 && list.every((a) => a.correctAnswerIndex === null && a.isCorrect === null);
  const shown = (list: Answer[]) => list.length > 0 && list.every((a) => a.correctAnswerIndex === 1 && typeof a.isCorrect === 'boolean');

  it('NEVER: no learner-visible field carries the correct answers, over either transport; the tutor sees them', async () => {
    const quiz = await quizWith({ reviewPolicy: 'NEVER' });
    const learner = await learnerSession();
    const res = await submit(quiz.id, learner.token);
    expect(res.data!.submitQuizAttempt).toMatchObject({ score: 4, percentage: 100, passed: true });
    expect(hidden(res.data!.submitQuizAttempt.answers)).toBe(true);
    const history = await t.gql<{ myQuizAttempts: { nodes: { answers: Answer[] }[] } }>(HISTORY, {}, learner.token);
    expect(hidden(history.data!.myQuizAttempts.nodes[0].answers)).toBe(true);
    const restHistory = await rest(t, 'get', '/quiz-attempts/me', learner.token);
    expect(hidden(restHistory.body[0].answers)).toBe(true);
    const tutorView = await t.gql<{ quizAttempts: { nodes: { answers: Answer[] }[] } }>(TUTOR_ATTEMPTS, { quizId: quiz.id }, tutor.token);
    expect(shown(tutorView.data!.quizAttempts.nodes[0].answers)).toBe(true);

    const other = await quizWith({ reviewPolicy: 'NEVER' });
    const restSubmit = await rest(t, 'post', `/quizzes/${other.id}/attempt`, learner.token).send({ answers: answers(picks(4)) });
    expect(restSubmit.status).toBe(201);
    expect(hidden(restSubmit.body.attempt.answers)).toBe(true);
  });

  it('AFTER_CLOSE: hidden until the quiz closes, shown after', async () => {
    const closesAt = inFuture(HOUR);
    const quiz = await quizWith({ closesAt, reviewPolicy: 'AFTER_CLOSE' });
    const learner = await learnerSession();
    expect(hidden((await submit(quiz.id, learner.token)).data!.submitQuizAttempt.answers)).toBe(true);
    // The learner's results say why, from the attempt itself.
    const why = await t.gql<{ myQuizAttempts: { nodes: { reviewPolicy: string; quizClosesAt: string }[] } }>(`query { myQuizAttempts { nodes { reviewPolicy quizClosesAt } } }`, {}, learner.token);
    expect(why.data!.myQuizAttempts.nodes[0]).toEqual({ reviewPolicy: 'AFTER_CLOSE', quizClosesAt: closesAt });
    t.clock.advance(HOUR);
    const history = await t.gql<{ myQuizAttempts: { nodes: { answers: Answer[] }[] } }>(HISTORY, {}, learner.token);
    expect(shown(history.data!.myQuizAttempts.nodes[0].answers)).toBe(true);
  });

  it('IMMEDIATELY: shown with the result, as today', async () => {
    const quiz = await quizWith({});
    expect(shown((await submit(quiz.id, (await learnerSession()).token)).data!.submitQuizAttempt.answers)).toBe(true);
  });
});
