// Random slots: a quiz slot that draws N questions tagged T from the tutor's bank for each
// attempt: stable on reload and per attempt, no repeats, unseen first, stored with the attempt and
// graded and shown on what was drawn; pooled questions count as used, and a regrade reaches them.
import request from 'supertest';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { createActivity, createChapter } from './helpers/learning';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const CREATE_BANK = `mutation($input: BankQuestionInput!) { createBankQuestion(input: $input) { id } }`;
const CREATE_QUIZ = `mutation($chapterId: ID!, $input: QuizInput!) { createQuiz(chapterId: $chapterId, input: $input) { id questionCount slots { kind questionId version randomTag difficulty count poolSize } } }`;
const QUESTIONS = `query($id: ID!) { quiz(id: $id) { questionCount questions { index questionText } } }`;
const SUBMIT = `mutation($quizId: ID!, $answers: [QuizAnswerInput!]!) { submitQuizAttempt(quizId: $quizId, answers: $answers) { id points maxPoints questions { questionText } } }`;

type Built = { tutor: { id: string; token: string }; quizId: string; bank: Record<string, string> };

// A bank of `size` questions tagged Loops ("Loop 1".."Loop N", the right option always "yes" at 0),
// a fixed question, and a quiz of the fixed question and a random slot of `count`.
async function randomQuiz({ size = 5, count = 2, settings = {} } = {}): Promise<Built> {
  const tutor = await t.signIn(Role.TUTOR);
  const bank: Record<string, string> = {};
  for (let i = 1; i <= size; i++) {
    const res = await t.gql<{ createBankQuestion: { id: string } }>(CREATE_BANK, {
      input: { title: `Loop ${i}`, tags: ['Loops'], difficulty: i % 2 ? 1 : 2, questionText: `Loop ${i}?`, options: ['yes', 'no'], correctAnswerIndex: 0 },
    }, tutor.token);
    expect(res.errors).toBeUndefined();
    bank[`Loop ${i}?`] = res.data!.createBankQuestion.id;
  }
  const activity = await createActivity(t, tutor.token);
  const chapter = await createChapter(t, tutor.token, activity.id);
  const created = await t.gql<{ createQuiz: { id: string; questionCount: number; slots: Record<string, unknown>[] } }>(CREATE_QUIZ, {
    chapterId: chapter.id,
    input: {
      title: 'Loops drill',
      instructions: 'Answer all',
      slots: [{ question: { questionText: 'Fixed?', options: ['yes', 'no'], correctAnswerIndex: 0 } }, { randomTag: 'Loops', count }],
      settings,
    },
  }, tutor.token);
  expect(created.errors).toBeUndefined();
  expect(created.data!.createQuiz.questionCount).toBe(1 + count);
  expect(created.data!.createQuiz.slots).toEqual([
    { kind: 'FIXED', questionId: expect.any(String), version: 1, randomTag: null, difficulty: null, count: 1, poolSize: null },
    { kind: 'RANDOM', questionId: null, version: null, randomTag: 'Loops', difficulty: null, count, poolSize: size },
  ]);
  const quizId = created.data!.createQuiz.id;
  expect((await t.gql(`mutation($id: ID!) { publishQuiz(id: $id) { id } }`, { id: quizId }, tutor.token)).errors).toBeUndefined();
  return { tutor, quizId, bank };
}

const questionsOf = async (quizId: string, token: string): Promise<string[]> =>
  (await t.gql<{ quiz: { questions: { questionText: string }[] } }>(QUESTIONS, { id: quizId }, token)).data!.quiz.questions.map((q) => q.questionText);

const allYes = (n: number) => Array.from({ length: n }, (_, questionIndex) => ({ questionIndex, selectedOptionIndex: 0 }));

