import { assertId } from '../../shared/ids';
import { LRUCache } from 'lru-cache';
import DataLoader from 'dataloader';
import { In } from 'typeorm';
import { selectColumns } from '../../db/columns';
import { sql } from '../../db/sql';
import type { AuthUser } from '../../shared/auth/access';
import type { Deps } from '../../shared/deps';
import { AppError, notFound } from '../../shared/errors';
import { isUuid } from '../../shared/ids';
import { oneByKey } from '../../shared/loaders';
import { byTime, pageOf } from '../../db/keyset';
import type { PageRequest, Slice } from '../../shared/pagination';
import { Activity, Chapter } from '../activities/activity.entity';
import { assertOwnerOrAdmin } from '../../shared/auth/ownership';
import { Role } from '../users/role';
import { ANNOUNCE_SUBMITTED, type GivenQuestion, passedSql, PERCENT_SQL, QuizAttempt, type QuizAttemptAnswer, type QuizAttemptInProgress, type StoredAnswer } from './quiz-attempt.entity';
import type { TimedAttemptService } from './timed-attempt.service';
import { Quiz, windowAt } from './quiz.entity';
import type { QuizService } from './quiz.service';
import { attemptTotals, grade, totalColumns, totalsOf } from './grading';
import { learnerOrder, matchOrdersOf, toOriginal } from './shuffle';
import { assertOpen, attemptsLeft, noAttemptsLeft } from './attempt-rules';
import { asTaken, type DrawnQuiz, givenFor, refsOf } from './given';
import { type Accommodation, accommodationOf, appliesSql, termsFor } from './accommodations/terms';

export const QUIZ_UNAVAILABLE = 'Quiz not found or not available';
export { ANSWER_ALL } from './grading';
const TAKE_IN_APP = 'This quiz draws questions for each attempt: take it in the LearnHub app.';
const LEARNERS_ONLY = 'Only learners can submit quiz attempts.';
const QUIZ_CHANGED = 'This quiz changed while you were submitting. Please reload it and try again.';
const ATTEMPT_KEY = 'quiz_attempts_quiz_user_number_key';
// A quiz edited again and again while a learner submits: give up after this many reads.
const SUBMIT_TRIES = 3;

// A published quiz as grading needs it, with its row version (`xmin`, new on every change).
type PublishedQuiz = Pick<Quiz, 'title' | 'questions' | 'slots' | 'opensAt' | 'closesAt' | 'attemptsAllowed' | 'timeLimitMinutes' | 'shuffleQuestions' | 'shuffleOptions'> & {
  version: string;
  // Each matching question's order of matches, worked out once per copy.
  matchOrders: number[][];
};
// Published quizzes kept between submissions; past this many, the least recently used goes.
const CACHED_QUIZZES = 200;

// What the database fills in when an attempt is stored (the rest is known already).
const STORED_COLUMNS = ['id', 'chapterId', 'activityId', 'submittedAt', 'attemptNumber', 'passPercentage'] as const satisfies readonly (keyof QuizAttempt)[];
type StoredAttemptRow = Pick<QuizAttempt, (typeof STORED_COLUMNS)[number]> & { announced: unknown };

export type LearnerStats = { totalAttempts: number; passedCount: number; averagePercentage: number };
export type TutorAttemptStats = { attempts: number; averageScore: number; averagePercentage: number };
export type AttemptPlace = { chapter: { id: string; title: string } | null; activity: { id: string; title: string } | null };
export type AttemptHistory = Slice<QuizAttempt> & { stats: LearnerStats };

// Newest first (quiz_attempts_user_idx for a learner's, quiz_attempts_quiz_idx for a quiz's).
const NEWEST_FIRST = byTime('quiz-attempts', 'qa.submitted_at', 'qa.id');

// The attempt of each learner that counts on each quiz, by the quiz's grading method (a view).
export const GRADED = 'graded_quiz_attempts';

// In SQL, the same rule as isPassed().
const PASSED_SQL = passedSql('qa');

export class QuizAttemptService {
  private readonly repo = this.deps.dataSource.getRepository(QuizAttempt);

  constructor(
    private readonly deps: Deps,
    private readonly quizzes: QuizService,
    private readonly timed: TimedAttemptService,
  ) {}

  // Copies of published quizzes: one statement fewer per submission while a class takes one.
  private readonly published = new LRUCache<string, PublishedQuiz>({ max: CACHED_QUIZZES });

