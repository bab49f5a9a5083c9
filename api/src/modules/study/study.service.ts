import type { DataSource } from 'typeorm';
import { columnNames, selectColumns } from '../../db/columns';
import { sql } from '../../db/sql';
import type { AuthUser } from '../../shared/auth/access';
import type { Deps } from '../../shared/deps';
import { AppError, notFound } from '../../shared/errors';
import { isUuid } from '../../shared/ids';
import { assertValid } from '../../shared/validation';
import { CourseQuestion } from '../courses/course.entity';
import { applyGrade, cardStateOf, gradeOf, DEFAULT_RETENTION, previewGrades, RETENTION_RANGE, ReviewRating, type Schedule } from './scheduler';
import { LearnerSettings, ReviewLog, StudyCardState } from './study.entity';
import type { CardCounts, CourseStudy, StudyCard, StudySettings } from './study.types';

const STUDY_DEFAULTS: StudySettings = { timeZone: 'UTC', desiredRetention: DEFAULT_RETENTION, newCardsPerDay: 20 };
const MAX_NEW_CARDS_PER_DAY = 1000;

const STUDY_MESSAGES = {
  timeZone: 'Unknown time zone',
  desiredRetention: `Desired retention must be between ${RETENTION_RANGE.min} and ${RETENTION_RANGE.max}`,
  newCardsPerDay: `New cards per day must be a whole number from 0 to ${MAX_NEW_CARDS_PER_DAY}`,
  rating: 'Choose Again, Hard, Good or Easy',
  shownState: 'shownState must be the card\'s reps as shown (a whole number, 0 or more)',
  newLimit: "You have reached today's limit of new cards for this course.",
};

/**
 * The first common table expressions of a learner's statements ($1 the learner, $2 now): their
 * settings (or the defaults) and their today in their time zone, `starts` and `ends` its bounds as
 * instants (PostgreSQL's time zone rules, so a day of a daylight-saving change has 23 or 25 hours).
 */
export const LEARNER_DAY = `learner AS (
    SELECT coalesce(ls.time_zone, '${STUDY_DEFAULTS.timeZone}') AS tz, coalesce(ls.new_cards_per_day, ${STUDY_DEFAULTS.newCardsPerDay}) AS per_day,
           coalesce(ls.desired_retention, ${STUDY_DEFAULTS.desiredRetention}) AS retention
      FROM (SELECT $1::uuid AS user_id) me LEFT JOIN learner_settings ls ON ls.user_id = me.user_id),
  today AS (SELECT *, ($2::timestamptz AT TIME ZONE tz)::date AS day FROM learner),
  bounds AS (SELECT *, day::timestamp AT TIME ZONE tz AS starts, (day + 1)::timestamp AT TIME ZONE tz AS ends FROM today)`;

// A card's schedule columns, in one order for reading, writing and logging (lastReview last: a grade's time, $2).
const SCHEDULE: readonly (keyof Schedule)[] = ['state', 'due', 'stability', 'difficulty', 'scheduledDays', 'learningSteps', 'reps', 'lapses', 'lastReview'];
const LOGGED = ['state', 'due', 'stability', 'difficulty', 'scheduledDays', 'learningSteps'] as const;

type CardRow = Pick<CourseQuestion, 'id' | 'courseId' | 'question' | 'answer' | 'category'> & { [K in keyof Schedule]: Schedule[K] | null } & { retention: number };
type CountsRow = { courseId: string; total: number; seen: number; learning: number; review: number; dueNow: number; dueToday: number; nextDueAt: Date | null; newAllowed: number };

