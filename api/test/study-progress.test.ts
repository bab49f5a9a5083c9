// A learner's progress against hand-computed data: cards by state and due dates, chapters
// passed per activity, reviews per day and the forecast, the streak in the learner's own days
// (time zones, daylight-saving changes), tutors' insights, and a dashboard in a few statements.
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { answers, createChapter, createQuiz, publishQuiz, publishedQuiz, SUBMIT } from './helpers/learning';

const REVIEW = `mutation($cardId: ID!, $rating: ReviewRating!, $shownState: Int!) { reviewCard(cardId: $cardId, rating: $rating, shownState: $shownState) { counted card { reps due } } }`;
const SETTINGS = `mutation($input: StudySettingsInput!) { updateStudySettings(input: $input) { timeZone } }`;
const PROGRESS = `{ myProgress { streak dueToday
  courses { course { id title } counts { total new learning review dueToday dueNow newToday } }
  activities { activity { id title } chaptersPassed chaptersWithQuizzes }
  reviewsPerDay(days: 3) { day count } dueForecast(days: 4) { day count } } }`;

type Rating = 'AGAIN' | 'HARD' | 'GOOD' | 'EASY';
type Progress = {
  streak: number;
  dueToday: number;
  courses: { course: { id: string; title: string }; counts: Record<string, number> }[];
  activities: { activity: { id: string; title: string }; chaptersPassed: number; chaptersWithQuizzes: number }[];
  reviewsPerDay: { day: string; count: number }[];
  dueForecast: { day: string; count: number }[];
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let t: TestApp;
let admin: { id: string; token: string };
let tutor: { id: string; token: string };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn(Role.ADMIN);
  tutor = await t.signIn(Role.TUTOR);
  t.clock.freeze();
});
afterAll(() => t.close());

async function ok<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const res = await t.gql<T>(query, variables, token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!;
}

async function course(title: string, questions: number, author = tutor): Promise<{ id: string; questionIds: string[] }> {
  const authorUser = { id: author.id, role: Role.TUTOR, name: 'T', surname: 'T', email: 't@t.t' };
  const made = await t.services.courses.create({ title, description: 'Cards', level: 'First Year' }, authorUser);
  const added = await t.services.courses.addQuestions(
    made.id,
    Array.from({ length: questions }, (_, i) => ({ question: `${title} question ${i + 1}?`, answer: `Answer ${i + 1}`, category: 'Basics' })),
    authorUser,
  );
  return { id: made.id, questionIds: added.map((q) => q.id) };
}

const grade = async (cardId: string, rating: Rating, token: string, shownState = 0) =>
  (await ok<{ reviewCard: { counted: boolean; card: { reps: number; due: string } } }>(REVIEW, { cardId, rating, shownState }, token)).reviewCard;
const progress = async (token: string) => (await ok<{ myProgress: Progress }>(PROGRESS, {}, token)).myProgress;
const moveTo = (at: Date) => {
  const ms = at.getTime() - t.clock.now().getTime();
  if (ms < 0) throw new Error(`the clock only goes forward: ${at.toISOString()} is ${-ms} ms behind`);
  t.clock.advance(ms);
};
// A learner in `timeZone` (sent as their browser would).
async function learnerIn(timeZone: string) {
  const learner = await t.signIn(Role.USER);
  await ok(SETTINGS, { input: { timeZone } }, learner.token);
  return learner;
}

