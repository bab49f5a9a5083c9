// Accommodations on the real database, the services' clock moved instead of waiting:
// extra time, extra attempts and a personal window, given for a quiz or for every quiz of an activity,
// read by start, save, submit (GraphQL and REST), the expiry job and the learner's own fields; a change
// made while an attempt runs moves its deadline at once and tells the learner's subscription.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { lockLearnerTerms } from '../src/modules/quizzes/accommodations/terms';
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { answers, codeOf, createChapter, createQuiz, publishQuiz, publishedQuiz } from './helpers/learning';
import { rest } from './helpers/rest';

const MINUTE = 60_000;
const FIELDS = 'id learnerId quizId activityId timeFactor extraMinutes extraAttempts opensAt closesAt learner { name surname email }';
const SET = `mutation($input: QuizAccommodationInput!) { setQuizAccommodation(input: $input) { ${FIELDS} } }`;
const REMOVE = `mutation($id: ID!) { removeQuizAccommodation(id: $id) }`;
const FOR_QUIZ = `query($quizId: ID!) { quizAccommodations(quizId: $quizId) { ${FIELDS} } }`;
const FOR_ACTIVITY = `query($activityId: ID!) { activityAccommodations(activityId: $activityId) { ${FIELDS} } }`;
const START = `mutation($quizId: ID!) { startQuizAttempt(quizId: $quizId) { id startedAt deadline } }`;
const SAVE = `mutation($attemptId: ID!, $answers: [QuizAnswerInput!]!) { saveQuizAnswers(attemptId: $attemptId, answers: $answers) { id } }`;
const SUBMIT = `mutation($quizId: ID!, $answers: [QuizAnswerInput!]!) { submitQuizAttempt(quizId: $quizId, answers: $answers) { id attemptNumber } }`;
const TERMS = `query($id: ID!) { quiz(id: $id) { window myAttemptsLeft myAttemptInProgress { id deadline }
  myTerms { accommodated timeLimitMinutes attemptsAllowed opensAt closesAt window quizTimeLimitMinutes quizAttemptsAllowed quizOpensAt quizClosesAt } } }`;

type Learner = { id: string; token: string; email: string };
type InProgress = { id: string; startedAt: string; deadline: string };
type Terms = { accommodated: boolean; timeLimitMinutes: number | null; attemptsAllowed: number | null; window: string; quizTimeLimitMinutes: number | null };

let t: TestApp;
let tutor: { id: string; token: string };

beforeAll(async () => {
  t = await startTestApp();
  tutor = await t.signIn(Role.TUTOR);
});
afterAll(() => t.close());

const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();
const quizWith = async (settings: Record<string, unknown> = {}) => publishedQuiz(t, tutor.token, { settings });
const set = (input: Record<string, unknown>, token = tutor.token) => t.gql<{ setQuizAccommodation: { id: string } }>(SET, { input }, token);
const setOk = async (input: Record<string, unknown>) => {
  const res = await set(input);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.setQuizAccommodation;
};
const start = (quizId: string, learner: Learner) => t.gql<{ startQuizAttempt: InProgress }>(START, { quizId }, learner.token);
const started = async (quizId: string, learner: Learner) => {
  const res = await start(quizId, learner);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.startQuizAttempt;
};
const submit = (quizId: string, learner: Learner) => t.gql<{ submitQuizAttempt: { id: string; attemptNumber: number } }>(SUBMIT, { quizId, answers: answers([1, 1, 1, 1]) }, learner.token);
const termsOf = async (quizId: string, learner: Learner) =>
  (await t.gql<{ quiz: { window: string; myAttemptsLeft: number | null; myAttemptInProgress: { deadline: string } | null; myTerms: Terms } }>(TERMS, { id: quizId }, learner.token)).data!.quiz;
const minutes = (attempt: InProgress) => (new Date(attempt.deadline).getTime() - new Date(attempt.startedAt).getTime()) / MINUTE;
const rows = async () => (await t.db.dataSource.query<{ n: number }[]>('SELECT count(*)::int AS n FROM quiz_accommodations'))[0].n;
const until = async (done: () => boolean, ms = 5_000): Promise<boolean> => {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
};