// The statements, built once per data source from the entities' metadata (db/sql.ts prepares each by its text).
function statementsFor(dataSource: DataSource) {
  const question = selectColumns(dataSource, CourseQuestion, 'q', ['id', 'courseId', 'question', 'answer', 'category']);
  const schedule = selectColumns(dataSource, StudyCardState, 'sc', [...SCHEDULE]);
  const scheduleNames = columnNames(dataSource, StudyCardState, [...SCHEDULE]);
  const logNames = columnNames(dataSource, ReviewLog, ['userId', 'questionId', 'courseId', 'rating', ...LOGGED, 'reviewedAt']);
  // A grade's parameters: $1 learner, $2 the time of the grade (the card's last review, the log's
  // time), $3 question, $4 the reps shown (a regrade) or the course (a first grade), then the rest of
  // the schedule ($5...$12), the rating ($13) and the logged state ($14...$19).
  const scheduleParams = scheduleNames.map((_, i) => (SCHEDULE[i] === 'lastReview' ? '$2' : `$${i + 5}`));
  const logValues = `$1, $3, changed.course_id, $13, ${LOGGED.map((_, i) => `$${i + 14}`).join(', ')}, $2`;
  const cardOf = (where: string) => `
    SELECT ${question}, ${schedule},
           coalesce((SELECT desired_retention FROM learner_settings WHERE user_id = $1), ${STUDY_DEFAULTS.desiredRetention}) AS retention
      FROM course_questions q LEFT JOIN study_cards sc ON sc.user_id = $1 AND sc.question_id = q.id
     WHERE q.id = ${where}`;
  const counts = (courses: string) => `
    WITH ${LEARNER_DAY}
    SELECT co.id AS "courseId", (SELECT count(*) FROM course_questions q WHERE q.course_id = co.id)::int AS total,
           c.seen, c.learning, c.review, c."dueNow", c."dueToday", c."nextDueAt", greatest(b.per_day - i.introduced, 0)::int AS "newAllowed"
      FROM bounds b CROSS JOIN courses co
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS seen, (count(*) FILTER (WHERE sc.state <> 2))::int AS learning, (count(*) FILTER (WHERE sc.state = 2))::int AS review,
               (count(*) FILTER (WHERE sc.due <= $2::timestamptz))::int AS "dueNow", (count(*) FILTER (WHERE sc.due < b.ends))::int AS "dueToday",
               min(sc.due) FILTER (WHERE sc.due > $2::timestamptz) AS "nextDueAt"
          FROM study_cards sc WHERE sc.user_id = $1 AND sc.course_id = co.id) c
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS introduced FROM review_logs r
         WHERE r.user_id = $1 AND r.course_id = co.id AND r.state = 0 AND r.reviewed_at >= b.starts) i
     WHERE ${courses}
     ORDER BY co.title, co.id`;
  return {
    card: cardOf('$2'),
    // $2 the course, $3 now, $4 whether a new card may start: a new card (the course's order), else the most overdue.
    next: cardOf(`(
      SELECT id FROM (
        (SELECT q2.id, 0 AS pick FROM course_questions q2
          WHERE q2.course_id = $2 AND $4::boolean AND NOT EXISTS (SELECT 1 FROM study_cards s2 WHERE s2.user_id = $1 AND s2.question_id = q2.id)
          ORDER BY q2.created_at, q2.id LIMIT 1)
        UNION ALL
        (SELECT s3.question_id, 1 FROM study_cards s3 WHERE s3.user_id = $1 AND s3.course_id = $2 AND s3.due <= $3::timestamptz
          ORDER BY s3.due, s3.question_id LIMIT 1)
      ) candidates ORDER BY pick LIMIT 1)`),
    countsOfCourses: counts('co.id = ANY($3::uuid[])'),
    countsOfStarted: counts('co.id IN (SELECT DISTINCT s.course_id FROM study_cards s WHERE s.user_id = $1)'),
    // A grade, counted once: the schedule changes only from the state the learner was shown
    // (reps = $4); a first grade inserts it, unless another got there first or the learner's new
    // cards of the day are used up. The log row is written in the same statement, from the row
    // changed, so no change means no log.
    regrade: `
      WITH changed AS (
        UPDATE study_cards SET ${scheduleNames.map((name, i) => `${name} = ${scheduleParams[i]}`).join(', ')}
         WHERE user_id = $1 AND question_id = $3 AND reps = $4 RETURNING course_id)
      INSERT INTO review_logs (${logNames.join(', ')}) SELECT ${logValues} FROM changed RETURNING id`,
    firstGrade: `
      WITH ${LEARNER_DAY}, changed AS (
        INSERT INTO study_cards (user_id, question_id, course_id, ${scheduleNames.join(', ')})
        SELECT $1, $3, $4, ${scheduleParams.join(', ')} FROM bounds b
         WHERE (SELECT count(*) FROM review_logs r WHERE r.user_id = $1 AND r.course_id = $4 AND r.state = 0 AND r.reviewed_at >= b.starts) < b.per_day
        ON CONFLICT (user_id, question_id) DO NOTHING RETURNING course_id)
      INSERT INTO review_logs (${logNames.join(', ')}) SELECT ${logValues} FROM changed RETURNING id`,
  };
}

