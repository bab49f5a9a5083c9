import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS, seedDemoData } from '../src/db/seed';
import { offsetPage } from '../src/shared/pagination';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { guardPublicReads: true });
});
afterAll(() => t.close());

it('seeds demo accounts of every role and courses with questions, once', async () => {
  const first = await seedDemoData(t.services);
  expect(first.map((a) => a.role).sort()).toEqual(['admin', 'tutor', 'user']);
  for (const account of DEMO_ACCOUNTS) {
    const session = await t.services.auth.login(account, { ip: '127.0.0.1' });
    expect(session.role).toBe(account.role);
  }
  const catalogue = await t.services.courses.list('', offsetPage(100, 0));
  const total = await catalogue.totalCount();
  expect(total).toBeGreaterThanOrEqual(3);
  for (const course of catalogue.items) expect((await t.services.courses.questionsOf(course.id)).length).toBeGreaterThan(0);

  // The demo tutor has an activity with a quiz of every type and another quiz; the demo learner has
  // attempted both (one waits for its essay in the tutor's queue) and has studied cards of a course.
  const tutor = await t.services.auth.login(DEMO_ACCOUNTS[1], { ip: '127.0.0.1' });
  const learner = await t.services.auth.login(DEMO_ACCOUNTS[2], { ip: '127.0.0.1' });
  const quizzes: { questions: { type: string }[]; is_published: boolean }[] = await t.db.dataSource.query(`SELECT questions, is_published FROM quizzes WHERE tutor_id = $1`, [tutor.id]);
  expect(quizzes).toHaveLength(4);
  expect(quizzes.every((quiz) => quiz.is_published)).toBe(true);
  expect(new Set(quizzes.flatMap((quiz) => quiz.questions.map((question) => question.type)))).toEqual(
    new Set(['SINGLE_CHOICE', 'MULTIPLE_RESPONSE', 'TRUE_FALSE', 'SHORT_ANSWER', 'NUMERICAL', 'MATCHING', 'ESSAY']),
  );
  const attempts: { grading_status: string; points: number }[] = await t.db.dataSource.query(`SELECT grading_status, points::float8 AS points FROM quiz_attempts WHERE user_id = $1 ORDER BY grading_status`, [learner.id]);
  expect(attempts.map((a) => a.grading_status)).toEqual(['GRADED', 'GRADED', 'NEEDS_GRADING']);
  expect(attempts.every((a) => a.points > 0)).toBe(true);
  const queue = await t.services.essayGrading.list(tutor, 'waiting', { kind: 'cursor', size: 10, backward: false, cursor: null });
  expect(queue.items).toHaveLength(1);
  // The demo tutor's bank holds both quizzes' questions, tagged, one of them in a second version.
  const bank = await t.services.questionBank.list(tutor, {}, { kind: 'cursor', size: 50, backward: false, cursor: null });
  expect(bank.items).toHaveLength(13);
  expect((await t.services.questionBank.tags(tutor)).map((tag) => tag.tag).sort()).toEqual(['Functions', 'Loops', 'Week 1', 'Week 2']);
  expect(bank.items.filter((question) => question.version === 2)).toHaveLength(2);
  // A quiz that draws 2 Functions questions per attempt, taken once; the quick check regraded (2/3 -> 3/3).
  const [practice] = await t.db.dataSource.query(`SELECT q.slots, qa.given_questions FROM quizzes q JOIN quiz_attempts qa ON qa.quiz_id = q.id WHERE q.slots IS NOT NULL AND qa.user_id = $1`, [learner.id]);
  expect(practice.slots).toEqual([expect.objectContaining({ kind: 'RANDOM', tag: 'Functions', count: 2 })]);
  expect(practice.given_questions).toHaveLength(2);
  const trail = await t.db.dataSource.query(`SELECT mode, old_points::float8 AS old, new_points::float8 AS new FROM quiz_attempt_regrades r JOIN quiz_attempts qa ON qa.id = r.attempt_id WHERE qa.user_id = $1`, [learner.id]);
  expect(trail).toEqual([{ mode: 'FULL_CREDIT', old: 2, new: 3 }]);
  // A class for the gradebook and item analysis: nine learners took the quick check, which passes at 70 %
  // (3 of 3 right: the demo learner after the regrade and four classmates).
  const [quick] = await t.db.dataSource.query(
    `SELECT q.pass_percentage AS mark, count(qa.*)::int AS attempts, count(*) FILTER (WHERE qa.points * 100 >= qa.max_points * qa.pass_percentage)::int AS passed
       FROM quizzes q JOIN quiz_attempts qa ON qa.quiz_id = q.id WHERE q.title = 'Functions: quick check' GROUP BY q.id`,
  );
  expect(quick).toEqual({ mark: 70, attempts: 9, passed: 5 });
  const [{ practised }] = await t.db.dataSource.query(`SELECT count(DISTINCT qa.user_id)::int AS practised FROM quiz_attempts qa JOIN quizzes q ON q.id = qa.quiz_id WHERE q.slots IS NOT NULL`);
  expect(practised).toBe(9);
  // The demo learner has 1.5 times the time on the activity's timed quiz, and one more attempt.
  const [timed] = await t.db.dataSource.query(`SELECT id FROM quizzes WHERE time_limit_minutes = 10`);
  const terms = await t.gql<{ quiz: { myTerms: unknown } }>(
    `query($id: ID!) { quiz(id: $id) { myTerms { accommodated timeLimitMinutes quizTimeLimitMinutes attemptsAllowed quizAttemptsAllowed } } }`,
    { id: timed.id },
    learner.token,
  );
  expect(terms.data?.quiz.myTerms).toEqual({ accommodated: true, timeLimitMinutes: 15, quizTimeLimitMinutes: 10, attemptsAllowed: 3, quizAttemptsAllowed: 2 });
  const [{ reviewed }] = await t.db.dataSource.query(`SELECT count(*)::int AS reviewed FROM review_logs WHERE user_id = $1`, [learner.id]);
  expect(reviewed).toBe(2);

  // The demo tutor's read-only API token: its secret is handed back once, reads the tutor's results, and cannot write.
  const seededToken = first.find((account) => account.role === Role.TUTOR)?.apiToken;
  expect(seededToken).toMatch(/^lh_pat_/);
  expect(first.filter((account) => account.apiToken)).toHaveLength(1);
  const read = await t.gql<{ tutorDashboard: { quizzes: number } }>(`{ tutorDashboard { quizzes } }`, {}, seededToken);
  expect(read.errors).toBeUndefined();
  expect(read.data?.tutorDashboard.quizzes).toBe(quizzes.length);
  const write = await t.gql(`mutation { deleteQuiz(id: "${randomUUID()}") }`, {}, seededToken);
  expect(write.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN', requiredScopes: ['write:quizzes'] } });

  // A second start finds users and seeds nothing.
  expect(await seedDemoData(t.services)).toEqual([]);
  expect(await (await t.services.courses.list('', offsetPage(100, 0))).totalCount()).toBe(total);
});