describe('setting one', () => {
  it('refuses what is not an accommodation, keyed by field, and stores nothing', async () => {
    const { quiz, activity } = await quizWith({ timeLimitMinutes: 20 });
    const learner = await t.signIn(Role.USER);
    const other = await t.signIn(Role.TUTOR);
    const before = await rows();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ learnerId: learner.id, quizId: quiz.id, activityId: activity.id, timeFactor: 1.5 }, 'quizId', 'Please choose one quiz or one activity'],
      [{ learnerId: learner.id, timeFactor: 1.5 }, 'quizId', 'Please choose one quiz or one activity'],
      [{ learnerId: other.id, quizId: quiz.id, timeFactor: 1.5 }, 'learnerId', 'Please choose a learner (an account with the learner role)'],
      [{ learnerId: '00000000-0000-4000-8000-000000000000', quizId: quiz.id, timeFactor: 1.5 }, 'learnerId', 'Please choose a learner (an account with the learner role)'],
      [{ learnerId: learner.id, quizId: quiz.id, timeFactor: 0.5 }, 'timeFactor', 'Please give a time factor from 1 to 4 in hundredths (for example 1.5)'],
      [{ learnerId: learner.id, quizId: quiz.id, timeFactor: 4.5 }, 'timeFactor', 'Please give a time factor from 1 to 4 in hundredths (for example 1.5)'],
      [{ learnerId: learner.id, quizId: quiz.id, timeFactor: 1.555 }, 'timeFactor', 'Please give a time factor from 1 to 4 in hundredths (for example 1.5)'],
      [{ learnerId: learner.id, quizId: quiz.id, extraMinutes: 601 }, 'extraMinutes', 'Please give the extra minutes as a whole number from 0 to 600'],
      [{ learnerId: learner.id, quizId: quiz.id, extraMinutes: -1 }, 'extraMinutes', 'Please give the extra minutes as a whole number from 0 to 600'],
      [{ learnerId: learner.id, quizId: quiz.id, extraAttempts: 11 }, 'extraAttempts', 'Please give the extra attempts as a whole number from 0 to 10'],
      [{ learnerId: learner.id, quizId: quiz.id, opensAt: at(MINUTE), closesAt: at(0) }, 'closesAt', 'Please choose a closing date after the opening date'],
      [{ learnerId: learner.id, quizId: quiz.id }, 'timeFactor', 'Please give extra time, extra attempts or a personal opening or closing date'],
    ];
    for (const [input, field, message] of cases) {
      const res = await set(input);
      expect(res.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      expect(res.errors![0].extensions!.fieldErrors![field]).toBe(message);
    }
    expect(await rows()).toBe(before);
  });

  it("is for the quiz's or activity's tutor and admins, as are the lists", async () => {
    const { quiz, activity } = await quizWith({ timeLimitMinutes: 20 });
    const learner = await t.signIn(Role.USER);
    const other = await t.signIn(Role.TUTOR);
    const admin = await t.signIn(Role.ADMIN);
    const before = await rows();
    expect(codeOf(await set({ learnerId: learner.id, quizId: quiz.id, timeFactor: 2 }, other.token))).toBe('FORBIDDEN');
    expect(codeOf(await set({ learnerId: learner.id, activityId: activity.id, timeFactor: 2 }, other.token))).toBe('FORBIDDEN');
    expect(codeOf(await set({ learnerId: learner.id, quizId: quiz.id, timeFactor: 2 }, learner.token))).toBe('FORBIDDEN');
    expect(codeOf(await set({ learnerId: learner.id, quizId: '00000000-0000-4000-8000-000000000000', timeFactor: 2 }))).toBe('NOT_FOUND');
    expect(codeOf(await set({ learnerId: learner.id, activityId: 'nope', timeFactor: 2 }))).toBe('NOT_FOUND');
    expect(await rows()).toBe(before);
    expect(codeOf(await t.gql(FOR_QUIZ, { quizId: quiz.id }, other.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(FOR_ACTIVITY, { activityId: activity.id }, other.token))).toBe('FORBIDDEN');

    const byAdmin = await set({ learnerId: learner.id, activityId: activity.id, extraMinutes: 5 }, admin.token);
    expect(byAdmin.errors).toBeUndefined();
    const own = await setOk({ learnerId: learner.id, quizId: quiz.id, timeFactor: 1.5 });
    // Setting again replaces it: one per learner and quiz.
    const again = await setOk({ learnerId: learner.id, quizId: quiz.id, timeFactor: 1.25 });
    expect(again.id).toBe(own.id);
    const listed = await t.gql<{ quizAccommodations: { quizId: string | null; activityId: string | null; timeFactor: number | null; learner: { email: string } }[] }>(FOR_QUIZ, { quizId: quiz.id }, tutor.token);
    expect(listed.data!.quizAccommodations).toEqual([
      expect.objectContaining({ quizId: quiz.id, activityId: null, timeFactor: 1.25, learner: expect.objectContaining({ email: expect.any(String) }) }),
      expect.objectContaining({ quizId: null, activityId: activity.id, extraMinutes: 5 }),
    ]);
    const ofActivity = await t.gql<{ activityAccommodations: unknown[] }>(FOR_ACTIVITY, { activityId: activity.id }, admin.token);
    expect(ofActivity.data!.activityAccommodations).toHaveLength(2);

    expect(codeOf(await t.gql(REMOVE, { id: own.id }, other.token))).toBe('FORBIDDEN');
    expect((await t.gql(REMOVE, { id: own.id }, tutor.token)).data).toEqual({ removeQuizAccommodation: own.id });
    expect(codeOf(await t.gql(REMOVE, { id: own.id }, tutor.token))).toBe('NOT_FOUND');
  });
});