  /**
   * Grades and stores a learner's one attempt (a class submitting at once is the busiest write
   * of the platform). The quiz comes from a copy kept in this process, read when missing; the
   * graded attempt is inserted only if the quiz row is still that version and published,
   * share-locking it for the statement, and unless this learner has an attempt already.
   * An edit, unpublish or delete since the copy was read changes the version, so nothing is stored
   * against questions that are no longer the quiz's: the copy is dropped and the quiz read again.
   * An edit waits for the share lock and then sees the attempt (QuizService refuses the edit).
   * The unique constraint on (quiz_id, user_id) decides between concurrent submissions.
   */
  async submit(user: AuthUser, quizId: unknown, answers: unknown, { inLearnerOrder = true }: { inLearnerOrder?: boolean } = {}): Promise<QuizAttempt> {
    // Tutors and admins previewing a quiz must not leave attempts in learners' figures.
    if (user.role !== Role.USER) throw new AppError('FORBIDDEN', LEARNERS_ONLY);
    if (!isUuid(quizId)) throw new AppError('NOT_FOUND', QUIZ_UNAVAILABLE);
    const id = quizId.toLowerCase();
    const db = this.deps.dataSource;
    // The learner's accommodation, once read (undefined: not read yet). Most learners have none: the
    // statement storing the attempt checks that none applies, so the common case reads nothing more.
    let accommodation: Accommodation | null | undefined;
    for (let attempt = 0; attempt < SUBMIT_TRIES; attempt++) {
      const { quiz, cached } = await this.publishedQuiz(id);
      if (quiz.timeLimitMinutes !== null) {
        // Timed: the attempt in progress decides, read afresh (a kept copy may predate the limit).
        if (!cached) return this.timed.submit(user, { id, ...quiz }, answers);
        this.published.delete(id);
        continue;
      }
      const now = this.deps.clock.now();
      // Outside the quiz's window, only a personal window lets the learner in: read it before refusing.
      if (accommodation === undefined && windowAt(quiz, now) !== 'OPEN') accommodation = await accommodationOf(db, user.id, id);
      const terms = termsFor(quiz, accommodation ?? null);
      assertOpen(terms, now);
      // REST lists a quiz's fixed questions only: the questions drawn for an attempt are shown in the app.
      if (!inLearnerOrder && quiz.slots) throw new AppError('CONFLICT', TAKE_IN_APP);
      // A shuffled quiz's answers come in the learner's order, and a quiz that draws at random gives
      // questions of their own: both depend on the attempt's number.
      const shuffled = inLearnerOrder && (quiz.shuffleQuestions || quiz.shuffleOptions);
      // With one attempt allowed (the default) it can only be the first: no need to ask.
      const number = shuffled || quiz.slots ? (terms.attemptsAllowed === 1 ? 1 : await this.nextNumber(id, user.id)) : null;
      const { quiz: asked, given } = number === null ? { quiz: { id, ...quiz }, given: null } : await givenFor(db, { id, ...quiz }, user.id, number);
      const order = shuffled && number !== null ? learnerOrder(asked, user.id, number) : null;
      let graded: StoredAnswer[];
      try {
        graded = grade(asked.questions, toOriginal(order, answers, given ? matchOrdersOf(asked) : quiz.matchOrders));
      } catch (error) {
        // Answers that do not fit a kept copy may fit the quiz as edited since: read it again.
        if (!cached) throw error;
        this.published.delete(id);
        continue;
      }
      const totals = totalsOf(asked.questions, graded);
      // The next attempt number, given out only within the attempts allowed: two submissions that
      // take the same number meet the unique constraint, and the one that loses reads again.
      const [stored] = await sql<StoredAttemptRow>(
        db,
        `WITH quiz AS (
           SELECT q.id, q.chapter_id, c.activity_id, q.attempts_allowed, q.pass_percentage FROM quizzes q LEFT JOIN chapters c ON c.id = q.chapter_id
           WHERE q.id = $1 AND q.is_published AND q.xmin::text = $2 FOR SHARE OF q
         ), next AS (
           SELECT coalesce(max(attempt_number), 0) + 1 AS n FROM quiz_attempts WHERE quiz_id = $1 AND user_id = $3
         )
         INSERT INTO quiz_attempts (quiz_id, chapter_id, activity_id, user_id, quiz_title, answers, score, total, attempt_number, learner_order, points, max_points, grading_status, given_questions, pass_percentage)
         SELECT id, chapter_id, activity_id, $3, $4, $5::jsonb, $6, $7, next.n, $8::jsonb, $10, $11, $12, $13::jsonb, pass_percentage FROM quiz, next
          WHERE ($14::int IS NULL OR next.n <= $14::int) AND ($9::int IS NULL OR next.n = $9)
            -- The terms above are the quiz's own unless the learner's accommodation was read: then none may apply.
            AND ($15::boolean OR NOT EXISTS (SELECT 1 FROM quiz_accommodations a WHERE ${appliesSql('a', '$3', 'quiz.id', 'quiz.activity_id')}))
         ON CONFLICT ON CONSTRAINT ${ATTEMPT_KEY} DO NOTHING
         RETURNING ${selectColumns(db, QuizAttempt, undefined, STORED_COLUMNS)}, ${ANNOUNCE_SUBMITTED} AS "announced"`,
        [id, quiz.version, user.id, quiz.title, JSON.stringify(graded), totals.score, totals.total, order && JSON.stringify(order), number, ...totalColumns(totals), given && JSON.stringify(refsOf(given)), terms.attemptsAllowed, accommodation !== undefined],
      );
      if (stored) {
        const { announced: _, ...row } = stored;
        return Object.assign(new QuizAttempt(), {
          ...row,
          quizId: id,
          userId: user.id,
          quizTitle: quiz.title,
          answers: graded,
          learnerOrder: order,
          givenQuestions: refsOf(given),
          ...attemptTotals(totals),
        });
      }
      // Nothing stored: an accommodation applies (read it, and try again under the learner's terms),
      // no attempt left, a concurrent submission took the number, or the quiz changed since the copy was read.
      if (accommodation === undefined) {
        accommodation = await accommodationOf(db, user.id, id);
        if (accommodation) {
          // Not a try: the quiz is as it was read.
          attempt -= 1;
          continue;
        }
      }
      const [{ used }] = await sql<{ used: number }>(db, 'SELECT count(*)::int AS used FROM quiz_attempts WHERE quiz_id = $1 AND user_id = $2', [id, user.id]);
      if (attemptsLeft(terms.attemptsAllowed, used) === 0) throw new AppError('CONFLICT', noAttemptsLeft(terms.attemptsAllowed));
      this.published.delete(id);
    }
    throw new AppError('CONFLICT', QUIZ_CHANGED);
  }

