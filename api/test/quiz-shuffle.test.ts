// Shuffled quizzes through GraphQL on the real database: each learner's order is their
// own and stable, answers come in that order and are graded and stored in the tutor's.
import { readQuestion } from '../src/modules/quizzes/questions/read';
import { learnerOrder } from '../src/modules/quizzes/shuffle';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { publishedQuiz } from './helpers/learning';
import { rest } from './helpers/rest';

type Shown = { questionText: string; options: string[]; index: number; optionIndexes: number[] };
const QUESTIONS = 'questions { questionText options index optionIndexes }';
const QUIZ = `query($id: ID!) { quiz(id: $id) { ${QUESTIONS} myAttempt { id attemptNumber ${QUESTIONS} } } }`;
const SUBMIT = `mutation($quizId: ID!, $answers: [QuizAnswerInput!]!) { submitQuizAttempt(quizId: $quizId, answers: $answers) {
  score total attemptNumber answers { questionIndex selectedOptionIndex correctAnswerIndex isCorrect } ${QUESTIONS} } }`;
const START = `mutation($quizId: ID!) { startQuizAttempt(quizId: $quizId) { id ${QUESTIONS} } }`;
const SAVE = `mutation($attemptId: ID!, $answers: [QuizAnswerInput!]!) { saveQuizAnswers(attemptId: $attemptId, answers: $answers) { id } }`;
const INSIGHT = `query($quizId: ID!) { quizInsight(quizId: $quizId) { questions { questionText correctCount optionCounts } } }`;

// Eight questions "Question 1".."Question 8"; option "B" (index 1) is always right.
const EIGHT = Array.from({ length: 8 }, (_, i) => ({ questionText: `Question ${i + 1}`, options: ['A', 'B', 'C', 'D'], correctAnswerIndex: 1 }));

let t: TestApp;
let tutor: { token: string };

beforeAll(async () => {
  t = await startTestApp();
  tutor = await t.signIn(Role.TUTOR);
});
afterAll(() => t.close());

const shuffledQuiz = async (settings: Record<string, unknown> = {}) =>
  (await publishedQuiz(t, tutor.token, { questions: EIGHT, settings: { shuffleQuestions: true, shuffleOptions: true, ...settings } })).quiz;
const shownTo = async (quizId: string, token: string) => (await t.gql<{ quiz: { questions: Shown[] } }>(QUIZ, { id: quizId }, token)).data!.quiz.questions;
// Picks option "B" of every question, by its place on the learner's screen.
const allRight = (shown: Shown[]) => shown.map((q, questionIndex) => ({ questionIndex, selectedOptionIndex: q.options.indexOf('B') }));
const isPermutation = (list: number[], n: number) => [...list].sort((a, b) => a - b).join() === Array.from({ length: n }, (_, i) => i).join();