it('gives each attempt its own draw: the same on every read, graded and reviewed on what was drawn', async () => {
  const { quizId, tutor } = await randomQuiz();
  const learner = await t.signIn(Role.USER);
  const shown = await questionsOf(quizId, learner.token);
  expect(shown).toHaveLength(3);
  expect(shown[0]).toBe('Fixed?');
  expect(new Set(shown).size).toBe(3);
  expect(shown.slice(1).every((text) => /^Loop \d\?$/.test(text))).toBe(true);
  // A reload shows the same draw.
  expect(await questionsOf(quizId, learner.token)).toEqual(shown);
  // The tutor sees the fixed question (the slots say the rest).
  expect(await questionsOf(quizId, tutor.token)).toEqual(['Fixed?']);
  const res = await t.gql<{ submitQuizAttempt: { id: string; points: number; maxPoints: number; questions: { questionText: string }[] } }>(SUBMIT, { quizId, answers: allYes(3) }, learner.token);
  expect(res.errors).toBeUndefined();
  expect(res.data!.submitQuizAttempt).toMatchObject({ points: 3, maxPoints: 3 });
  expect(res.data!.submitQuizAttempt.questions.map((q) => q.questionText)).toEqual(shown);
  // The attempt keeps the bank versions it was given, in order (their content is the bank's).
  const [{ given }] = await t.db.dataSource.query(`SELECT given_questions AS given FROM quiz_attempts WHERE id = $1`, [res.data!.submitQuizAttempt.id]);
  const texts = await t.db.dataSource.query(
    `SELECT v.question->>'questionText' AS text FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY g(ref, i)
       JOIN bank_question_versions v ON v.question_id = (g.ref->>'questionId')::uuid AND v.version = (g.ref->>'version')::int ORDER BY g.i`,
    [JSON.stringify(given)],
  );
  expect(texts.map((row: { text: string }) => row.text)).toEqual(shown);
  expect(given.every((g: Record<string, unknown>) => Object.keys(g).sort().join() === 'questionId,version' && g.version === 1)).toBe(true);
  // Answering a question not drawn is refused: the attempt has three.
  const other = await t.signIn(Role.USER);
  const four = await t.gql(SUBMIT, { quizId, answers: allYes(4) }, other.token);
  expect(four.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
});

it('draws differently for different learners', async () => {
  const { quizId } = await randomQuiz({ size: 6, count: 2 });
  const draws = new Set<string>();
  for (let i = 0; i < 6; i++) draws.add((await questionsOf(quizId, (await t.signIn(Role.USER)).token)).slice(1).sort().join());
  expect(draws.size).toBeGreaterThan(1);
});

it('gives a learner questions unseen in their earlier attempts first', async () => {
  const { quizId } = await randomQuiz({ size: 4, count: 2, settings: { attemptsAllowed: 3 } });
  // Four learners (by chance alone, a second draw of 2 of 4 avoids the first one time in six).
  for (let i = 0; i < 4; i++) {
    const learner = await t.signIn(Role.USER);
    const first = (await questionsOf(quizId, learner.token)).slice(1);
    expect((await t.gql(SUBMIT, { quizId, answers: allYes(3) }, learner.token)).errors).toBeUndefined();
    const second = (await questionsOf(quizId, learner.token)).slice(1);
    // Four in the pool, two seen: the other two.
    expect(second.filter((text) => first.includes(text))).toEqual([]);
    expect((await t.gql(SUBMIT, { quizId, answers: allYes(3) }, learner.token)).errors).toBeUndefined();
    // All four seen: a third attempt draws two of them again.
    expect((await questionsOf(quizId, learner.token)).slice(1)).toHaveLength(2);
  }
});

it('draws for a timed attempt when it starts, keeps the draw, and stores it', async () => {
  const { quizId } = await randomQuiz({ settings: { timeLimitMinutes: 10 } });
  const learner = await t.signIn(Role.USER);
  expect(await questionsOf(quizId, learner.token)).toEqual([]);
  const started = await t.gql<{ startQuizAttempt: { id: string; questions: { questionText: string }[] } }>(
    `mutation($quizId: ID!) { startQuizAttempt(quizId: $quizId) { id questions { questionText } } }`,
    { quizId },
    learner.token,
  );
  const drawn = started.data!.startQuizAttempt.questions.map((q) => q.questionText);
  expect(drawn).toHaveLength(3);
  expect(await questionsOf(quizId, learner.token)).toEqual(drawn);
  const res = await t.gql<{ submitQuizAttempt: { id: string; points: number; questions: { questionText: string }[] } }>(SUBMIT, { quizId, answers: allYes(3) }, learner.token);
  expect(res.errors).toBeUndefined();
  expect(res.data!.submitQuizAttempt.points).toBe(3);
  expect(res.data!.submitQuizAttempt.questions.map((q) => q.questionText)).toEqual(drawn);
});

it('refuses a slot that draws more than its pool, or of two kinds, and changes nothing', async () => {
  const tutor = await t.signIn(Role.TUTOR);
  await t.gql(CREATE_BANK, { input: { title: 'Only one', tags: ['Rare'], questionText: 'Only?', options: ['a', 'b'], correctAnswerIndex: 0 } }, tutor.token);
  const activity = await createActivity(t, tutor.token);
  const chapter = await createChapter(t, tutor.token, activity.id);
  const create = (slots: unknown[]) => t.gql(CREATE_QUIZ, { chapterId: chapter.id, input: { title: 'Q', instructions: 'I', slots } }, tutor.token);
  const tooMany = await create([{ randomTag: 'Rare', count: 2 }]);
  expect(tooMany.errors![0].extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    fieldErrors: { 'slots.0.count': 'Slot 1 draws more questions than the bank holds tagged "Rare" (besides the quiz\'s fixed ones): 1' },
  });
  const both = await create([{ randomTag: 'Rare', count: 1, questionId: '00000000-0000-4000-8000-000000000000' }]);
  expect(both.errors![0].extensions!.fieldErrors).toMatchObject({ 'slots.0': 'Slot 1 needs either a question of the bank or a question written here, not both' });
  const zero = await create([{ randomTag: 'Rare', count: 0 }]);
  expect(zero.errors![0].extensions!.fieldErrors).toMatchObject({ 'slots.0.count': 'Slot 1 draws 1 to 50 questions' });
  expect(await t.db.dataSource.query(`SELECT id FROM quizzes WHERE chapter_id = $1`, [chapter.id])).toEqual([]);
  // The pool's size, as the builder shows it.
  const size = await t.gql(`query { questionBankPoolSize(tag: "Rare") }`, {}, tutor.token);
  expect(size.data).toEqual({ questionBankPoolSize: 1 });
});

