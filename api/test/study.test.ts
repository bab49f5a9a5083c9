// Spaced repetition through GraphQL on the real database, the services' clock moved
// instead of waiting: the server's schedule is ts-fsrs's, the queue's order and daily limit, a grade
// counted once, and each learner's cards their own.
import type * as TsFsrs from 'ts-fsrs' with { 'resolution-mode': 'import' };
import { Role } from '../src/modules/users/role';
import request from 'supertest';
import { startTestApp, type TestApp } from './helpers/app';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- ts-fsrs's CommonJS build, typed by its ES module's types (as in scheduler.ts)
const fsrs = require('ts-fsrs') as typeof TsFsrs;

const CARD = 'id courseId question answer state reps lapses due lastReview stability difficulty scheduledDays intervals { rating due seconds }';
const COUNTS = 'total new learning review dueToday dueNow newToday nextDueAt';
const STUDY = `query($courseId: ID!) { courseStudy(courseId: $courseId) { courseId queueSize counts { ${COUNTS} } next { ${CARD} } } }`;
const REVIEW = `mutation($cardId: ID!, $rating: ReviewRating!, $shownState: Int!) {
  reviewCard(cardId: $cardId, rating: $rating, shownState: $shownState) { counted card { ${CARD} } study { queueSize counts { ${COUNTS} } next { id reps } } } }`;
const SETTINGS = `mutation($input: StudySettingsInput!) { updateStudySettings(input: $input) { timeZone desiredRetention newCardsPerDay } }`;

type Rating = 'AGAIN' | 'HARD' | 'GOOD' | 'EASY';
type Card = {
  id: string;
  state: string;
  reps: number;
  lapses: number;
  due: string | null;
  stability: number | null;
  difficulty: number | null;
  scheduledDays: number;
  intervals: { rating: Rating; due: string; seconds: number }[];
};
type Counts = { total: number; new: number; learning: number; review: number; dueToday: number; dueNow: number; newToday: number; nextDueAt: string | null };
type Study = { courseId: string; queueSize: number; counts: Counts; next: (Card & { question: string }) | null };
type Review = { counted: boolean; card: Card; study: { queueSize: number; counts: Counts; next: { id: string; reps: number } | null } };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const GRADE: Record<Rating, TsFsrs.Grade> = { AGAIN: fsrs.Rating.Again, HARD: fsrs.Rating.Hard, GOOD: fsrs.Rating.Good, EASY: fsrs.Rating.Easy };

let t: TestApp;
let admin: { id: string; token: string };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn(Role.ADMIN);
});
afterAll(() => t.close());

const adminUser = () => ({ id: admin.id, role: Role.ADMIN, name: 'A', surname: 'B', email: 'a@b.c' });

async function course(questions = 3): Promise<{ id: string; questionIds: string[] }> {
  const made = await t.services.courses.create({ title: `Course ${Math.random()}`, description: 'Cards', level: 'First Year' }, adminUser());
  const added = await t.services.courses.addQuestions(
    made.id,
    Array.from({ length: questions }, (_, i) => ({ question: `Question ${i + 1}?`, answer: `Answer ${i + 1}`, category: 'Basics' })),
    adminUser(),
  );
  return { id: made.id, questionIds: added.map((q) => q.id) };
}

async function ok<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const res = await t.gql<T>(query, variables, token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!;
}

const study = async (courseId: string, token: string) => (await ok<{ courseStudy: Study }>(STUDY, { courseId }, token)).courseStudy;
const review = async (cardId: string, rating: Rating, shownState: number, token: string) =>
  (await ok<{ reviewCard: Review }>(REVIEW, { cardId, rating, shownState }, token)).reviewCard;
