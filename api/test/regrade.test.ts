// Fixing a question after learners answered it: the preview of a regrade says exactly
// what would change, per attempt and in counts, for each mode, and stores nothing.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
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
  const tokens: Record<string, string> = {};
  for (const [name, picks] of [
    ['ann', [0, 0, 1]],
    ['ben', [1, 0, 1]],
    ['cy', [0, 1, 1]],
  ] as const) {
    const learner = await t.signIn(Role.USER);
    learners[name] = learner.id;
    tokens[name] = learner.token;
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
  return { tutor, quizId: quiz.id, questionId, learners, tokens };
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

// Applying a regrade: requested by the tutor (a job is queued), applied by the job's handler.
const REGRADE = `mutation($quizId: ID!, $questionId: ID!, $mode: RegradeMode!) {
  regrade(quizId: $quizId, questionId: $questionId, mode: $mode) { id status mode toVersion attemptCount attemptsChanged }
}`;
const STATUS = `query($id: ID!) { quizRegrade(id: $id) { id status attemptCount attemptsChanged error } }`;
const MY_ATTEMPTS = `query { myQuizAttempts(first: 5) { edges { node { id points maxPoints passed regrades { mode regradedAt regradedByName oldPoints newPoints oldMaxPoints newMaxPoints } } } } }`;
type Change = { learnerId: string; oldPoints: number; newPoints: number; oldMaxPoints: number; newMaxPoints: number };

async function requestRegrade(tutorToken: string, quizId: string, questionId: string, mode: string): Promise<string> {
  const res = await t.gql<{ regrade: { id: string; status: string } }>(REGRADE, { quizId, questionId, mode }, tutorToken);
  expect(res.errors).toBeUndefined();
  expect(res.data!.regrade.status).toBe('QUEUED');
  return res.data!.regrade.id;
}

const attemptsOf = (quizId: string): Promise<{ id: string; user_id: string; points: string; max_points: string; answers: unknown; given_questions: unknown }[]> =>
  t.db.dataSource.query(`SELECT id, user_id, points, max_points, answers, given_questions FROM quiz_attempts WHERE quiz_id = $1 ORDER BY id`, [quizId]);

it('applies exactly what the preview showed, leaves a trail on each changed attempt and moves the quiz to the new version', async () => {
  const { tutor, quizId, questionId } = await wronglyKeyedQuiz();
  const preview = (await t.gql<{ previewRegrade: Preview & { changes: Change[] } }>(PREVIEW, { quizId, questionId }, tutor.token)).data!.previewRegrade;
  const id = await requestRegrade(tutor.token, quizId, questionId, 'REGRADE');
  // Queued as a job, in the same transaction as the request.
  const jobs = await t.db.dataSource.query(`SELECT data FROM pgboss.job WHERE name = 'quizzes.regrade' AND data->>'regradeId' = $1`, [id]);
  expect(jobs).toHaveLength(1);
  expect((await t.gql<{ quizRegrade: { status: string } }>(STATUS, { id }, tutor.token)).data!.quizRegrade.status).toBe('QUEUED');
  await t.services.regrades.apply(id);
  expect((await t.gql(STATUS, { id }, tutor.token)).data).toEqual({ quizRegrade: { id, status: 'DONE', attemptCount: 3, attemptsChanged: 3, error: null } });
  // Every attempt now has the points the preview said, and a trail entry saying so.
  const after = await attemptsOf(quizId);
  const trails = await t.db.dataSource.query(`SELECT attempt_id, regrade_id, mode, regraded_by_id, old_points::float8 AS old, new_points::float8 AS new FROM quiz_attempt_regrades WHERE regrade_id = $1`, [id]);
  expect(trails).toHaveLength(3);
  for (const change of preview.changes) {
    const attempt = after.find((row) => row.user_id === change.learnerId)!;
    expect(Number(attempt.points)).toBe(change.newPoints);
    expect(trails.find((row: { attempt_id: string }) => row.attempt_id === attempt.id)).toMatchObject({ mode: 'REGRADE', regraded_by_id: tutor.id, old: change.oldPoints, new: change.newPoints });
  }
  // The quiz gives the new version from now on.
  const [quiz] = await t.db.dataSource.query(`SELECT questions->0->>'correctAnswerIndex' AS key FROM quizzes WHERE id = $1`, [quizId]);
  expect(quiz.key).toBe('0');
  expect(await t.db.dataSource.query(`SELECT version FROM quiz_question_versions WHERE quiz_id = $1 AND question_id = $2`, [quizId, questionId])).toEqual([{ version: 2 }]);
});

it('shows the learner their regraded result with its trail', async () => {
  const { tutor, quizId, questionId, tokens } = await wronglyKeyedQuiz();
  const id = await requestRegrade(tutor.token, quizId, questionId, 'REGRADE');
  await t.services.regrades.apply(id);
  // Ann's attempt: 1/3 -> 2/3, as she reads it.
  const ann = tokens.ann;
  const res = await t.gql<{ myQuizAttempts: { edges: { node: { points: number; regrades: Record<string, unknown>[] } }[] } }>(MY_ATTEMPTS, {}, ann);
  const [{ node }] = res.data!.myQuizAttempts.edges;
  expect(node.points).toBe(2);
  expect(node.regrades).toEqual([{ mode: 'REGRADE', regradedAt: expect.any(String), regradedByName: expect.any(String), oldPoints: 1, newPoints: 2, oldMaxPoints: 3, newMaxPoints: 3 }]);
});

it('runs once however many times its job runs, also on two instances at once', async () => {
  const { tutor, quizId, questionId } = await wronglyKeyedQuiz();
  const id = await requestRegrade(tutor.token, quizId, questionId, 'FULL_CREDIT');
  const second = await startTestApp({}, { database: t.db });
  try {
    // Both instances' workers run the same job at the same moment; then a retry runs it again.
    await Promise.all([t.services.regrades.apply(id), second.services.regrades.apply(id)]);
    const once = await attemptsOf(quizId);
    await t.services.regrades.apply(id);
    expect(await attemptsOf(quizId)).toEqual(once);
    // Full credit once: Ann 1 -> 2, Cy 0 -> 1 (not 3 and 2); one trail entry each.
    expect(once.map((row) => Number(row.points)).sort()).toEqual([1, 2, 2]);
    const [{ entries }] = await t.db.dataSource.query(`SELECT count(*)::int AS entries FROM quiz_attempt_regrades WHERE regrade_id = $1`, [id]);
    expect(entries).toBe(2);
    // Its outcome as the first run recorded it (a second run would find nothing left to change).
    expect((await t.gql(STATUS, { id }, tutor.token)).data).toEqual({ quizRegrade: { id, status: 'DONE', attemptCount: 3, attemptsChanged: 2, error: null } });
  } finally {
    await second.close();
  }
});

it("is run by the job queue's workers", async () => {
  const { tutor, quizId, questionId } = await wronglyKeyedQuiz();
  const worker = await startTestApp({}, { database: t.db, work: true });
  try {
    const id = await requestRegrade(tutor.token, quizId, questionId, 'DROP');
    let status = 'QUEUED';
    for (let i = 0; i < 100 && status === 'QUEUED'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await t.gql<{ quizRegrade: { status: string } }>(STATUS, { id }, tutor.token)).data!.quizRegrade.status;
    }
    expect(status).toBe('DONE');
    expect((await attemptsOf(quizId)).every((row) => Number(row.max_points) === 2)).toBe(true);
  } finally {
    await worker.close();
  }
});