describe('extra time', () => {
  it('multiplies the limit and adds minutes for the learner given it, and tells them both figures', async () => {
    const { quiz } = await quizWith({ timeLimitMinutes: 20 });
    const [ann, ben] = await Promise.all([t.signIn(Role.USER), t.signIn(Role.USER)]);
    await setOk({ learnerId: ann.id, quizId: quiz.id, timeFactor: 1.5 });
    expect((await termsOf(quiz.id, ann)).myTerms).toMatchObject({ accommodated: true, timeLimitMinutes: 30, quizTimeLimitMinutes: 20 });
    expect((await termsOf(quiz.id, ben)).myTerms).toMatchObject({ accommodated: false, timeLimitMinutes: 20, quizTimeLimitMinutes: 20 });
    expect((await t.gql<{ quiz: { myTerms: null } }>(TERMS, { id: quiz.id }, tutor.token)).data!.quiz.myTerms).toBeNull();
    expect(minutes(await started(quiz.id, ann))).toBe(30);
    expect(minutes(await started(quiz.id, ben))).toBe(20);

    const other = (await quizWith({ timeLimitMinutes: 20 })).quiz;
    await setOk({ learnerId: ann.id, quizId: other.id, timeFactor: 1.5, extraMinutes: 5 });
    expect(minutes(await started(other.id, ann))).toBe(35);
  });

  it("is given by the learner's e-mail address too (as they sign in with it), before they have attempted anything", async () => {
    const { quiz } = await quizWith({ timeLimitMinutes: 20 });
    const [cleo, otherTutor] = await Promise.all([t.signIn(Role.USER), t.signIn(Role.TUTOR)]);
    const given = await set({ learnerEmail: `  ${cleo.email.toUpperCase()} `, quizId: quiz.id, timeFactor: 1.5 });
    expect(given.errors).toBeUndefined();
    expect(minutes(await started(quiz.id, cleo))).toBe(30);
    const before = await rows();
    for (const learnerEmail of ['nobody@example.com', otherTutor.email, '']) {
      const res = await set({ learnerEmail, quizId: quiz.id, timeFactor: 1.5 });
      expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fieldErrors: { learnerEmail: 'No learner has this e-mail address' } } });
    }
    expect(await rows()).toBe(before);
  });

  it('leaves an untimed quiz untimed', async () => {
    const { quiz } = await quizWith();
    const learner = await t.signIn(Role.USER);
    await setOk({ learnerId: learner.id, quizId: quiz.id, timeFactor: 2, extraMinutes: 10 });
    expect((await termsOf(quiz.id, learner)).myTerms.timeLimitMinutes).toBeNull();
    expect((await start(quiz.id, learner)).errors![0].message).toBe('This quiz has no time limit: submit your answers directly.');
  });

  it('lets the learner save until their own deadline, not after', async () => {
    const { quiz } = await quizWith({ timeLimitMinutes: 1 });
    const learner = await t.signIn(Role.USER);
    await setOk({ learnerId: learner.id, quizId: quiz.id, timeFactor: 2 });
    const { id } = await started(quiz.id, learner);
    t.clock.advance(1.5 * MINUTE);
    expect((await t.gql(SAVE, { attemptId: id, answers: [{ questionIndex: 0, selectedOptionIndex: 1 }] }, learner.token)).errors).toBeUndefined();
    t.clock.advance(0.5 * MINUTE + 1);
    expect((await t.gql(SAVE, { attemptId: id, answers: [{ questionIndex: 0, selectedOptionIndex: 1 }] }, learner.token)).errors![0].message).toBe(
      'Time is up for this quiz: answers can no longer be saved.',
    );
  });

  it('has the expiry job submit at the accommodated deadline and its grace, not at the plain one', async () => {
    const { quiz } = await quizWith({ timeLimitMinutes: 1 });
    const learner = await t.signIn(Role.USER);
    await setOk({ learnerId: learner.id, quizId: quiz.id, extraMinutes: 2 });
    await started(quiz.id, learner);
    const inProgress = async () => (await t.db.dataSource.query<{ n: number }[]>('SELECT count(*)::int AS n FROM quiz_attempts_in_progress WHERE quiz_id = $1', [quiz.id]))[0].n;
    t.clock.advance(MINUTE + 31_000);
    await t.services.timedAttempts.expireOverdue();
    expect(await inProgress()).toBe(1);
    t.clock.advance(2 * MINUTE);
    await t.services.timedAttempts.expireOverdue();
    expect(await inProgress()).toBe(0);
  });
});