  // The number the learner's next attempt would take (numbers run 1, 2, 3... per learner and quiz).
  private async nextNumber(quizId: string, userId: string): Promise<number> {
    const [{ n }] = await sql<{ n: number }>(this.deps.dataSource, 'SELECT coalesce(max(attempt_number), 0)::int + 1 AS n FROM quiz_attempts WHERE quiz_id = $1 AND user_id = $2', [quizId, userId]);
    return n;
  }

  /** An attempt's answers as `viewer` may see them now: its quiz's review policy (all of them once the quiz is gone). */
  async answersFor(attempt: QuizAttempt, quiz: Quiz | null, viewer: AuthUser | null): Promise<QuizAttemptAnswer[]> {
    return attempt.answersFor(quiz === null || quiz.answersVisibleTo(viewer, this.deps.clock.now()), quiz && (await this.asTaken(attempt, quiz)));
  }

  /** The quiz as the attempt was given it: the versions it was graded on (null once they are gone). */
  asTaken(attempt: QuizAttempt, quiz: Quiz): Promise<Quiz | null> {
    return asTaken(this.deps.dataSource, quiz, attempt.givenQuestions);
  }

  /** answersFor() for a list of attempts, their quizzes read in one statement. */
  async reviewedAnswers(attempts: readonly QuizAttempt[], viewer: AuthUser | null): Promise<Map<string, QuizAttemptAnswer[]>> {
    const quizIds = [...new Set(attempts.flatMap((a) => (a.quizId ? [a.quizId] : [])))];
    const quizzes = quizIds.length ? await this.deps.dataSource.getRepository(Quiz).findBy({ id: In(quizIds) }) : [];
    const byId = new Map(quizzes.map((quiz) => [quiz.id, quiz]));
    const answers = await Promise.all(attempts.map((attempt) => this.answersFor(attempt, (attempt.quizId && byId.get(attempt.quizId)) || null, viewer)));
    return new Map(attempts.map((attempt, i) => [attempt.id, answers[i]]));
  }