it('keeps past attempts on their version (KEEP): their results and review stay, new attempts get the new version', async () => {
  const { tutor, quizId, questionId } = await wronglyKeyedQuiz();
  const before = await attemptsOf(quizId);
  const id = await requestRegrade(tutor.token, quizId, questionId, 'KEEP');
  await t.services.regrades.apply(id);
  const after = await attemptsOf(quizId);
  expect(after.map(({ points, answers }) => ({ points, answers }))).toEqual(before.map(({ points, answers }) => ({ points, answers })));
  expect(after.every((row) => Array.isArray(row.given_questions))).toBe(true);
  // The tutor reviewing a past attempt sees the version it was graded on (key B), the quiz the new one (key A).
  const review = await t.gql<{ quizAttempts: { edges: { node: { questions: { correctAnswerIndex: number }[] } }[] } }>(
    `query($quizId: ID!) { quizAttempts(quizId: $quizId, first: 1) { edges { node { questions { correctAnswerIndex } } } } }`,
    { quizId },
    tutor.token,
  );
  expect(review.data!.quizAttempts.edges[0].node.questions[0].correctAnswerIndex).toBe(1);
  const quiz = await t.gql<{ quiz: { questions: { correctAnswerIndex: number }[] } }>(`query($id: ID!) { quiz(id: $id) { questions { correctAnswerIndex } } }`, { id: quizId }, tutor.token);
  expect(quiz.data!.quiz.questions[0].correctAnswerIndex).toBe(0);
  const learner = await t.signIn(Role.USER);
  const submitted = await t.gql<{ submitQuizAttempt: { points: number } }>(
    `mutation($quizId: ID!, $answers: [QuizAnswerInput!]!) { submitQuizAttempt(quizId: $quizId, answers: $answers) { points } }`,
    { quizId, answers: [0, 0, 0].map((selectedOptionIndex, questionIndex) => ({ questionIndex, selectedOptionIndex })) },
    learner.token,
  );
  expect(submitted.data!.submitQuizAttempt.points).toBe(3);
});