describe('a personal window', () => {
  it('lets one learner start and submit before the quiz opens and after it closes, and no one else', async () => {
    const [ann, ben] = await Promise.all([t.signIn(Role.USER), t.signIn(Role.USER)]);
    const early = (await quizWith({ timeLimitMinutes: 10, opensAt: at(60 * MINUTE) })).quiz;
    const earlyUntimed = (await quizWith({ opensAt: at(60 * MINUTE) })).quiz;
    for (const quiz of [early, earlyUntimed]) await setOk({ learnerId: ann.id, quizId: quiz.id, opensAt: at(-MINUTE) });
    expect((await termsOf(early.id, ann)).window).toBe('OPEN');
    expect((await termsOf(early.id, ben)).window).toBe('NOT_OPEN');
    expect((await start(early.id, ben)).errors![0].message).toBe('This quiz is not open yet.');
    expect(minutes(await started(early.id, ann))).toBe(10);
    expect((await submit(earlyUntimed.id, ben)).errors![0].message).toBe('This quiz is not open yet.');
    expect((await submit(earlyUntimed.id, ann)).errors).toBeUndefined();

    const late = (await quizWith({ timeLimitMinutes: 10, closesAt: at(MINUTE) })).quiz;
    const lateUntimed = (await quizWith({ closesAt: at(MINUTE) })).quiz;
    for (const quiz of [late, lateUntimed]) await setOk({ learnerId: ann.id, quizId: quiz.id, closesAt: at(30 * MINUTE) });
    t.clock.advance(2 * MINUTE);
    expect((await start(late.id, ben)).errors![0].message).toBe('This quiz has closed.');
    expect((await submit(lateUntimed.id, ben)).errors![0].message).toBe('This quiz has closed.');
    expect((await termsOf(late.id, ann)).window).toBe('OPEN');
    expect(minutes(await started(late.id, ann))).toBe(10);
    expect((await submit(lateUntimed.id, ann)).errors).toBeUndefined();
  });

  it("closes early for the learner whose own closing comes first, though the quiz's is open", async () => {
    const { quiz } = await quizWith();
    const learner = await t.signIn(Role.USER);
    await setOk({ learnerId: learner.id, quizId: quiz.id, closesAt: at(MINUTE) });
    t.clock.advance(2 * MINUTE);
    expect((await submit(quiz.id, learner)).errors![0].message).toBe('This quiz has closed.');
  });

  it("caps the learner's deadline at their own closing", async () => {
    const { quiz } = await quizWith({ timeLimitMinutes: 30 });
    const learner = await t.signIn(Role.USER);
    const closesAt = at(10 * MINUTE);
    await setOk({ learnerId: learner.id, quizId: quiz.id, closesAt });
    expect((await started(quiz.id, learner)).deadline).toBe(closesAt);
  });
});