describe('a shuffled quiz', () => {
  it("shows each learner an order of their own, the same on every read, the tutor the tutor's", async () => {
    const quiz = await shuffledQuiz();
    const [ann, ben] = await Promise.all([t.signIn(Role.USER), t.signIn(Role.USER)]);
    const first = await shownTo(quiz.id, ann.token);
    expect(await shownTo(quiz.id, ann.token)).toEqual(first);
    expect(isPermutation(first.map((q) => q.index), 8)).toBe(true);
    expect(first.every((q) => isPermutation(q.optionIndexes, 4) && q.options.join() === q.optionIndexes.map((i) => 'ABCD'[i]).join())).toBe(true);
    expect(first.every((q) => q.questionText === `Question ${q.index + 1}`)).toBe(true);
    // Not the tutor's order, and not Ben's (8! orders: a tie is a one-in-40,320 chance).
    expect(first.map((q) => q.index)).not.toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect((await shownTo(quiz.id, ben.token)).map((q) => q.index)).not.toEqual(first.map((q) => q.index));
    // Any instance computes the same order: it is a function of the attempt's identity alone.
    const order = learnerOrder({ id: quiz.id, questions: EIGHT.map(readQuestion), shuffleQuestions: true, shuffleOptions: true }, ann.id, 1);
    expect(order?.questions).toEqual(first.map((q) => q.index));
    const tutorView = await shownTo(quiz.id, tutor.token);
    expect(tutorView.map((q) => q.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it("grades answers given in the learner's order against the tutor's questions: all right is full marks", async () => {
    const quiz = await shuffledQuiz({ attemptsAllowed: 2 });
    const learner = await t.signIn(Role.USER);
    const shown = await shownTo(quiz.id, learner.token);
    const res = await t.gql<{ submitQuizAttempt: { score: number; total: number; answers: { questionIndex: number; selectedOptionIndex: number; isCorrect: boolean }[]; questions: Shown[] } }>(
      SUBMIT,
      { quizId: quiz.id, answers: allRight(shown) },
      learner.token,
    );
    expect(res.errors).toBeUndefined();
    const attempt = res.data!.submitQuizAttempt;
    expect(attempt).toMatchObject({ score: 8, total: 8 });
    // Stored and reported in the tutor's order.
    expect(attempt.answers.map((a) => [a.questionIndex, a.selectedOptionIndex, a.isCorrect])).toEqual(EIGHT.map((_, i) => [i, 1, true]));
    // The attempt keeps the order it was taken in.
    expect(attempt.questions).toEqual(shown);
    const insight = await t.gql<{ quizInsight: { questions: { questionText: string; correctCount: number; optionCounts: number[] }[] } }>(INSIGHT, { quizId: quiz.id }, tutor.token);
    expect(insight.data!.quizInsight.questions.map((q) => [q.questionText, q.correctCount, q.optionCounts])).toEqual(EIGHT.map((q) => [q.questionText, 1, [0, 1, 0, 0]]));

    // The next attempt has an order of its own.
    const next = await shownTo(quiz.id, learner.token);
    expect(next.map((q) => q.index)).not.toEqual(shown.map((q) => q.index));
    const second = await t.gql<{ submitQuizAttempt: { score: number; attemptNumber: number } }>(SUBMIT, { quizId: quiz.id, answers: allRight(next) }, learner.token);
    expect(second.data!.submitQuizAttempt).toMatchObject({ score: 8, attemptNumber: 2 });
  });

  it("marks wrong what is right only in the tutor's order", async () => {
    const quiz = await shuffledQuiz();
    const learner = await t.signIn(Role.USER);
    const shown = await shownTo(quiz.id, learner.token);
    // Option 1 of every question as shown: right only where the shown option 1 is "B".
    const expected = shown.filter((q) => q.options[1] === 'B').length;
    const res = await t.gql<{ submitQuizAttempt: { score: number } }>(SUBMIT, { quizId: quiz.id, answers: shown.map((_, questionIndex) => ({ questionIndex, selectedOptionIndex: 1 })) }, learner.token);
    expect(res.data!.submitQuizAttempt.score).toBe(expected);
    expect(expected).toBeLessThan(8);
  });

  it('keeps a timed attempt’s order across reloads, and grades its saved answers in it', async () => {
    const quiz = await shuffledQuiz({ timeLimitMinutes: 1 });
    const learner = await t.signIn(Role.USER);
    const started = (await t.gql<{ startQuizAttempt: { id: string; questions: Shown[] } }>(START, { quizId: quiz.id }, learner.token)).data!.startQuizAttempt;
    expect(await shownTo(quiz.id, learner.token)).toEqual(started.questions);
    await t.gql(SAVE, { attemptId: started.id, answers: allRight(started.questions) }, learner.token);
    t.clock.advance(60_000 + 31_000);
    expect(await t.services.timedAttempts.expireOverdue()).toBeGreaterThanOrEqual(1);
    const after = await t.gql<{ quiz: { myAttempt: { id: string; questions: Shown[] } } }>(QUIZ, { id: quiz.id }, learner.token);
    expect(after.data!.quiz.myAttempt).toEqual({ id: started.id, attemptNumber: 1, questions: started.questions });
    const [row] = await t.db.dataSource.query<{ score: number }[]>('SELECT score FROM quiz_attempts WHERE id = $1', [started.id]);
    expect(row.score).toBe(8);
  });

  it("over REST shows and grades the tutor's order", async () => {
    const { quiz, chapter } = await publishedQuiz(t, tutor.token, { questions: EIGHT, settings: { shuffleQuestions: true, shuffleOptions: true } });
    const learner = await t.signIn(Role.USER);
    const list = await rest(t, 'get', `/chapters/${chapter.id}/quizzes/published`, learner.token);
    expect(list.body[0].questions.map((q: { questionText: string }) => q.questionText)).toEqual(EIGHT.map((q) => q.questionText));
    const res = await rest(t, 'post', `/quizzes/${quiz.id}/attempt`, learner.token).send({ answers: EIGHT.map((_, questionIndex) => ({ questionIndex, selectedOptionIndex: 1 })) });
    expect(res.status).toBe(201);
    expect(res.body.attempt.score).toBe(8);
  });
});
