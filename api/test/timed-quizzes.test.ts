// Timed quizzes through GraphQL on the real database, the services' clock moved instead
// of waiting: started once, answers saved as they go, submitted by the learner until 30 s after
// the deadline and by the expiry job after that, each attempt exactly once.
import { DataSource } from 'typeorm';
import { TimedAttemptService } from '../src/modules/quizzes/timed-attempt.service';
import { expireAttemptsJob } from '../src/modules/quizzes/quizzes.module';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { ATTEMPT_FIELDS, answers, codeOf, publishedQuiz } from './helpers/learning';
import { rest } from './helpers/rest';

const IN_PROGRESS = 'id quizId attemptNumber startedAt deadline serverTime savedAt savedAnswers { questionIndex selectedOptionIndex } questions { questionText options correctAnswerIndex }';
const START = `mutation($quizId: ID!) { startQuizAttempt(quizId: $quizId) { ${IN_PROGRESS} } }`;
const SAVE = `mutation($attemptId: ID!, $answers: [QuizAnswerInput!]!) { saveQuizAnswers(attemptId: $attemptId, answers: $answers) { ${IN_PROGRESS} } }`;
const SUBMIT = `mutation($quizId: ID!, $answers: [QuizAnswerInput!]!) { submitQuizAttempt(quizId: $quizId, answers: $answers) { ${ATTEMPT_FIELDS} attemptNumber startedAt } }`;
const QUIZ = `query($id: ID!) { quiz(id: $id) { timeLimitMinutes questions { questionText } myAttemptInProgress { id deadline savedAnswers { questionIndex selectedOptionIndex } } myAttempt { id score } } }`;
const UPDATE_SETTINGS = `mutation($id: ID!, $settings: QuizSettingsInput!) { updateQuizSettings(id: $id, settings: $settings) { id } }`;

const MINUTE = 60_000;
type InProgress = { id: string; attemptNumber: number; startedAt: string; deadline: string; savedAnswers: { questionIndex: number; selectedOptionIndex: number }[]; questions: { questionText: string; correctAnswerIndex: number | null }[] };
type Submitted = { id: string; score: number; total: number; attemptNumber: number; startedAt: string | null; answers: { selectedOptionIndex: number | null; isCorrect: boolean }[] };

let t: TestApp;
let tutor: { token: string };

beforeAll(async () => {
  t = await startTestApp();
  tutor = await t.signIn(Role.TUTOR);
});
afterAll(() => t.close());

const timedQuiz = async (settings: Record<string, unknown> = {}) => (await publishedQuiz(t, tutor.token, { settings: { timeLimitMinutes: 1, ...settings } })).quiz;
const start = (quizId: string, token: string) => t.gql<{ startQuizAttempt: InProgress }>(START, { quizId }, token);
const save = (attemptId: string, picks: [number, number][], token: string) =>
  t.gql<{ saveQuizAnswers: InProgress }>(SAVE, { attemptId, answers: picks.map(([questionIndex, selectedOptionIndex]) => ({ questionIndex, selectedOptionIndex })) }, token);
