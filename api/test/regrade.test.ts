// Fixing a question after learners answered it (issue 36): the preview of a regrade says exactly
// what would change, per attempt and in counts, for each mode, and stores nothing.
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { publishedQuiz } from './helpers/learning';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PREVIEW = `query($quizId: ID!, $questionId: ID!, $mode: RegradeMode) {
  previewRegrade(quizId: $quizId, questionId: $questionId, mode: $mode) {
    mode fromVersions toVersion attemptCount attemptsAffected scoresUp scoresDown passedToFailed failedToPassed
    changes { learnerId learnerName oldPoints newPoints oldMaxPoints newMaxPoints oldPassed newPassed }
  }
}`;
type Preview = { attemptsAffected: number; changes: { learnerId: string; oldPoints: number; newPoints: number; newMaxPoints: number }[] } & Record<string, unknown>;

// Three questions; the first has the wrong key (B: the right answer is A). Ann answered A (marked
// wrong), Ben B (marked right), Cy A; all answered questions 2 and 3 as shown.
async function wronglyKeyedQuiz() {
  const tutor = await t.signIn(Role.TUTOR);
  const questions = [
    { questionText: 'Capital of France?', options: ['Paris', 'Lyon'], correctAnswerIndex: 1 },
    { questionText: 'Two plus two?', options: ['4', '5'], correctAnswerIndex: 0 },
    { questionText: 'Largest ocean?', options: ['Pacific', 'Atlantic'], correctAnswerIndex: 0 },
  ];
  const { quiz } = await publishedQuiz(t, tutor.token, { questions });
  const learners: Record<string, string> = {};
  for (const [name, picks] of [
    ['ann', [0, 0, 1]],
    ['ben', [1, 0, 1]],
    ['cy', [0, 1, 1]],
  ] as const) {
    const learner = await t.signIn(Role.USER);
    learners[name] = learner.id;
    const res = await t.gql(`mutation($quizId: ID!, $answers: [QuizAnswerInput!]!) { submitQuizAttempt(quizId: $quizId, answers: $answers) { id } }`, {
      quizId: quiz.id,
      answers: picks.map((selectedOptionIndex, questionIndex) => ({ questionIndex, selectedOptionIndex })),
    }, learner.token);
    expect(res.errors).toBeUndefined();
  }
  const [{ question_id: questionId }] = await t.db.dataSource.query(`SELECT question_id FROM quiz_question_versions WHERE quiz_id = $1 AND position = 0`, [quiz.id]);
  // The tutor fixes the key in the bank: version 2.
  const fixed = await t.gql(`mutation($id: ID!, $input: BankQuestionInput!) { updateBankQuestion(id: $id, input: $input) { version } }`, {
    id: questionId,
    input: { title: 'Capital of France', ...questions[0], correctAnswerIndex: 0 },
  }, tutor.token);
  expect(fixed.data).toEqual({ updateBankQuestion: { version: 2 } });
  return { tutor, quizId: quiz.id, questionId, learners };
}

it('previews a regrade to the fixed version: who goes up, who down, who passes or fails now', async () => {
  const { tutor, quizId, questionId, learners } = await wronglyKeyedQuiz();
  const before = await t.db.dataSource.query(`SELECT id, points, answers FROM quiz_attempts WHERE quiz_id = $1 ORDER BY id`, [quizId]);
  const res = await t.gql<{ previewRegrade: Preview }>(PREVIEW, { quizId, questionId }, tutor.token);
  expect(res.errors).toBeUndefined();
  const preview = res.data!.previewRegrade;
  expect(preview).toMatchObject({ mode: 'REGRADE', fromVersions: [1], toVersion: 2, attemptCount: 3, attemptsAffected: 3, scoresUp: 2, scoresDown: 1, passedToFailed: 1, failedToPassed: 1 });
  const byLearner = Object.fromEntries(preview.changes.map((change) => [change.learnerId, [change.oldPoints, change.newPoints]]));
  // Ann 1 -> 2 (passes now), Ben 2 -> 1 (fails now), Cy 0 -> 1.
  expect(byLearner).toEqual({ [learners.ann]: [1, 2], [learners.ben]: [2, 1], [learners.cy]: [0, 1] });
  // A preview stores nothing.
  expect(await t.db.dataSource.query(`SELECT id, points, answers FROM quiz_attempts WHERE quiz_id = $1 ORDER BY id`, [quizId])).toEqual(before);
});

it('previews full credit and dropping the question', async () => {
  const { tutor, quizId, questionId, learners } = await wronglyKeyedQuiz();
  const full = (await t.gql<{ previewRegrade: Preview }>(PREVIEW, { quizId, questionId, mode: 'FULL_CREDIT' }, tutor.token)).data!.previewRegrade;
  // Ben had it right already: unchanged.
  expect(full).toMatchObject({ attemptsAffected: 2, scoresUp: 2, scoresDown: 0, failedToPassed: 1 });
  expect(full.changes.map((change) => change.learnerId)).not.toContain(learners.ben);
  const dropped = (await t.gql<{ previewRegrade: Preview }>(PREVIEW, { quizId, questionId, mode: 'DROP' }, tutor.token)).data!.previewRegrade;
  expect(dropped.attemptsAffected).toBe(3);
  expect(dropped.changes.every((change) => change.newMaxPoints === 2)).toBe(true);
  // Ann 1/3 -> 1/2 (passes now); Ben 2/3 -> 1/2.
  expect(Object.fromEntries(dropped.changes.map((change) => [change.learnerId, change.newPoints]))).toEqual({ [learners.ann]: 1, [learners.ben]: 1, [learners.cy]: 0 });
  expect(dropped).toMatchObject({ failedToPassed: 1, passedToFailed: 0 });
});

it("is for the quiz's tutor or an admin, about a question the quiz uses", async () => {
  const { quizId, questionId } = await wronglyKeyedQuiz();
  const [other, learner, admin] = await Promise.all([t.signIn(Role.TUTOR), t.signIn(Role.USER), t.signIn(Role.ADMIN)]);
  expect((await t.gql(PREVIEW, { quizId, questionId }, other.token)).errors![0].extensions!.code).toBe('FORBIDDEN');
  expect((await t.gql(PREVIEW, { quizId, questionId }, learner.token)).errors![0].extensions!.code).toBe('FORBIDDEN');
  expect((await t.gql<{ previewRegrade: Preview }>(PREVIEW, { quizId, questionId }, admin.token)).data!.previewRegrade.attemptsAffected).toBe(3);
  const [{ question_id: unused }] = await t.db.dataSource.query(`SELECT question_id FROM quiz_question_versions WHERE quiz_id <> $1 LIMIT 1`, [quizId]);
  const wrong = await t.gql(PREVIEW, { quizId, questionId: unused }, admin.token);
  expect(wrong.errors![0]).toMatchObject({ message: 'This quiz does not use this question', extensions: { code: 'BAD_USER_INPUT' } });
});
