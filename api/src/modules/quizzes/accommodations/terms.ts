import type { Quiz } from '../quiz.entity';

/**
 * A learner's terms on a quiz: the quiz's time limit, attempts and window, changed by the
 * learner's accommodation. `termsFor` is the one rule; start, save, submit (GraphQL and REST), the
 * expiry job (through the deadline stored on the attempt) and the learner's own fields all read it.
 */

/** What the terms read of a quiz. */
export type QuizTermsSource = Pick<Quiz, 'timeLimitMinutes' | 'attemptsAllowed' | 'opensAt' | 'closesAt'>;

/** What an accommodation changes (null: that part is the quiz's). */
export type Accommodation = {
  timeFactor: number | null;
  extraMinutes: number | null;
  extraAttempts: number | null;
  opensAt: Date | null;
  closesAt: Date | null;
};

/** The terms a learner takes a quiz under. */
export type Terms = {
  // null: untimed.
  timeLimitMinutes: number | null;
  // null: unlimited.
  attemptsAllowed: number | null;
  opensAt: Date | null;
  closesAt: Date | null;
  // Whether an accommodation applies (the figures may still equal the quiz's).
  accommodated: boolean;
};

// Never earlier than this after a change made while the attempt runs: the learner is not cut off mid-answer.
const MOVED_DEADLINE_FLOOR_MS = 60_000;

/**
 * The learner's terms: time limit = round(limit x factor) + extra minutes (an untimed quiz stays
 * untimed); attempts = allowed + extra (unlimited stays unlimited); the window is the personal
 * opening and closing where set, else the quiz's. Moodle's rule for overrides: the accommodation
 * given for the quiz replaces the activity's wholly (accommodationsOf picks it), nothing is merged.
 */
export function termsFor(quiz: QuizTermsSource, accommodation: Accommodation | null): Terms {
  if (!accommodation) return { timeLimitMinutes: quiz.timeLimitMinutes, attemptsAllowed: quiz.attemptsAllowed, opensAt: quiz.opensAt, closesAt: quiz.closesAt, accommodated: false };
  const { timeFactor, extraMinutes, extraAttempts } = accommodation;
  return {
    timeLimitMinutes: quiz.timeLimitMinutes === null ? null : Math.round(quiz.timeLimitMinutes * (timeFactor ?? 1)) + (extraMinutes ?? 0),
    attemptsAllowed: quiz.attemptsAllowed === null ? null : quiz.attemptsAllowed + (extraAttempts ?? 0),
    opensAt: accommodation.opensAt ?? quiz.opensAt,
    closesAt: accommodation.closesAt ?? quiz.closesAt,
    accommodated: true,
  };
}

/** A timed attempt's deadline: its start plus the time limit, or the closing if sooner; null untimed. */
export function deadlineFor(terms: Pick<Terms, 'timeLimitMinutes' | 'closesAt'>, startedAt: Date): Date | null {
  if (terms.timeLimitMinutes === null) return null;
  const limitEnd = new Date(startedAt.getTime() + terms.timeLimitMinutes * 60_000);
  return terms.closesAt && terms.closesAt < limitEnd ? terms.closesAt : limitEnd;
}

/**
 * A running attempt's deadline once its learner's accommodation changed at `now`: as if started under
 * the new terms, but never less than a minute from now (time taken away does not end it at once).
 */
export function movedDeadline(terms: Pick<Terms, 'timeLimitMinutes' | 'closesAt'>, startedAt: Date, now: Date): Date | null {
  const deadline = deadlineFor(terms, startedAt);
  if (deadline === null) return null;
  const floor = new Date(now.getTime() + MOVED_DEADLINE_FLOOR_MS);
  return deadline < floor ? floor : deadline;
}

type Queryable = { query: (text: string, params: unknown[]) => Promise<unknown> };

/**
 * Orders a change of a learner's accommodations against their starts: a change holds this lock
 * (exclusive) from before it writes until it commits, a start (shared) from before it reads the terms
 * until its attempt is stored. So a start either sees the change or is stored before the change looks
 * for running attempts to move; never an attempt started on terms already replaced.
 */
export async function lockLearnerTerms(em: Queryable, learnerId: string, mode: 'change' | 'start'): Promise<void> {
  const lock = mode === 'change' ? 'pg_advisory_xact_lock' : 'pg_advisory_xact_lock_shared';
  await em.query(`SELECT ${lock}(hashtextextended('quiz_accommodations:' || $1::text, 0))`, [learnerId]);
}

/**
 * In SQL, whether an accommodation row `a` applies to learner `learnerSql` on quiz `quizIdSql` of
 * activity `activityIdSql`: given for the quiz, or for its activity. Where both apply, the quiz's
 * comes first (ORDER BY QUIZ_FIRST) and alone counts.
 */
export const appliesSql = (a: string, learnerSql: string, quizIdSql: string, activityIdSql: string): string =>
  `${a}.learner_id = ${learnerSql} AND (${a}.quiz_id = ${quizIdSql} OR ${a}.activity_id = ${activityIdSql})`;
const QUIZ_FIRST = (a: string): string => `${a}.quiz_id IS NULL`;

export type AccommodationKey = { userId: string; quizId: string };
export const keyOf = (key: AccommodationKey): string => `${key.userId}:${key.quizId}`;

/** The accommodation that applies to each learner and quiz, in one statement (absent: none). */
export async function accommodationsOf(db: Queryable, keys: readonly AccommodationKey[]): Promise<Map<string, Accommodation>> {
  if (keys.length === 0) return new Map();
  const rows = (await db.query(
    `SELECT k.user_id AS "userId", k.quiz_id AS "quizId", a.time_factor::float8 AS "timeFactor", a.extra_minutes AS "extraMinutes",
            a.extra_attempts AS "extraAttempts", a.opens_at AS "opensAt", a.closes_at AS "closesAt"
       FROM unnest($1::uuid[], $2::uuid[]) AS k (user_id, quiz_id)
       JOIN quizzes q ON q.id = k.quiz_id
       JOIN chapters c ON c.id = q.chapter_id
       CROSS JOIN LATERAL (
         SELECT * FROM quiz_accommodations a WHERE ${appliesSql('a', 'k.user_id', 'q.id', 'c.activity_id')} ORDER BY ${QUIZ_FIRST('a')} LIMIT 1
       ) a`,
    [keys.map((key) => key.userId), keys.map((key) => key.quizId)],
  )) as (AccommodationKey & Accommodation)[];
  return new Map(rows.map(({ userId, quizId, ...accommodation }) => [keyOf({ userId, quizId }), accommodation]));
}

/** The learner's terms on a quiz, its accommodation read through `db` (a transaction's manager, or the data source). */
export async function termsOf(db: Queryable, userId: string, quiz: QuizTermsSource & { id: string }): Promise<Terms> {
  return termsFor(quiz, await accommodationOf(db, userId, quiz.id));
}

/** The accommodation that applies to a learner on a quiz, or null. */
export async function accommodationOf(db: Queryable, userId: string, quizId: string): Promise<Accommodation | null> {
  const key = { userId, quizId };
  return (await accommodationsOf(db, [key])).get(keyOf(key)) ?? null;
}