const submit = (quizId: string, picks: number[], token: string) => t.gql<{ submitQuizAttempt: Submitted }>(SUBMIT, { quizId, answers: answers(picks) }, token);
const count = async (table: 'quiz_attempts' | 'quiz_attempts_in_progress', quizId: string) =>
  (await t.db.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${table} WHERE quiz_id = $1`, [quizId]))[0].n;

describe('starting', () => {
  it('hides the questions until the learner starts, then starts once however often asked', async () => {
    const quiz = await timedQuiz();
    const learner = await t.signIn(Role.USER);
    const before = await t.gql<{ quiz: { questions: unknown[]; myAttemptInProgress: unknown } }>(QUIZ, { id: quiz.id }, learner.token);
    expect(before.data!.quiz).toMatchObject({ questions: [], myAttemptInProgress: null });

    const starts = await Promise.all(Array.from({ length: 5 }, () => start(quiz.id, learner.token)));
    const ids = new Set(starts.map((res) => res.data!.startQuizAttempt.id));
    expect(ids.size).toBe(1);
    const attempt = starts[0].data!.startQuizAttempt;
    expect(attempt.attemptNumber).toBe(1);
    expect(new Date(attempt.deadline).getTime() - new Date(attempt.startedAt).getTime()).toBe(MINUTE);
    // The server's own time, by the clock its deadlines are set by (moved in these tests).
    expect(Math.abs(new Date((attempt as InProgress & { serverTime: string }).serverTime).getTime() - t.clock.now().getTime())).toBeLessThan(5_000);
    expect(attempt.questions).toHaveLength(4);
    expect(attempt.questions.every((q) => q.correctAnswerIndex === null)).toBe(true);
    expect(await count('quiz_attempts_in_progress', quiz.id)).toBe(1);

    const after = await t.gql<{ quiz: { questions: unknown[]; myAttemptInProgress: { id: string } } }>(QUIZ, { id: quiz.id }, learner.token);
    expect(after.data!.quiz.questions).toHaveLength(4);
    expect(after.data!.quiz.myAttemptInProgress.id).toBe(attempt.id);
  });

  it('ends the time at the closing date when that comes first', async () => {
    const closesAt = new Date(t.clock.now().getTime() + 10 * 1000);
    const quiz = await timedQuiz({ timeLimitMinutes: 30, closesAt: closesAt.toISOString() });
    const res = await start(quiz.id, (await t.signIn(Role.USER)).token);
    expect(res.data!.startQuizAttempt.deadline).toBe(closesAt.toISOString());
  });

  it('is refused before the quiz opens and after it closes', async () => {
    const learner = await t.signIn(Role.USER);
    const early = await timedQuiz({ opensAt: new Date(t.clock.now().getTime() + MINUTE).toISOString() });
    expect((await start(early.id, learner.token)).errors![0].message).toBe('This quiz is not open yet.');
    const closesAt = new Date(t.clock.now().getTime() + MINUTE).toISOString();
    const late = await timedQuiz({ closesAt });
    t.clock.advance(MINUTE);
    expect((await start(late.id, learner.token)).errors![0].message).toBe('This quiz has closed.');
    expect(await count('quiz_attempts_in_progress', late.id)).toBe(0);
  });

  it('is for timed quizzes and learners only', async () => {
    const untimed = (await publishedQuiz(t, tutor.token)).quiz;
    expect((await start(untimed.id, (await t.signIn(Role.USER)).token)).errors![0].message).toBe('This quiz has no time limit: submit your answers directly.');
    const quiz = await timedQuiz();
    expect(codeOf(await start(quiz.id, tutor.token))).toBe('FORBIDDEN');
  });

  it('gives no more attempts than allowed, even to 20 concurrent starts each time', async () => {
    const quiz = await timedQuiz({ attemptsAllowed: 3 });
    const learner = await t.signIn(Role.USER);
    for (let round = 0; round < 5; round++) {
      const starts = await Promise.all(Array.from({ length: 20 }, () => start(quiz.id, learner.token)));
      if (round < 3) {
        expect(new Set(starts.map((res) => res.data?.startQuizAttempt.id)).size).toBe(1);
        expect((await submit(quiz.id, [1, 1, 1, 1], learner.token)).errors).toBeUndefined();
      } else {
        expect(starts.every((res) => res.errors?.[0].message === 'You have used all 3 attempts at this quiz.')).toBe(true);
      }
    }
    const rows = await t.db.dataSource.query<{ attempt_number: number }[]>('SELECT attempt_number FROM quiz_attempts WHERE quiz_id = $1 ORDER BY 1', [quiz.id]);
    expect(rows.map((row) => row.attempt_number)).toEqual([1, 2, 3]);
  });
});

describe('saving answers', () => {
  it('keeps the last save, and refuses one after the deadline', async () => {
    const quiz = await timedQuiz();
    const learner = await t.signIn(Role.USER);
    const { id } = (await start(quiz.id, learner.token)).data!.startQuizAttempt;
    await save(id, [[0, 2]], learner.token);
    const saved = await save(id, [[0, 1], [2, 3]], learner.token);
    expect(saved.data!.saveQuizAnswers.savedAnswers).toEqual([
      { questionIndex: 0, selectedOptionIndex: 1 },
      { questionIndex: 2, selectedOptionIndex: 3 },
    ]);
    const reloaded = await t.gql<{ quiz: { myAttemptInProgress: { savedAnswers: unknown[] } } }>(QUIZ, { id: quiz.id }, learner.token);
    expect(reloaded.data!.quiz.myAttemptInProgress.savedAnswers).toHaveLength(2);

    t.clock.advance(MINUTE + 1);
    const late = await save(id, [[1, 1]], learner.token);
    expect(late.errors![0]).toMatchObject({ message: 'Time is up for this quiz: answers can no longer be saved.', extensions: { code: 'CONFLICT' } });
  });

  it("refuses picks that are not the quiz's, and another learner's attempt", async () => {
    const quiz = await timedQuiz();
    const learner = await t.signIn(Role.USER);
    const { id } = (await start(quiz.id, learner.token)).data!.startQuizAttempt;
    for (const picks of [[[4, 0]], [[0, 4]], [[0, 1], [0, 2]]] as [number, number][][]) {
      expect(codeOf(await save(id, picks, learner.token))).toBe('BAD_USER_INPUT');
    }
    expect(codeOf(await save(id, [[0, 1]], (await t.signIn(Role.USER)).token))).toBe('NOT_FOUND');
  });
});

describe('submitting', () => {
  it('needs every answer before the deadline, like an untimed quiz', async () => {
    const quiz = await timedQuiz();
    const learner = await t.signIn(Role.USER);
    await start(quiz.id, learner.token);
    const partial = await t.gql(SUBMIT, { quizId: quiz.id, answers: answers([1, 1]) }, learner.token);
    expect(partial.errors![0].message).toBe('Please answer all questions before submitting.');
    const res = await submit(quiz.id, [1, 1, 1, 0], learner.token);
    expect(res.data!.submitQuizAttempt).toMatchObject({ score: 3, total: 4, attemptNumber: 1 });
    expect(res.data!.submitQuizAttempt.startedAt).not.toBeNull();
    expect(await count('quiz_attempts_in_progress', quiz.id)).toBe(0);
  });

  it('takes what is sent within 30 s after the deadline, unanswered counting as wrong', async () => {
    const quiz = await timedQuiz();
    const learner = await t.signIn(Role.USER);
    const { id } = (await start(quiz.id, learner.token)).data!.startQuizAttempt;
    t.clock.advance(MINUTE + 29_000);
    const res = await t.gql<{ submitQuizAttempt: Submitted }>(SUBMIT, { quizId: quiz.id, answers: answers([1, 1]) }, learner.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.submitQuizAttempt).toMatchObject({ id, score: 2, total: 4 });
    expect(res.data!.submitQuizAttempt.answers.map((a) => a.selectedOptionIndex)).toEqual([1, 1, null, null]);
  });

  it('after the grace, refuses what is sent and grades the saved answers instead', async () => {
    const quiz = await timedQuiz();
    const learner = await t.signIn(Role.USER);
    const { id } = (await start(quiz.id, learner.token)).data!.startQuizAttempt;
    await save(id, [[0, 1], [1, 0]], learner.token);
    t.clock.advance(MINUTE + 31_000);
    const res = await submit(quiz.id, [1, 1, 1, 1], learner.token);
    expect(res.errors![0]).toMatchObject({ message: 'Time is up for this quiz. Your saved answers were submitted.', extensions: { code: 'CONFLICT' } });
    const stored = await t.gql<{ quiz: { myAttempt: { id: string; score: number } } }>(QUIZ, { id: quiz.id }, learner.token);
    expect(stored.data!.quiz.myAttempt).toEqual({ id, score: 1 });
    // Once submitted, the attempt is gone from the in-progress table: no second submission.
    expect(await count('quiz_attempts', quiz.id)).toBe(1);
    expect((await submit(quiz.id, [1, 1, 1, 1], learner.token)).errors![0].message).toBe('You have already attempted this quiz');
  });

  it('accepts a submission after the quiz closed for an attempt started in time', async () => {
    const closesAt = new Date(t.clock.now().getTime() + 30 * 1000).toISOString();
    const quiz = await timedQuiz({ timeLimitMinutes: 5, closesAt });
    const learner = await t.signIn(Role.USER);
    await start(quiz.id, learner.token);
    t.clock.advance(40 * 1000);
    expect((await submit(quiz.id, [1, 1, 1, 1], learner.token)).data!.submitQuizAttempt.score).toBe(4);
  });

  it('is refused without a start', async () => {
    const quiz = await timedQuiz();
    const res = await submit(quiz.id, [1, 1, 1, 1], (await t.signIn(Role.USER)).token);
    expect(res.errors![0]).toMatchObject({ message: 'This quiz is timed: start it before submitting.', extensions: { code: 'CONFLICT' } });
  });

  it('over REST: lists no questions of a timed quiz and points to the start step', async () => {
    const { quiz, chapter } = await publishedQuiz(t, tutor.token, { settings: { timeLimitMinutes: 1 } });
    const learner = await t.signIn(Role.USER);
    const list = await rest(t, 'get', `/chapters/${chapter.id}/quizzes/published`, learner.token);
    expect(list.status).toBe(200);
    expect(list.body[0].questions).toEqual([]);
    const res = await rest(t, 'post', `/quizzes/${quiz.id}/attempt`, learner.token).send({ answers: answers([1, 1, 1, 1]) });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This quiz is timed: start it before submitting.');
  });
});

describe('the expiry job', () => {
  it('runs every minute', () => {
    expect(expireAttemptsJob.schedule).toBe('* * * * *');
  });

  it('submits each overdue attempt once with its saved answers, with two workers at it', async () => {
    const quiz = await timedQuiz();
    const learners = await Promise.all(Array.from({ length: 12 }, () => t.signIn(Role.USER)));
    for (const learner of learners) {
      const { id } = (await start(quiz.id, learner.token)).data!.startQuizAttempt;
      await save(id, [[0, 1]], learner.token);
    }
    const onTime = await t.signIn(Role.USER);
    t.clock.advance(MINUTE + 31_000);
    // One still within its time: left alone.
    await start(quiz.id, onTime.token);

    // Earlier tests' attempts are overdue by now too: every overdue one is submitted, once.
    const cutoff = new Date(t.clock.now().getTime() - 30_000);
    const [{ overdue }] = await t.db.dataSource.query<{ overdue: number }[]>('SELECT count(*)::int AS overdue FROM quiz_attempts_in_progress WHERE deadline < $1', [cutoff]);
    expect(overdue).toBeGreaterThanOrEqual(12);
    // Another instance's worker: its own connection pool on the same database.
    const otherPool = new DataSource(t.db.dataSource.options);
    await otherPool.initialize();
    const otherWorker = new TimedAttemptService({ dataSource: otherPool, clock: t.clock });
    const [a, b] = await Promise.all([t.services.timedAttempts.expireOverdue(5), otherWorker.expireOverdue(5)]).finally(() => otherPool.destroy());
    expect(a + b).toBe(overdue);
    expect(await count('quiz_attempts', quiz.id)).toBe(12);
    expect(await count('quiz_attempts_in_progress', quiz.id)).toBe(1);
    const scores = await t.db.dataSource.query<{ score: number }[]>('SELECT score FROM quiz_attempts WHERE quiz_id = $1', [quiz.id]);
    expect(scores.every((row) => row.score === 1)).toBe(true);
    expect(await t.services.timedAttempts.expireOverdue()).toBe(0);
  });
});

describe('locks', () => {
  it('a started attempt locks the questions and the terms', async () => {
    const quiz = await timedQuiz();
    await start(quiz.id, (await t.signIn(Role.USER)).token);
    const res = await t.gql(UPDATE_SETTINGS, { id: quiz.id, settings: { timeLimitMinutes: 5 } }, tutor.token);
    expect(codeOf(res)).toBe('CONFLICT');
  });
});