it('grades a submission that arrives while the regrade runs on the new version', async () => {
  const { tutor, quizId, questionId } = await wronglyKeyedQuiz();
  const learner = await t.signIn(Role.USER);
  const id = await requestRegrade(tutor.token, quizId, questionId, 'REGRADE');
  // Hold the regrade at its last steps: a transaction of the test locks the quiz's pins, which the
  // regrade updates after it locked the quiz and rewrote the attempts.
  const holder = t.db.dataSource.createQueryRunner();
  await holder.connect();
  await holder.startTransaction();
  try {
    await holder.query(`SELECT * FROM quiz_question_versions WHERE quiz_id = $1 FOR UPDATE`, [quizId]);
    const applying = t.services.regrades.apply(id);
    await waitForLockWait(`UPDATE quiz_question_versions`);
    // The learner answers A (right only in the new version) while the regrade holds the quiz.
    const submitting = t.gql<{ submitQuizAttempt: { points: number } }>(
      `mutation($quizId: ID!, $answers: [QuizAnswerInput!]!) { submitQuizAttempt(quizId: $quizId, answers: $answers) { points } }`,
      { quizId, answers: [0, 0, 0].map((selectedOptionIndex, questionIndex) => ({ questionIndex, selectedOptionIndex })) },
      learner.token,
    );
    await waitForLockWait(`WITH quiz AS`);
    await holder.commitTransaction();
    await applying;
    const res = await submitting;
    expect(res.errors).toBeUndefined();
    expect(res.data!.submitQuizAttempt.points).toBe(3);
    // Not regraded a second time: it came after.
    expect(await t.db.dataSource.query(`SELECT count(*)::int AS n FROM quiz_attempt_regrades r JOIN quiz_attempts qa ON qa.id = r.attempt_id WHERE qa.user_id = $1`, [learner.id])).toEqual([{ n: 0 }]);
  } finally {
    if (holder.isTransactionActive) await holder.rollbackTransaction();
    await holder.release();
  }
});

// Waits (bounded) until a statement starting with `prefix` waits for a lock.
async function waitForLockWait(prefix: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const [{ n }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND ltrim(query) LIKE $1`, [`${prefix}%`]);
    if (n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`No statement "${prefix}…" waited for a lock`);
}

it('allows one queued regrade per quiz, and fails one whose quiz is gone', async () => {
  const { tutor, quizId, questionId } = await wronglyKeyedQuiz();
  const id = await requestRegrade(tutor.token, quizId, questionId, 'REGRADE');
  const again = await t.gql(REGRADE, { quizId, questionId, mode: 'DROP' }, tutor.token);
  expect(again.errors![0]).toMatchObject({ message: 'A regrade of this quiz is under way: wait for it to finish, then try again.', extensions: { code: 'CONFLICT' } });
  const other = await t.signIn(Role.TUTOR);
  expect((await t.gql(STATUS, { id }, other.token)).errors![0].extensions!.code).toBe('FORBIDDEN');
  expect((await t.gql(REGRADE, { quizId, questionId, mode: 'DROP' }, other.token)).errors![0].extensions!.code).toBe('FORBIDDEN');
  expect((await t.gql(`mutation($id: ID!) { deleteQuiz(id: $id) }`, { id: quizId }, tutor.token)).errors).toBeUndefined();
  await t.services.regrades.apply(id);
  const status = await t.gql<{ quizRegrade: { status: string; error: string } }>(STATUS, { id }, tutor.token);
  expect(status.data!.quizRegrade).toMatchObject({ status: 'FAILED', error: 'The quiz was deleted before the regrade ran.' });
});

it("tells the learner live when a regrade changed their result, and no one else", async () => {
  const { tutor, quizId, questionId, tokens } = await wronglyKeyedQuiz();
  const { wsUrl, stop } = await t.listen();
  const heard: Record<string, { points: number; regrades: { newPoints: number }[] }[]> = { ann: [], ben: [] };
  const clients = (['ann', 'ben'] as const).map((name) => {
    const client = createClient({ url: wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${tokens[name]}` }, retryAttempts: 0 });
    client.subscribe<{ myAttemptRegraded: { points: number; regrades: { newPoints: number }[] } }>(
      { query: `subscription { myAttemptRegraded { id points regrades { newPoints } } }` },
      { next: (value) => heard[name].push(value.data!.myAttemptRegraded), error: () => undefined, complete: () => undefined },
    );
    return client;
  });
  try {
    // Subscribed once the server has answered a first message on each socket.
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Full credit: Ann 1 -> 2 and Cy 0 -> 1 change; Ben (right already) does not.
    await t.services.regrades.apply(await requestRegrade(tutor.token, quizId, questionId, 'FULL_CREDIT'));
    for (let i = 0; i < 100 && heard.ann.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard.ann).toEqual([{ id: expect.any(String), points: 2, regrades: [{ newPoints: 2 }] }]);
    expect(heard.ben).toEqual([]);
  } finally {
    await Promise.all(clients.map(async (client) => { await client.dispose(); }));
    await stop();
  }
});