const made = new WeakMap<DataSource, ReturnType<typeof statementsFor>>();
const statementsOf = (dataSource: DataSource) => {
  let statements = made.get(dataSource);
  if (!statements) made.set(dataSource, (statements = statementsFor(dataSource)));
  return statements;
};

/** A learner's counts of each course asked for, as of `now` (a course that does not exist has none). */
async function readCounts(dataSource: DataSource, userId: string, courseIds: readonly string[], now: Date): Promise<Map<string, CardCounts>> {
  const rows = await sql<CountsRow>(dataSource, statementsOf(dataSource).countsOfCourses, [userId, now, courseIds.filter(isUuid)]);
  return new Map(rows.map((row) => [row.courseId, toCounts(row)]));
}

const scheduleOf = (row: CardRow): Schedule | null => (row.state === null ? null : (row as Schedule & CardRow));

const toCounts = (row: CountsRow): CardCounts => {
  const fresh = row.total - row.seen;
  return {
    total: row.total,
    new: fresh,
    learning: row.learning,
    review: row.review,
    dueToday: row.dueToday,
    dueNow: row.dueNow,
    newToday: Math.min(fresh, row.newAllowed),
    nextDueAt: row.nextDueAt,
  };
};

/** Spaced repetition over course questions: a learner's settings, their queue of a course, and grading. */
export class StudyService {
  constructor(private readonly deps: Deps) {}

  private get statements() {
    return statementsOf(this.deps.dataSource);
  }

  now(): Date {
    return this.deps.clock.now();
  }

  async settings(userId: string): Promise<StudySettings> {
    const row = await this.deps.dataSource.getRepository(LearnerSettings).findOneBy({ userId });
    return row ? { timeZone: row.timeZone, desiredRetention: row.desiredRetention, newCardsPerDay: row.newCardsPerDay } : { ...STUDY_DEFAULTS };
  }

  /** Changes the fields given (each checked; any wrong changes nothing). */
  async updateSettings(user: AuthUser, input: { timeZone?: unknown; desiredRetention?: unknown; newCardsPerDay?: unknown }): Promise<StudySettings> {
    const current = await this.settings(user.id);
    const given = <T>(value: T | null | undefined): value is T => value !== undefined && value !== null;
    const next = { ...current };
    const rules: [string, boolean, string][] = [];
    if (given(input.timeZone)) {
      next.timeZone = String(input.timeZone);
      rules.push(['timeZone', await this.isTimeZone(input.timeZone), STUDY_MESSAGES.timeZone]);
    }
    if (given(input.desiredRetention)) {
      next.desiredRetention = Number(input.desiredRetention);
      const ok = typeof input.desiredRetention === 'number' && input.desiredRetention >= RETENTION_RANGE.min && input.desiredRetention <= RETENTION_RANGE.max;
      rules.push(['desiredRetention', ok, STUDY_MESSAGES.desiredRetention]);
    }
    if (given(input.newCardsPerDay)) {
      next.newCardsPerDay = Number(input.newCardsPerDay);
      rules.push(['newCardsPerDay', Number.isInteger(input.newCardsPerDay) && next.newCardsPerDay >= 0 && next.newCardsPerDay <= MAX_NEW_CARDS_PER_DAY, STUDY_MESSAGES.newCardsPerDay]);
    }
    assertValid(rules);
    await this.deps.dataSource.getRepository(LearnerSettings).upsert({ userId: user.id, ...next }, ['userId']);
    return next;
  }

  // A zone both the browser's kind of name (IANA, checked by Intl) and PostgreSQL know.
  private async isTimeZone(value: unknown): Promise<boolean> {
    if (typeof value !== 'string' || !/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
    } catch {
      return false;
    }
    const [row] = await sql<{ known: boolean }>(this.deps.dataSource, 'SELECT EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = $1) AS known', [value]);
    return row.known;
  }

  /** The learner's counts of each course asked for (a course that does not exist has none). */
  countsOf(userId: string, courseIds: readonly string[], now = this.now()): Promise<Map<string, CardCounts>> {
    return readCounts(this.deps.dataSource, userId, courseIds, now);
  }