it('counts a pooled question as used, and regrades the attempts that were given it', async () => {
  const { quizId, tutor, bank } = await randomQuiz({ size: 3, count: 1 });
  const learners = await Promise.all([0, 1, 2, 3, 4, 5].map(() => t.signIn(Role.USER)));
  const drawnBy = new Map<string, string>();
  for (const learner of learners) {
    const [, drawn] = await questionsOf(quizId, learner.token);
    drawnBy.set(learner.id, drawn);
    expect((await t.gql(SUBMIT, { quizId, answers: allYes(2) }, learner.token)).errors).toBeUndefined();
  }
  const target = [...drawnBy.values()][0];
  const questionId = bank[target];
  const deleted = await t.gql(`mutation($id: ID!) { deleteBankQuestion(id: $id) }`, { id: questionId }, tutor.token);
  expect(deleted.errors![0].extensions!.code).toBe('CONFLICT');
  // The key was wrong: "no" is right. Those given it go from 2/2 to 1/2; no one else changes.
  const fixed = await t.gql(`mutation($id: ID!, $input: BankQuestionInput!) { updateBankQuestion(id: $id, input: $input) { version } }`, {
    id: questionId,
    input: { title: 'Fixed', tags: ['Loops'], questionText: target, options: ['yes', 'no'], correctAnswerIndex: 1 },
  }, tutor.token);
  expect(fixed.data).toEqual({ updateBankQuestion: { version: 2 } });
  const preview = await t.gql<{ previewRegrade: { fromVersions: number[]; attemptsAffected: number; changes: { learnerId: string; newPoints: number }[] } }>(
    `query($quizId: ID!, $questionId: ID!) { previewRegrade(quizId: $quizId, questionId: $questionId) { fromVersions attemptsAffected changes { learnerId newPoints } } }`,
    { quizId, questionId },
    tutor.token,
  );
  expect(preview.errors).toBeUndefined();
  const given = [...drawnBy].filter(([, text]) => text === target).map(([id]) => id);
  expect(preview.data!.previewRegrade.fromVersions).toEqual([1]);
  expect(preview.data!.previewRegrade.changes.map((c) => c.learnerId).sort()).toEqual(given.sort());
  expect(preview.data!.previewRegrade.changes.every((c) => c.newPoints === 1)).toBe(true);
  const requested = await t.gql<{ regrade: { id: string } }>(`mutation($quizId: ID!, $questionId: ID!) { regrade(quizId: $quizId, questionId: $questionId, mode: REGRADE) { id } }`, { quizId, questionId }, tutor.token);
  await t.services.regrades.apply(requested.data!.regrade.id);
  const points = await t.db.dataSource.query(`SELECT user_id, points::float8 AS points, given_questions->1->>'version' AS version FROM quiz_attempts WHERE quiz_id = $1`, [quizId]);
  for (const row of points) {
    expect(row.points).toBe(given.includes(row.user_id) ? 1 : 2);
    if (given.includes(row.user_id)) expect(row.version).toBe('2');
  }
  // The pool now holds the new version: a new learner given it is graded on it.
  const [{ slots }] = await t.db.dataSource.query(`SELECT slots FROM quizzes WHERE id = $1`, [quizId]);
  expect(slots[1].pool.find((g: { questionId: string }) => g.questionId === questionId)).toMatchObject({ version: 2, question: { correctAnswerIndex: 1 } });
});