describe('cards by course', () => {
  it('counts new, learning, review and due cards per course, due today in the learner\'s day, with the forecast and reviews per day', async () => {
    const learner = await learnerIn('UTC');
    // Noon UTC on a day ahead of the clock, so "today" runs 12 more hours.
    const noon = new Date(Math.ceil(t.clock.now().getTime() / DAY) * DAY + DAY + 12 * HOUR);
    moveTo(noon);
    const algebra = await course('Algebra', 4);
    const biology = await course('Biology', 2);
    // Algebra: AGAIN (due in 1 min), GOOD (due in 10 min), EASY (due in days); one new left.
    await grade(algebra.questionIds[0], 'AGAIN', learner.token);
    await grade(algebra.questionIds[1], 'GOOD', learner.token);
    const easy = await grade(algebra.questionIds[2], 'EASY', learner.token);
    // Biology: one EASY; one new.
    const bio = await grade(biology.questionIds[0], 'EASY', learner.token);
    t.clock.advance(5 * MINUTE);

    const now = await progress(learner.token);
    expect(now.courses.map((c) => c.course.title)).toEqual(['Algebra', 'Biology']);
    expect(now.courses[0].counts).toEqual({ total: 4, new: 1, learning: 2, review: 1, dueToday: 2, dueNow: 1, newToday: 1 });
    expect(now.courses[1].counts).toEqual({ total: 2, new: 1, learning: 0, review: 1, dueToday: 0, dueNow: 0, newToday: 1 });
    expect(now.dueToday).toBe(2);

    // Reviews per day: the last three days, today last; four grades today.
    const today = noon.toISOString().slice(0, 10);
    const day = (offset: number) => new Date(noon.getTime() + offset * DAY).toISOString().slice(0, 10);
    expect(now.reviewsPerDay).toEqual([
      { day: day(-2), count: 0 },
      { day: day(-1), count: 0 },
      { day: today, count: 4 },
    ]);
    // Forecast: the two learning cards today, the EASY cards on their days (if within four days).
    const expected = new Map([[today, 2]]);
    for (const due of [easy.card.due, bio.card.due]) {
      const d = due.slice(0, 10);
      expected.set(d, (expected.get(d) ?? 0) + 1);
    }
    expect(now.dueForecast).toEqual([0, 1, 2, 3].map((offset) => ({ day: day(offset), count: expected.get(day(offset)) ?? 0 })));

    // Next morning: the learning cards are overdue (due now, and counted on today in the forecast); the EASY ones are days away.
    moveTo(new Date(noon.getTime() + DAY - 4 * HOUR));
    expect(new Date(easy.card.due).getTime()).toBeGreaterThan(noon.getTime() + 4 * DAY);
    const tomorrow = await progress(learner.token);
    expect(tomorrow.courses[0].counts).toMatchObject({ dueNow: 2, dueToday: 2 });
    expect(tomorrow.dueForecast.map((d) => d.count)).toEqual([2, 0, 0, 0]);
    expect(tomorrow.reviewsPerDay.map((d) => d.count)).toEqual([0, 4, 0]);
  });
});

describe('chapters passed per activity', () => {
  it('counts chapters with a published quiz, and those with a passed one, for activities the learner took a quiz in', async () => {
    const learner = await t.signIn(Role.USER);
    // Chapter 1: passed; chapter 2: failed; chapter 3: only an unpublished quiz; chapter 4: two quizzes, one passed.
    const { activity, chapter, quiz } = await publishedQuiz(t, tutor.token);
    const second = await createChapter(t, tutor.token, activity.id, { title: 'Chapter two' });
    const failed = await createQuiz(t, tutor.token, second.id);
    await publishQuiz(t, tutor.token, failed.id);
    const third = await createChapter(t, tutor.token, activity.id, { title: 'Chapter three' });
    await createQuiz(t, tutor.token, third.id);
    const fourth = await createChapter(t, tutor.token, activity.id, { title: 'Chapter four' });
    const [a, b] = [await createQuiz(t, tutor.token, fourth.id), await createQuiz(t, tutor.token, fourth.id)];
    await publishQuiz(t, tutor.token, a.id);
    await publishQuiz(t, tutor.token, b.id);
    // The correct option is 1: 4/4 passes, 1/4 fails (passed is at least half).
    await ok(SUBMIT, { quizId: quiz.id, answers: answers([1, 1, 1, 1]) }, learner.token);
    await ok(SUBMIT, { quizId: failed.id, answers: answers([1, 0, 0, 0]) }, learner.token);
    await ok(SUBMIT, { quizId: a.id, answers: answers([0, 0, 0, 0]) }, learner.token);
    await ok(SUBMIT, { quizId: b.id, answers: answers([1, 1, 0, 0]) }, learner.token);
    // An activity the learner never took a quiz in is not listed.
    await publishedQuiz(t, tutor.token);

    const { activities } = await progress(learner.token);
    expect(activities).toEqual([{ activity: { id: activity.id, title: activity.title }, chaptersPassed: 2, chaptersWithQuizzes: 3 }]);
    expect(chapter.id).toBeTruthy();
  });
});