const logRows = async (userId: string, questionId?: string) =>
  (
    await t.db.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM review_logs WHERE user_id = $1 AND ($2::uuid IS NULL OR question_id = $2)`, [
      userId,
      questionId ?? null,
    ])
  )[0].n;
// Moves the services' clock to `at` (it only goes forward).
const moveTo = (at: Date) => t.clock.advance(Math.max(0, at.getTime() - t.clock.now().getTime()));

describe('scheduling', () => {
  it("gives ts-fsrs's states and intervals for the same history, previews included", async () => {
    const learner = await t.signIn(Role.USER);
    const { id: courseId, questionIds } = await course(1);
    const scheduler = fsrs.fsrs({ request_retention: 0.9 });
    // To the millisecond: the test's "now" is the server's (the clock stays frozen for the rest of this file).
    t.clock.freeze();
    let expected: TsFsrs.Card | null = null;
    const history: [Rating, number][] = [
      ['GOOD', 0],
      ['AGAIN', 2 * MINUTE],
      ['HARD', 15 * MINUTE],
      ['GOOD', 3 * DAY],
      ['EASY', 9 * DAY],
      ['AGAIN', 40 * DAY],
      ['GOOD', 2 * DAY],
    ];
    let shown = 0;
    for (const [rating, wait] of history) {
      t.clock.advance(wait);
      const now = t.clock.now();
      const card: TsFsrs.Card = expected ?? fsrs.createEmptyCard(now);
      const preview = scheduler.repeat(card, now);
      const before = (await study(courseId, learner.token)).next;
      // A card is offered once due; after a wait shorter than its interval it is not (then graded early, as a learner may).
      if (before) {
        expect(before.id).toBe(questionIds[0]);
        expect(before.intervals.map((i) => [i.rating, new Date(i.due).getTime()])).toEqual(
          (['AGAIN', 'HARD', 'GOOD', 'EASY'] as Rating[]).map((r) => [r, preview[GRADE[r]].card.due.getTime()]),
        );
      }
      const result = await review(questionIds[0], rating, shown, learner.token);
      expected = scheduler.next(card, now, GRADE[rating]).card;
      expect(result.counted).toBe(true);
      expect({
        due: new Date(result.card.due!).getTime(),
        stability: result.card.stability,
        difficulty: result.card.difficulty,
        reps: result.card.reps,
        lapses: result.card.lapses,
        scheduledDays: result.card.scheduledDays,
        state: result.card.state,
      }).toEqual({
        due: expected.due.getTime(),
        stability: expected.stability,
        difficulty: expected.difficulty,
        reps: expected.reps,
        lapses: expected.lapses,
        scheduledDays: expected.scheduled_days,
        state: ['NEW', 'LEARNING', 'REVIEW', 'RELEARNING'][expected.state],
      });
      shown = result.card.reps;
    }
    expect(await logRows(learner.id, questionIds[0])).toBe(history.length);
  });

  it('schedules with the learner\'s desired retention', async () => {
    const learner = await t.signIn(Role.USER);
    await ok(SETTINGS, { input: { desiredRetention: 0.8 } }, learner.token);
    const { id: courseId, questionIds } = await course(1);
    const now = t.clock.now();
    const easy = (await study(courseId, learner.token)).next!.intervals.find((i) => i.rating === 'EASY')!;
    const expected = fsrs.fsrs({ request_retention: 0.8 }).repeat(fsrs.createEmptyCard(now), now)[fsrs.Rating.Easy].card.due;
    expect(Math.abs(new Date(easy.due).getTime() - expected.getTime())).toBeLessThan(2_000);
    const defaultEasy = fsrs.fsrs({ request_retention: 0.9 }).repeat(fsrs.createEmptyCard(now), now)[fsrs.Rating.Easy].card.due;
    expect(new Date(easy.due).getTime()).toBeGreaterThan(defaultEasy.getTime() + DAY / 2);
    expect((await review(questionIds[0], 'EASY', 0, learner.token)).counted).toBe(true);
  });
});

describe('the queue', () => {
  it('offers new cards in the course order, then due cards oldest first, and ends when nothing is due', async () => {
    const learner = await t.signIn(Role.USER);
    const { id: courseId, questionIds } = await course(3);
    const first = await study(courseId, learner.token);
    expect(first.counts).toMatchObject({ total: 3, new: 3, learning: 0, review: 0, dueNow: 0, newToday: 3 });
    expect(first.queueSize).toBe(3);
    expect(first.next!.id).toBe(questionIds[0]);
    expect(first.next!.state).toBe('NEW');

    // AGAIN: due in a minute; GOOD: due in 10 minutes; EASY: days away.
    const a = await review(questionIds[0], 'AGAIN', 0, learner.token);
    expect(a.study.next!.id).toBe(questionIds[1]);
    const b = await review(questionIds[1], 'GOOD', 0, learner.token);
    expect(b.study.next!.id).toBe(questionIds[2]);
    const c = await review(questionIds[2], 'EASY', 0, learner.token);
    expect(c.study.next).toBeNull();
    expect(c.study.counts).toMatchObject({ new: 0, learning: 2, review: 1, dueNow: 0 });
    expect(new Date(c.study.counts.nextDueAt!).getTime()).toBe(new Date(a.card.due!).getTime());

    t.clock.advance(11 * MINUTE);
    const due = await study(courseId, learner.token);
    // Both learning cards are due; the one due first (the AGAIN card, due a minute after its grade) comes first.
    expect(due.counts.dueNow).toBe(2);
    expect(due.next!.id).toBe(questionIds[0]);
    const after = await review(questionIds[0], 'GOOD', 1, learner.token);
    expect(after.study.next!.id).toBe(questionIds[1]);
  });

  it('is NOT_FOUND for a course that does not exist, and needs a signed-in user', async () => {
    const learner = await t.signIn(Role.USER);
    const res = await t.gql(STUDY, { courseId: '00000000-0000-4000-8000-000000000000' }, learner.token);
    expect(res.errors![0]).toMatchObject({ message: 'Course not found', extensions: { code: 'NOT_FOUND' } });
    const { id } = await course(1);
    expect((await t.gql(STUDY, { courseId: id })).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});

describe('the daily limit of new cards', () => {
  it("counts the learner's day in their time zone and starts again after their midnight", async () => {
    const learner = await t.signIn(Role.USER);
    await ok(SETTINGS, { input: { newCardsPerDay: 2, timeZone: 'Pacific/Auckland' } }, learner.token);
    const { id: courseId, questionIds } = await course(5);
    // Noon in Auckland, on a day well ahead of the clock.
    const base = new Date(t.clock.now().getTime() + 3 * DAY);
    const aucklandNoon = new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(base)}T12:00:00+13:00`);
    moveTo(aucklandNoon);
    expect((await study(courseId, learner.token)).counts.newToday).toBe(2);
    await review(questionIds[0], 'EASY', 0, learner.token);
    const second = await review(questionIds[1], 'EASY', 0, learner.token);
    expect(second.study.counts).toMatchObject({ new: 3, newToday: 0 });
    expect(second.study.next).toBeNull();

    // A third new card today is refused, and nothing is stored.
    const refused = await t.gql(REVIEW, { cardId: questionIds[2], rating: 'GOOD', shownState: 0 }, learner.token);
    expect(refused.errors![0]).toMatchObject({ message: "You have reached today's limit of new cards for this course.", extensions: { code: 'CONFLICT' } });
    expect(await logRows(learner.id, questionIds[2])).toBe(0);

    // 23:59 in Auckland: still today. (UTC's day changed at 13:00 Auckland time: it is not the learner's.)
    t.clock.advance(11 * 60 * MINUTE + 59 * MINUTE);
    expect((await study(courseId, learner.token)).counts.newToday).toBe(0);
    // Past the learner's midnight: two more.
    t.clock.advance(2 * MINUTE);
    const tomorrow = await study(courseId, learner.token);
    expect(tomorrow.counts.newToday).toBe(2);
    expect(tomorrow.next!.id).toBe(questionIds[2]);
  });
});

