// The question-types migration on a database filled before it: every quiz, attempt, score and
// insight reads the same after it, over GraphQL and REST.
import { migrate } from '../src/db/migrate';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { createTestDatabase, type TestDatabase } from './helpers/database';
import { answers, publishedQuiz } from './helpers/learning';
import { rest } from './helpers/rest';

const MIGRATION = 'QuestionTypes1764400000000';
// One secret for the app before and after, so the sessions made before still sign in.
const jwtSecret = 'a-test-secret-that-is-long-enough-for-hs256!';

const READ = `query($id: ID!) {
  quiz(id: $id) { questions { questionText options correctAnswerIndex } }
  quizInsight(quizId: $id) { attemptCount passedCount averageScore averagePercentage passRate questions { questionIndex correctAnswerIndex optionCounts correctCount correctRate } }
  quizAttempts(quizId: $id, first: 10) { nodes { score total percentage passed answers { questionIndex selectedOptionIndex correctAnswerIndex isCorrect } } }
}`;
const MINE = `{ myQuizAttempts(first: 10) { nodes { score total percentage passed } stats { totalAttempts passedCount averagePercentage } } }`;

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

it('converts stored quizzes and attempts without changing anything a client reads', async () => {
  let t: TestApp = await startTestApp({ jwtSecret }, { database: db });
  const tutor = await t.signIn(Role.TUTOR);
  const { quiz } = await publishedQuiz(t, tutor.token, { settings: { attemptsAllowed: 2 } });
  const [ann, ben] = await Promise.all([t.signIn(Role.USER), t.signIn(Role.USER)]);
  for (const [learner, picks] of [
    [ann, [1, 1, 1, 0]],
    [ann, [1, 0, 0, 0]],
    [ben, [0, 0, 1, 2]],
  ] as const) {
    const res = await t.gql(`mutation($quizId: ID!, $answers: [QuizAnswerInput!]!) { submitQuizAttempt(quizId: $quizId, answers: $answers) { id } }`, { quizId: quiz.id, answers: answers([...picks]) }, learner.token);
    expect(res.errors).toBeUndefined();
  }
  const read = async (app: TestApp) => ({
    quiz: (await app.gql(READ, { id: quiz.id }, tutor.token)).data,
    ann: (await app.gql(MINE, {}, ann.token)).data,
    rest: (await rest(app, 'get', '/quiz-attempts/me', ann.token)).body.map((a: Record<string, unknown>) => [a.score, a.total, a.percentage, a.passed]),
  });
  const before = await read(t);
  expect(before.quiz).toMatchObject({ quizInsight: { attemptCount: 2 }, quizAttempts: { nodes: [{}, {}, {}] } });
  await t.close();

  // Back to the state before the migration, the rows as an older version stored them.
  // (Undoing the later migrations first.)
  const applied = async () => (await db.dataSource.query(`SELECT 1 FROM migrations WHERE name = $1`, [MIGRATION])).length > 0;
  const undone: string[] = [];
  while (await applied()) {
    const [{ name }] = await db.dataSource.query(`SELECT name FROM migrations ORDER BY timestamp DESC, id DESC LIMIT 1`);
    undone.unshift(name);
    await db.dataSource.undoLastMigration({ transaction: 'each' });
  }
  expect(undone[0]).toBe(MIGRATION);
  await db.dataSource.query(`
    UPDATE quizzes SET questions = (SELECT jsonb_agg(jsonb_build_object('questionText', q->'questionText', 'options', q->'options', 'correctAnswerIndex', q->'correctAnswerIndex') ORDER BY i)
                                      FROM jsonb_array_elements(questions) WITH ORDINALITY t(q, i))`);
  await db.dataSource.query(`
    UPDATE quiz_attempts SET answers = (SELECT jsonb_agg(jsonb_build_object('questionIndex', a->'questionIndex', 'selectedOptionIndex', a->'selectedOptionIndex',
                                                                            'correctAnswerIndex', a->'correctAnswerIndex', 'isCorrect', a->'isCorrect') ORDER BY i)
                                          FROM jsonb_array_elements(answers) WITH ORDINALITY t(a, i))`);
  const [{ keys }] = await db.dataSource.query(`SELECT array_agg(DISTINCT k ORDER BY k) AS keys FROM quizzes, jsonb_array_elements(questions) q, jsonb_object_keys(q) k`);
  expect(keys).toEqual(['correctAnswerIndex', 'options', 'questionText']);

  expect(await migrate(db.dataSource)).toEqual(undone);
  t = await startTestApp({ jwtSecret }, { database: db });
  try {
    expect(await read(t)).toEqual(before);
    const typed = await t.gql<{ quiz: { questions: { type: string; points: number }[] }; quizAttempts: { nodes: { points: number; maxPoints: number; gradingStatus: string }[] } }>(
      `query($id: ID!) { quiz(id: $id) { questions { type points } } quizAttempts(quizId: $id, first: 10) { nodes { points maxPoints gradingStatus } } }`,
      { id: quiz.id },
      tutor.token,
    );
    expect(typed.data!.quiz.questions.every((q) => q.type === 'SINGLE_CHOICE' && q.points === 1)).toBe(true);
    expect(typed.data!.quizAttempts.nodes.map((a) => [a.points, a.maxPoints, a.gradingStatus]).sort()).toEqual([
      [1, 4, 'GRADED'],
      [1, 4, 'GRADED'],
      [3, 4, 'GRADED'],
    ]);
  } finally {
    await t.close();
  }
});