describe('extra attempts', () => {
  it('lets the learner submit an untimed quiz once more, over GraphQL and over REST', async () => {
    const { quiz } = await quizWith({ attemptsAllowed: 1 });
    const [ann, ben, cy] = await Promise.all([t.signIn(Role.USER), t.signIn(Role.USER), t.signIn(Role.USER)]);
    await setOk({ learnerId: ann.id, quizId: quiz.id, extraAttempts: 1 });
    await setOk({ learnerId: cy.id, quizId: quiz.id, extraAttempts: 1 });
    expect((await termsOf(quiz.id, ann)).myAttemptsLeft).toBe(2);
    expect((await submit(quiz.id, ann)).data!.submitQuizAttempt.attemptNumber).toBe(1);
    expect((await submit(quiz.id, ann)).data!.submitQuizAttempt.attemptNumber).toBe(2);
    expect((await submit(quiz.id, ann)).errors![0]).toMatchObject({ message: 'You have used all 2 attempts at this quiz.', extensions: { code: 'CONFLICT' } });
    expect((await termsOf(quiz.id, ann)).myAttemptsLeft).toBe(0);
    expect((await submit(quiz.id, ben)).errors).toBeUndefined();
    expect((await submit(quiz.id, ben)).errors![0].message).toBe('You have already attempted this quiz');

    const post = () => rest(t, 'post', `/quizzes/${quiz.id}/attempt`, cy.token).send({ answers: answers([1, 1, 1, 1]) });
    expect((await post()).status).toBe(201);
    expect((await post()).status).toBe(201);
    const third = await post();
    expect(third.status).toBe(409);
    expect(third.body.message).toBe('You have used all 2 attempts at this quiz.');
  });

  it('lets the learner start a timed quiz once more', async () => {
    const { quiz } = await quizWith({ timeLimitMinutes: 5, attemptsAllowed: 1 });
    const learner = await t.signIn(Role.USER);
    await setOk({ learnerId: learner.id, quizId: quiz.id, extraAttempts: 1 });
    for (let i = 0; i < 2; i++) {
      await started(quiz.id, learner);
      expect((await submit(quiz.id, learner)).errors).toBeUndefined();
    }
    expect((await start(quiz.id, learner)).errors![0].message).toBe('You have used all 2 attempts at this quiz.');
  });
});

describe('for an activity', () => {
  it("applies to its quizzes, those added later too; a quiz's own replaces it there wholly", async () => {
    const { activity, chapter } = await quizWith({ timeLimitMinutes: 10 });
    const learner = await t.signIn(Role.USER);
    await setOk({ learnerId: learner.id, activityId: activity.id, timeFactor: 2 });
    // A quiz added after the accommodation, in another chapter of the activity.
    const later = await createQuiz(t, tutor.token, (await createChapter(t, tutor.token, activity.id)).id, { settings: { timeLimitMinutes: 10 } });
    await publishQuiz(t, tutor.token, later.id);
    const own = await createQuiz(t, tutor.token, chapter.id, { settings: { timeLimitMinutes: 10 } });
    await publishQuiz(t, tutor.token, own.id);
    await setOk({ learnerId: learner.id, quizId: own.id, extraMinutes: 1 });
    expect(minutes(await started(later.id, learner))).toBe(20);
    // Not 2 x 10 + 1: the quiz's accommodation alone counts.
    expect(minutes(await started(own.id, learner))).toBe(11);
    // Not another activity's quizzes.
    const elsewhere = (await quizWith({ timeLimitMinutes: 10 })).quiz;
    expect(minutes(await started(elsewhere.id, learner))).toBe(10);
  });
});