describe('the streak, in the learner\'s days', () => {
  // Grades the learner's next new card of `courseId` at the instant `at`.
  const gradeAt = async (at: string, cardId: string, token: string) => {
    moveTo(new Date(at));
    expect((await grade(cardId, 'EASY', token)).counted).toBe(true);
  };
  const streakAt = async (at: string, token: string) => {
    moveTo(new Date(at));
    return (await ok<{ myProgress: { streak: number } }>('{ myProgress { streak } }', {}, token)).myProgress.streak;
  };

  it('counts days in New York across the start of daylight saving time, where UTC days would differ', async () => {
    const learner = await learnerIn('America/New_York');
    const tokyo = await learnerIn('Asia/Tokyo');
    const { questionIds } = await course('Spring forward', 3);
    // 12 March 2027, 19:30 EST (00:30Z on the 13th); 13 March, 22:00 EST (03:00Z on the 14th);
    // 14 March (23 hours: clocks go forward at 02:00), 10:00 EDT (14:00Z).
    await gradeAt('2027-03-13T00:30:00Z', questionIds[0], learner.token);
    await gradeAt('2027-03-14T03:00:00Z', questionIds[1], learner.token);
    await gradeAt('2027-03-14T14:00:00Z', questionIds[2], learner.token);
    // In New York these are the 12th, 13th and 14th: three days (UTC would see the 13th and 14th only).
    expect(await streakAt('2027-03-14T16:00:00Z', learner.token)).toBe(3);
    // 23:30 EDT on the 14th (03:30Z on the 15th): still the 14th in New York.
    expect(await streakAt('2027-03-15T03:30:00Z', learner.token)).toBe(3);
    // The 15th has no study yet: the streak stands until the day is over...
    expect(await streakAt('2027-03-15T20:00:00Z', learner.token)).toBe(3);
    // ...and is lost on the 16th.
    expect(await streakAt('2027-03-16T05:00:00Z', learner.token)).toBe(0);
    // Another learner's grades are not this one's, and in Tokyo a day with none has none.
    expect(await streakAt('2027-03-16T06:00:00Z', tokyo.token)).toBe(0);
  });

  it('counts days in New York across the end of daylight saving time, quizzes included', async () => {
    const learner = await learnerIn('America/New_York');
    const { questionIds } = await course('Fall back', 2);
    // 6 November 2027, 23:30 EDT (03:30Z on the 7th); 7 November (25 hours: clocks go back at 02:00), 23:30 EST (04:30Z on the 8th).
    await gradeAt('2027-11-07T03:30:00Z', questionIds[0], learner.token);
    await gradeAt('2027-11-08T04:30:00Z', questionIds[1], learner.token);
    // A quiz submitted on 5 November, 12:00 EDT, makes it three days.
    const { quiz } = await publishedQuiz(t, tutor.token);
    const submitted = await ok<{ submitQuizAttempt: { id: string } }>(SUBMIT, { quizId: quiz.id, answers: answers([1, 1, 1, 1]) }, learner.token);
    await t.db.dataSource.query(`UPDATE quiz_attempts SET submitted_at = '2027-11-05T16:00:00Z' WHERE id = $1`, [submitted.submitQuizAttempt.id]);
    // 8 November, 00:30 EST (05:30Z): today has none yet; yesterday (the 7th) and the days before count.
    expect(await streakAt('2027-11-08T05:30:00Z', learner.token)).toBe(3);
  });
});