  /** The quiz as a learner's `attemptNumber`-th attempt is given it (its random slots drawn for it). */
  givenFor<T extends DrawnQuiz>(quiz: T, userId: string, attemptNumber: number): Promise<{ quiz: T; given: GivenQuestion[] | null }> {
    return givenFor(this.deps.dataSource, quiz, userId, attemptNumber);
  }

  /** The services' clock, which every deadline is set and checked by. */
  now(): Date {
    return this.deps.clock.now();
  }

  /** Starts a timed quiz, or returns the learner's attempt in progress on it. */
  async start(user: AuthUser, quizId: unknown): Promise<QuizAttemptInProgress> {
    if (user.role !== Role.USER) throw new AppError('FORBIDDEN', LEARNERS_ONLY);
    if (!isUuid(quizId)) throw new AppError('NOT_FOUND', QUIZ_UNAVAILABLE);
    const id = quizId.toLowerCase();
    this.published.delete(id);
    const { quiz } = await this.publishedQuiz(id);
    return this.timed.start(user, { id, ...quiz });
  }

  /** Saves a timed attempt's picks so far. */
  save(user: AuthUser, attemptId: unknown, answers: unknown): Promise<QuizAttemptInProgress> {
    return this.timed.save(user, attemptId, answers, async (quizId) => ({ id: quizId, ...(await this.publishedQuiz(quizId)).quiz }));
  }

  // The kept copy of a published quiz (now the most recently used), else a fresh read.
  private async publishedQuiz(id: string): Promise<{ quiz: PublishedQuiz; cached: boolean }> {
    const kept = this.published.get(id);
    if (kept) return { quiz: kept, cached: true };
    const [row] = await sql<Omit<PublishedQuiz, 'matchOrders'>>(
      this.deps.dataSource,
      `SELECT xmin::text AS version, title, questions, slots, opens_at AS "opensAt", closes_at AS "closesAt", attempts_allowed AS "attemptsAllowed",
              time_limit_minutes AS "timeLimitMinutes", shuffle_questions AS "shuffleQuestions", shuffle_options AS "shuffleOptions"
         FROM quizzes WHERE id = $1 AND is_published`,
      [id],
    );
    if (!row) throw new AppError('NOT_FOUND', QUIZ_UNAVAILABLE);
    const quiz = { ...row, matchOrders: matchOrdersOf({ id, questions: row.questions }) };
    this.published.set(id, quiz);
    return { quiz, cached: false };
  }

  // A learner's attempts, newest first, with stats over all of them.
  /**
   * One attempt at a quiz, for its tutor or an admin (a live update's subject); NOT_FOUND when gone.
   * The loads of one moment (every subscriber hearing of the same attempt) are one statement.
   */
  async getForQuiz(attemptId: string, quizId: string): Promise<QuizAttempt> {
    const attempt = isUuid(attemptId) ? await this.attemptsById.load(attemptId) : null;
    if (!attempt || attempt.quizId !== quizId) throw notFound('Attempt');
    return attempt;
  }

  /** One of the learner's own attempts (a live update's subject); NOT_FOUND for anyone else's. */
  async getMine(user: AuthUser, attemptId: string): Promise<QuizAttempt> {
    const attempt = isUuid(attemptId) ? await this.attemptsById.load(attemptId) : null;
    if (!attempt || attempt.userId !== user.id) throw notFound('Attempt');
    return attempt;
  }

  private readonly attemptsById = new DataLoader<string, QuizAttempt | null>(async (ids) => oneByKey(ids, await this.repo.findBy({ id: In([...ids]) }), (row) => row.id), {
    cache: false,
  });

  async listMine(user: AuthUser, passed: boolean | null | undefined, page: PageRequest): Promise<AttemptHistory> {
    const qb = this.repo.createQueryBuilder('qa').where('qa.user_id = :userId', { userId: user.id });
    if (passed === true) qb.andWhere(PASSED_SQL);
    if (passed === false) qb.andWhere(`NOT (${PASSED_SQL})`);
    const [slice, { attempts, passedAttempts, ...stats }] = await Promise.all([pageOf(qb, NEWEST_FIRST, page), this.statsOf(user.id)]);
    // The stats' statement counted the attempts already: the list's total comes from it.
    const total = passed === true ? passedAttempts : passed === false ? attempts - passedAttempts : attempts;
    return { ...slice, totalCount: () => Promise.resolve(total), stats };
  }