describe('a change while an attempt runs', () => {
  it('moves its deadline at once, never to less than a minute from now, and tells the learner live', async () => {
    const { quiz, activity } = await quizWith({ timeLimitMinutes: 10 });
    const learner = await t.signIn(Role.USER);
    const bystander = await t.signIn(Role.USER);
    const attempt = await started(quiz.id, learner);
    await started(quiz.id, bystander);
    const { wsUrl, stop } = await t.listen();
    const heard: Record<string, { id: string; deadline: string }[]> = { learner: [], bystander: [] };
    const clients = Object.entries({ learner, bystander }).map(([name, who]) => {
      const client = createClient({ url: wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${who.token}` }, retryAttempts: 0 });
      client.subscribe<{ myAttemptDeadlineChanged: { id: string; deadline: string } }>(
        { query: 'subscription { myAttemptDeadlineChanged { id deadline } }' },
        { next: (value) => heard[name].push(value.data!.myAttemptDeadlineChanged), error: () => undefined, complete: () => undefined },
      );
      return client;
    });
    try {
      // Subscribed once the server has taken the subscription (as the other live tests wait).
      await new Promise((resolve) => setTimeout(resolve, 500));
      const startedAt = new Date(attempt.startedAt).getTime();
      const { id } = await setOk({ learnerId: learner.id, activityId: activity.id, timeFactor: 2 });
      const moved = new Date(startedAt + 20 * MINUTE).toISOString();
      expect((await termsOf(quiz.id, learner)).myAttemptInProgress!.deadline).toBe(moved);
      expect(await until(() => heard.learner.length === 1)).toBe(true);
      expect(heard.learner[0]).toEqual({ id: attempt.id, deadline: moved });

      // Removed 9.5 minutes in: the plain deadline would be 30 s away, so a minute from now.
      t.clock.advance(9.5 * MINUTE);
      // (The test clock runs on from where it is moved to: the removal's "now" lies between these.)
      const before = t.clock.now().getTime();
      await t.gql(REMOVE, { id }, tutor.token);
      const after = t.clock.now().getTime();
      const floor = (await termsOf(quiz.id, learner)).myAttemptInProgress!.deadline;
      expect(new Date(floor).getTime()).toBeGreaterThanOrEqual(before + MINUTE);
      expect(new Date(floor).getTime()).toBeLessThanOrEqual(after + MINUTE);
      expect(new Date(floor).getTime()).toBeLessThan(startedAt + 10 * MINUTE + MINUTE);
      expect(await until(() => heard.learner.length === 2)).toBe(true);
      expect(heard.learner[1]).toEqual({ id: attempt.id, deadline: floor });
      expect(heard.bystander).toEqual([]);
    } finally {
      await Promise.all(clients.map(async (client) => { await client.dispose(); }));
      await stop();
    }
  });
});

describe('a change racing a start', () => {
  it('the start waits for the change, so its attempt is not started on terms already replaced', async () => {
    const { quiz } = await quizWith({ timeLimitMinutes: 10 });
    const learner = await t.signIn(Role.USER);
    // A tutor's change, caught between its write and its commit (as set() holds it).
    const runner = t.db.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    let starting: Promise<unknown> | undefined;
    try {
      await lockLearnerTerms(runner, learner.id, 'change');
      await runner.query('INSERT INTO quiz_accommodations (learner_id, quiz_id, time_factor) VALUES ($1, $2, 2)', [learner.id, quiz.id]);
      starting = started(quiz.id, learner);
      // The start waits on the lock (a statement of its own, seen in pg_stat_activity), then the change commits.
      const waiting = async () =>
        (await t.db.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%pg_advisory_xact_lock_shared%'`))[0].n > 0;
      for (let i = 0; i < 250 && !(await waiting()); i++) await new Promise((resolve) => setTimeout(resolve, 20));
      await runner.commitTransaction();
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      await runner.release();
    }
    expect(minutes((await starting) as InProgress)).toBe(20);
  });
});