describe('tutors\' insights', () => {
  it('shows a tutor their own courses with learners, grades and the cards most often forgotten; an admin every course', async () => {
    const own = await course('Insight course', 3);
    const otherTutor = await t.signIn(Role.TUTOR);
    const others = await course('Another tutor\'s course', 1, otherTutor);
    const [one, two] = [await t.signIn(Role.USER), await t.signIn(Role.USER)];
    for (const learner of [one, two]) {
      await grade(own.questionIds[0], 'AGAIN', learner.token);
      await grade(own.questionIds[1], 'GOOD', learner.token);
    }
    t.clock.advance(2 * MINUTE);
    await grade(own.questionIds[0], 'AGAIN', one.token, 1);
    await grade(own.questionIds[1], 'AGAIN', one.token, 1);
    await grade(others.questionIds[0], 'AGAIN', one.token);

    const INSIGHTS = '{ courseStudyInsights(first: 50) { course { id } learners reviews hardestCards { card { id } again reviews } } }';
    type Insight = { course: { id: string }; learners: number; reviews: number; hardestCards: { card: { id: string }; again: number; reviews: number }[] };
    const mine = (await ok<{ courseStudyInsights: Insight[] }>(INSIGHTS, {}, tutor.token)).courseStudyInsights;
    const insight = mine.find((i) => i.course.id === own.id)!;
    expect(mine.some((i) => i.course.id === others.id)).toBe(false);
    const reviews = Number((await t.db.dataSource.query<{ n: string }[]>('SELECT count(*) AS n FROM review_logs WHERE course_id = $1', [own.id]))[0].n);
    const againCounts = await t.db.dataSource.query<{ question_id: string; again: number; reviews: number }[]>(
      `SELECT question_id, (count(*) FILTER (WHERE rating = 1))::int AS again, count(*)::int AS reviews FROM review_logs WHERE course_id = $1 GROUP BY question_id HAVING count(*) FILTER (WHERE rating = 1) > 0 ORDER BY again DESC, question_id`,
      [own.id],
    );
    expect(insight).toEqual({
      course: { id: own.id },
      learners: 2,
      reviews,
      hardestCards: againCounts.map((row) => ({ card: { id: row.question_id }, again: row.again, reviews: row.reviews })),
    });
    expect(insight.hardestCards[0]).toEqual({ card: { id: own.questionIds[0] }, again: 3, reviews: 3 });

    const all = (await ok<{ courseStudyInsights: Insight[] }>(INSIGHTS, {}, admin.token)).courseStudyInsights;
    expect(all.map((i) => i.course.id)).toEqual(expect.arrayContaining([own.id, others.id]));
    expect((await t.gql(INSIGHTS, {}, one.token)).errors![0].extensions!.code).toBe('FORBIDDEN');
  });
});

describe('the dashboard', () => {
  it('reads every figure of a learner with many courses and activities in the same few statements as with one', async () => {
    const statements = async (token: string) => {
      const res = await t.gql(PROGRESS, {}, token);
      expect(res.errors).toBeUndefined();
      return res.statements.length;
    };
    const few = await t.signIn(Role.USER);
    const many = await t.signIn(Role.USER);
    const first = await course('Few', 1);
    await grade(first.questionIds[0], 'GOOD', few.token);
    for (let i = 0; i < 6; i++) {
      const each = await course(`Many ${i}`, 2);
      await grade(each.questionIds[0], 'GOOD', many.token);
      const { quiz } = await publishedQuiz(t, tutor.token);
      await ok(SUBMIT, { quizId: quiz.id, answers: answers([1, 1, 1, 1]) }, many.token);
    }
    const one = await statements(few.token);
    const six = await statements(many.token);
    expect((await progress(many.token)).courses).toHaveLength(6);
    expect((await progress(many.token)).activities).toHaveLength(6);
    // Session check, then streak, due today, courses (+ their courses), activities (+ theirs), the two series.
    expect(six).toBeLessThanOrEqual(9);
    expect(six).toBe(one + 1); // the first learner has no activity to load
  });
});