it('gives insight per bank question, over the attempts given each', async () => {
  const { quizId, tutor } = await randomQuiz({ size: 3, count: 1 });
  const drawn: string[] = [];
  for (let i = 0; i < 5; i++) {
    const learner = await t.signIn(Role.USER);
    drawn.push((await questionsOf(quizId, learner.token))[1]);
    // Right on the fixed question, wrong on the drawn one.
    const res = await t.gql(SUBMIT, { quizId, answers: [{ questionIndex: 0, selectedOptionIndex: 0 }, { questionIndex: 1, selectedOptionIndex: 1 }] }, learner.token);
    expect(res.errors).toBeUndefined();
  }
  const res = await t.gql<{ quizInsight: { attemptCount: number; questions: { questionIndex: number; questionId: string; questionText: string; answerCount: number; correctCount: number; correctRate: number; optionCounts: number[] }[] } }>(
    `query($quizId: ID!) { quizInsight(quizId: $quizId) { attemptCount questions { questionIndex questionId questionText answerCount correctCount correctRate optionCounts } } }`,
    { quizId },
    tutor.token,
  );
  expect(res.errors).toBeUndefined();
  const { attemptCount, questions } = res.data!.quizInsight;
  expect(attemptCount).toBe(5);
  expect(questions[0].questionText).toBe('Fixed?');
  expect(questions.slice(1).map((q) => q.questionText).sort()).toEqual(['Loop 1?', 'Loop 2?', 'Loop 3?']);
  expect(questions[0]).toMatchObject({ questionIndex: 0, answerCount: 5, correctCount: 5, correctRate: 100, optionCounts: [5, 0] });
  for (const question of questions.slice(1)) {
    const times = drawn.filter((text) => text === question.questionText).length;
    expect(question).toMatchObject({ questionIndex: 1, answerCount: times, correctCount: 0, correctRate: 0, optionCounts: [0, times] });
  }
});

it('is taken in the app: REST lists its fixed questions and refuses a submission', async () => {
  const { quizId } = await randomQuiz();
  const learner = await t.signIn(Role.USER);
  const res = await request(t.app).post(`/api/quizzes/${quizId}/attempt`).set('authorization', `Bearer ${learner.token}`).send({ answers: allYes(3) });
  expect(res.status).toBe(409);
  expect(res.body.message ?? res.body.error?.message ?? JSON.stringify(res.body)).toContain('This quiz draws questions for each attempt: take it in the LearnHub app.');
  expect(await t.db.dataSource.query(`SELECT id FROM quiz_attempts WHERE quiz_id = $1`, [quizId])).toEqual([]);
});