  /**
   * The chapter and activity (id and title) each attempt came from, by attempt id; null once
   * deleted. One statement each for any number of attempts (REST populates them inline).
   */
  async placesOf(attempts: readonly QuizAttempt[]): Promise<Map<string, AttemptPlace>> {
    const chapterIds = [...new Set(attempts.flatMap((a) => (a.chapterId ? [a.chapterId] : [])))];
    const activityIds = [...new Set(attempts.flatMap((a) => (a.activityId ? [a.activityId] : [])))];
    const em = this.deps.dataSource.manager;
    const [chapters, activities] = await Promise.all([
      chapterIds.length ? em.find(Chapter, { where: { id: In(chapterIds) }, select: { id: true, title: true } }) : [],
      activityIds.length ? em.find(Activity, { where: { id: In(activityIds) }, select: { id: true, title: true } }) : [],
    ]);
    const chapterById = new Map(chapters.map((c) => [c.id, { id: c.id, title: c.title }]));
    const activityById = new Map(activities.map((a) => [a.id, { id: a.id, title: a.title }]));
    return new Map(
      attempts.map((a) => [
        a.id,
        { chapter: (a.chapterId && chapterById.get(a.chapterId)) || null, activity: (a.activityId && activityById.get(a.activityId)) || null },
      ]),
    );
  }

  // The attempts on one quiz, newest first (one learner's when `learnerId` is given): for its tutor and admins.
  async listForQuiz(quizId: unknown, user: AuthUser, page: PageRequest, learnerId: unknown = null): Promise<Slice<QuizAttempt>> {
    const quiz = await this.quizzes.find(quizId);
    assertOwnerOrAdmin(user, quiz.tutorId);
    const qb = this.repo.createQueryBuilder('qa').where('qa.quiz_id = :quizId', { quizId: quiz.id });
    if (learnerId !== null && learnerId !== undefined) qb.andWhere('qa.user_id = :learnerId', { learnerId: assertId(learnerId, 'User') });
    return pageOf(qb, NEWEST_FIRST, page);
  }

  // For the learner dashboard and the history's stats, in one statement: over the attempt that
  // counts on each quiz (graded_quiz_attempts applies each quiz's grading method).
  async learnerStats(userId: string): Promise<LearnerStats> {
    const { totalAttempts, passedCount, averagePercentage } = await this.statsOf(userId);
    return { totalAttempts, passedCount, averagePercentage };
  }

  // The stats, with the counts of every attempt and of the passed ones beside (a history's totals).
  private async statsOf(userId: string): Promise<LearnerStats & { attempts: number; passedAttempts: number }> {
    const [row] = await sql<LearnerStats & { attempts: number; passedAttempts: number }>(
      this.deps.dataSource,
      `SELECT count(*)::int AS "totalAttempts",
              (count(*) FILTER (WHERE ${PASSED_SQL}))::int AS "passedCount",
              coalesce(avg(${PERCENT_SQL('qa')}), 0)::float8 AS "averagePercentage",
              (SELECT count(*)::int FROM quiz_attempts qa WHERE qa.user_id = $1) AS attempts,
              (SELECT count(*)::int FROM quiz_attempts qa WHERE qa.user_id = $1 AND ${PASSED_SQL}) AS "passedAttempts"
         FROM ${GRADED} qa WHERE qa.user_id = $1`,
      [userId],
    );
    return row;
  }

  // For the tutor dashboard: attempts on the tutor's (existing) quizzes.
  async tutorStats(tutorId: string): Promise<TutorAttemptStats> {
    const row = await this.deps.dataSource
      .createQueryBuilder()
      .from(GRADED, 'qa')
      .innerJoin(Quiz, 'q', 'q.id = qa.quiz_id')
      .select('count(*)::int', 'attempts')
      .addSelect('coalesce(avg(qa.score), 0)::float8', 'averageScore')
      .addSelect(`coalesce(avg(${PERCENT_SQL('qa')}), 0)::float8`, 'averagePercentage')
      .where('q.tutorId = :tutorId', { tutorId })
      .getRawOne<TutorAttemptStats>();
    return { attempts: row?.attempts ?? 0, averageScore: row?.averageScore ?? 0, averagePercentage: row?.averagePercentage ?? 0 };
  }
}