  /** The learner's counts of every course they have graded a card of, by title. */
  async startedCourses(userId: string, now = this.now()): Promise<{ courseId: string; counts: CardCounts }[]> {
    const rows = await sql<CountsRow>(this.deps.dataSource, this.statements.countsOfStarted, [userId, now]);
    return rows.map((row) => ({ courseId: row.courseId, counts: toCounts(row) }));
  }

  /** The learner's queue of a course now: its counts and the card to show. NOT_FOUND for no such course. */
  async study(user: AuthUser, courseId: unknown): Promise<CourseStudy> {
    const now = this.now();
    const id = typeof courseId === 'string' ? courseId : '';
    const counts = (await this.countsOf(user.id, [id], now)).get(id);
    if (!counts) throw notFound('Course');
    const [row] = await sql<CardRow>(this.deps.dataSource, this.statements.next, [user.id, id, now, counts.newToday > 0]);
    return { courseId: id, counts, queueSize: counts.dueNow + counts.newToday, next: row ? this.toStudyCard(row, now) : null };
  }

  /**
   * Grades a card as shown (`shownState`, its reps then): the next state is ts-fsrs's for the card's
   * stored state, the learner's retention and the server's time. A grade for a state the card has
   * already left (a double click, a second tab) changes nothing and says so (`counted: false`).
   */
  async review(user: AuthUser, input: { cardId: unknown; rating: unknown; shownState: unknown }): Promise<{ card: StudyCard; counted: boolean; courseId: string }> {
    const rating = input.rating as ReviewRating;
    assertValid([
      ['rating', Object.values(ReviewRating).includes(rating), STUDY_MESSAGES.rating],
      ['shownState', Number.isInteger(input.shownState) && (input.shownState as number) >= 0, STUDY_MESSAGES.shownState],
    ]);
    const now = this.now();
    const row = await this.readCard(user.id, input.cardId);
    const schedule = scheduleOf(row);
    const notCounted = (card: CardRow) => ({ card: this.toStudyCard(card, now), counted: false, courseId: row.courseId });
    if ((schedule?.reps ?? 0) !== input.shownState) return notCounted(row);
    const { next, before } = applyGrade(schedule, now, row.retention, rating);
    const params = [
      user.id,
      now,
      row.id,
      schedule ? schedule.reps : row.courseId,
      ...SCHEDULE.filter((name) => name !== 'lastReview').map((name) => next[name]),
      gradeOf(rating),
      ...LOGGED.map((name) => before[name]),
    ];
    const written = await sql<{ id: string }>(this.deps.dataSource, schedule ? this.statements.regrade : this.statements.firstGrade, params);
    if (written.length) return { card: this.toStudyCard({ ...row, ...next }, now), counted: true, courseId: row.courseId };
    // Not written: another grade of the same shown state got there first, or (a new card) the day's new cards are used up.
    const meanwhile = await this.readCard(user.id, row.id);
    if (!schedule && meanwhile.state === null) throw new AppError('CONFLICT', STUDY_MESSAGES.newLimit);
    return notCounted(meanwhile);
  }

  private async readCard(userId: string, cardId: unknown): Promise<CardRow> {
    if (!isUuid(cardId)) throw notFound('Card');
    const [row] = await sql<CardRow>(this.deps.dataSource, this.statements.card, [userId, cardId]);
    if (!row) throw notFound('Card');
    return row;
  }

  private toStudyCard(row: CardRow, now: Date): StudyCard {
    const schedule = scheduleOf(row);
    return {
      id: row.id,
      courseId: row.courseId,
      question: row.question,
      answer: row.answer,
      category: row.category,
      state: cardStateOf(schedule?.state ?? 0),
      reps: schedule?.reps ?? 0,
      lapses: schedule?.lapses ?? 0,
      due: schedule?.due ?? null,
      lastReview: schedule?.lastReview ?? null,
      stability: schedule?.stability ?? null,
      difficulty: schedule?.difficulty ?? null,
      scheduledDays: schedule?.scheduledDays ?? 0,
      intervals: previewGrades(schedule, now, row.retention).map(({ rating, due }) => ({
        rating,
        due,
        seconds: Math.max(0, Math.round((due.getTime() - now.getTime()) / 1000)),
      })),
    };
  }
}