describe('a grade counts once', () => {
  it('stores one grade and one log row for 20 concurrent grades of the same shown card', async () => {
    const learner = await t.signIn(Role.USER);
    const { questionIds } = await course(1);
    const results = await Promise.all(Array.from({ length: 20 }, () => t.gql<{ reviewCard: Review }>(REVIEW, { cardId: questionIds[0], rating: 'GOOD', shownState: 0 }, learner.token)));
    expect(results.flatMap((res) => res.errors ?? [])).toEqual([]);
    expect(results.filter((res) => res.data!.reviewCard.counted)).toHaveLength(1);
    expect(results.every((res) => res.data!.reviewCard.card.reps === 1)).toBe(true);
    expect(await logRows(learner.id, questionIds[0])).toBe(1);

    // The same again from a state the card has left (reps 0): not counted; from reps 1, 20 at once: once.
    expect((await review(questionIds[0], 'AGAIN', 0, learner.token)).counted).toBe(false);
    t.clock.advance(11 * MINUTE);
    const again = await Promise.all(Array.from({ length: 20 }, () => review(questionIds[0], 'GOOD', 1, learner.token)));
    expect(again.filter((r) => r.counted)).toHaveLength(1);
    expect(await logRows(learner.id, questionIds[0])).toBe(2);
  });

  it('refuses a grade that is not one of the four, a negative shown state, and an unknown card, changing nothing', async () => {
    const learner = await t.signIn(Role.USER);
    const { questionIds } = await course(1);
    const badRating = await t.gql(REVIEW, { cardId: questionIds[0], rating: 'PERFECT', shownState: 0 }, learner.token);
    expect(badRating.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    const negative = await t.gql(REVIEW, { cardId: questionIds[0], rating: 'GOOD', shownState: -1 }, learner.token);
    expect(negative.errors![0]).toMatchObject({ message: "shownState must be the card's reps as shown (a whole number, 0 or more)", extensions: { code: 'BAD_USER_INPUT' } });
    const unknown = await t.gql(REVIEW, { cardId: 'not-an-id', rating: 'GOOD', shownState: 0 }, learner.token);
    expect(unknown.errors![0]).toMatchObject({ message: 'Card not found', extensions: { code: 'NOT_FOUND' } });
    expect(await logRows(learner.id)).toBe(0);
  });
});

describe("each learner's own cards", () => {
  it("grades only the signed-in learner's card: another's queue and progress are untouched", async () => {
    const [one, other] = [await t.signIn(Role.USER), await t.signIn(Role.USER)];
    const { id: courseId, questionIds } = await course(2);
    await review(questionIds[0], 'EASY', 0, one.token);
    const mine = await study(courseId, one.token);
    const theirs = await study(courseId, other.token);
    expect(mine.counts).toMatchObject({ new: 1, review: 1 });
    expect(theirs.counts).toMatchObject({ new: 2, review: 0 });
    expect(theirs.next!.id).toBe(questionIds[0]);
    const progress = await ok<{ myProgress: { courses: unknown[]; reviewsPerDay: { count: number }[] } }>(
      '{ myProgress { courses { course { id } } reviewsPerDay(days: 1) { count } } }',
      {},
      other.token,
    );
    expect(progress.myProgress).toEqual({ courses: [], reviewsPerDay: [{ count: 0 }] });
    // Tutors and admins practise too.
    const tutor = await t.signIn(Role.TUTOR);
    expect((await review(questionIds[1], 'GOOD', 0, tutor.token)).counted).toBe(true);
    // And no one practises signed out.
    expect((await t.gql(REVIEW, { cardId: questionIds[1], rating: 'GOOD', shownState: 0 })).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});

describe('cards that change', () => {
  it('keeps the schedule of an edited card, and removes the state and logs of a deleted card and course', async () => {
    const learner = await t.signIn(Role.USER);
    const { id: courseId, questionIds } = await course(2);
    const graded = await review(questionIds[0], 'EASY', 0, learner.token);
    t.clock.advance(MINUTE); // so the first card falls due first
    await review(questionIds[1], 'EASY', 0, learner.token);
    await t.services.courses.updateQuestion(questionIds[0], { question: 'Reworded?', answer: 'New answer', category: 'Basics' }, adminUser());
    moveTo(new Date(graded.card.due!));
    const due = await study(courseId, learner.token);
    expect(due.next).toMatchObject({ id: questionIds[0], question: 'Reworded?', reps: 1, due: graded.card.due });

    await t.services.courses.removeQuestion(questionIds[0], adminUser());
    const rows = async () =>
      (await t.db.dataSource.query<{ n: string }[]>('SELECT (SELECT count(*) FROM study_cards WHERE user_id = $1) + (SELECT count(*) FROM review_logs WHERE user_id = $1) AS n', [learner.id]))[0].n;
    expect(Number(await rows())).toBe(2);
    expect((await study(courseId, learner.token)).counts.total).toBe(1);
    await t.services.courses.remove(courseId, adminUser());
    expect(Number(await rows())).toBe(0);
  });
});

describe('settings', () => {
  it('changes the fields given and refuses wrong ones with their messages, changing nothing', async () => {
    const learner = await t.signIn(Role.USER);
    const read = async () => (await ok<{ myStudySettings: unknown }>('{ myStudySettings { timeZone desiredRetention newCardsPerDay } }', {}, learner.token)).myStudySettings;
    expect(await read()).toEqual({ timeZone: 'UTC', desiredRetention: 0.9, newCardsPerDay: 20 });
    expect((await ok<{ updateStudySettings: unknown }>(SETTINGS, { input: { timeZone: 'Europe/London' } }, learner.token)).updateStudySettings).toEqual({
      timeZone: 'Europe/London',
      desiredRetention: 0.9,
      newCardsPerDay: 20,
    });
    for (const [input, field, message] of [
      [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone', 'Unknown time zone'],
      [{ timeZone: "UTC'; DROP TABLE users; --" }, 'timeZone', 'Unknown time zone'],
      [{ desiredRetention: 0.99 }, 'desiredRetention', 'Desired retention must be between 0.7 and 0.97'],
      [{ desiredRetention: 0.5, newCardsPerDay: 5 }, 'desiredRetention', 'Desired retention must be between 0.7 and 0.97'],
      [{ newCardsPerDay: 1001 }, 'newCardsPerDay', 'New cards per day must be a whole number from 0 to 1000'],
    ] as const) {
      const res = await t.gql(SETTINGS, { input }, learner.token);
      expect(res.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fieldErrors: { [field]: message } } });
    }
    expect(await read()).toEqual({ timeZone: 'Europe/London', desiredRetention: 0.9, newCardsPerDay: 20 });
  });
});

describe('the movable clock of browser journeys', () => {
  it('is moved forward through POST /dev/clock only when MOVABLE_CLOCK is set', async () => {
    expect((await request(t.app).post('/dev/clock').send({ advanceMs: DAY })).status).toBe(404);
    const movable = await startTestApp({ movableClock: true });
    try {
      const before = movable.clock.now().getTime();
      const res = await request(movable.app).post('/dev/clock').send({ advanceMs: 2 * DAY });
      expect(res.status).toBe(200);
      expect(new Date(res.body.now).getTime() - before).toBeGreaterThanOrEqual(2 * DAY);
      expect(movable.clock.now().getTime() - before).toBeGreaterThanOrEqual(2 * DAY);
      expect((await request(movable.app).post('/dev/clock').send({ advanceMs: -5 })).status).toBe(400);
    } finally {
      await movable.close();
    }
  });
});
