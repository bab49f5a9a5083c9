import type { EntityManager } from 'typeorm';
import { selectColumns } from '../../db/columns';
import { sql } from '../../db/sql';
import type { AuthUser } from '../../shared/auth/access';
import type { Deps } from '../../shared/deps';
import { crashPoint } from '../../shared/crash-point';
import { AppError } from '../../shared/errors';
import { isUuid } from '../../shared/ids';
import { Role } from '../users/role';
import { ANNOUNCE_SUBMITTED, type GivenQuestion, QuizAttempt, type QuizAnswerInput, QuizAttemptInProgress, savedAnswerOf, type StoredAnswer } from './quiz-attempt.entity';
import type { StoredQuestion } from './quiz.entity';
import { givenFor, type LayoutSlot, refsOf } from './given';
import { assertOpen, attemptsLeft, noAttemptsLeft } from './attempt-rules';
import { deadlineFor, lockLearnerTerms, termsOf } from './accommodations/terms';
import { ANSWER_ALL, grade, readAnswers, totalColumns, totalsOf } from './grading';
import { type LearnerOrder, learnerOrder, matchOrdersOf, toOriginal } from './shuffle';

const GRACE_MS = 30_000;
const TIME_UP = 'Time is up for this quiz. Your saved answers were submitted.';
const SAVE_TOO_LATE = 'Time is up for this quiz: answers can no longer be saved.';
const NOT_TIMED = 'This quiz has no time limit: submit your answers directly.';
const START_FIRST = 'This quiz is timed: start it before submitting.';
const ATTEMPT_NOT_FOUND = 'Attempt not found';
const INVALID_PICKS = 'Each answer must pick one option of one question of the quiz, once.';

/** What the timed-attempt rules read of a quiz. */
export type TimedQuiz = {
  id: string;
  title: string;
  questions: StoredQuestion[];
  slots: LayoutSlot[] | null;
  timeLimitMinutes: number | null;
  opensAt: Date | null;
  closesAt: Date | null;
  attemptsAllowed: number | null;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
};

const IN_PROGRESS_COLUMNS = (db: Deps['dataSource']) => selectColumns(db, QuizAttemptInProgress);

/**
 * Timed attempts: started explicitly, answers saved as the learner picks them, submitted
 * by the learner until 30 s after the deadline, and after that by the expiry job with the saved
 * answers. Whoever submits first (learner or job) locks the in-progress row and moves it to
 * quiz_attempts in one transaction; the other finds it gone, so each attempt is submitted once.
 */
export class TimedAttemptService {
  constructor(private readonly deps: Pick<Deps, 'dataSource' | 'clock'>) {}

  /**
   * Starts the learner's next attempt, or returns the one in progress (starting twice is one
   * attempt: the unique (quiz, learner) constraint of the in-progress table decides).
   */
  async start(user: AuthUser, quiz: TimedQuiz): Promise<QuizAttemptInProgress> {
    if (quiz.timeLimitMinutes === null) throw new AppError('BAD_USER_INPUT', NOT_TIMED);
    const existing = await this.inProgress(user.id, quiz.id);
    if (existing) return existing;
    const now = this.deps.clock.now();
    const db = this.deps.dataSource;
    const [started, terms] = await db.transaction(async (em) => {
      // The learner's own terms (their accommodation's time, attempts and window: accommodations/terms.ts),
      // not changed by the tutor between this read and the attempt's insert (see lockLearnerTerms).
      await lockLearnerTerms(em, user.id, 'start');
      const terms = await termsOf(em, user.id, quiz);
      assertOpen(terms, now);
      const deadline = deadlineFor(terms, now);
      if (deadline === null) throw new AppError('BAD_USER_INPUT', NOT_TIMED);
      const [row] = await em.query<QuizAttemptInProgress[]>(
        `INSERT INTO quiz_attempts_in_progress (quiz_id, user_id, attempt_number, started_at, deadline)
         SELECT q.id, $2, next.n, $3, $4
           FROM quizzes q,
                (SELECT coalesce(max(attempt_number), 0) + 1 AS n FROM quiz_attempts WHERE quiz_id = $1 AND user_id = $2) next
          WHERE q.id = $1 AND ($5::int IS NULL OR next.n <= $5::int)
         ON CONFLICT ON CONSTRAINT quiz_attempts_in_progress_quiz_user_key DO NOTHING
         RETURNING ${IN_PROGRESS_COLUMNS(db)}`,
        [quiz.id, user.id, now, deadline, terms.attemptsAllowed],
      );
      return [row, terms] as const;
    });
    if (started) return Object.assign(new QuizAttemptInProgress(), started);
    // A concurrent start won, or there is no attempt left.
    const other = await this.inProgress(user.id, quiz.id);
    if (other) return other;
    throw new AppError('CONFLICT', noAttemptsLeft(terms.attemptsAllowed));
  }

  /** The learner's attempt in progress on a quiz, if any. */
  async inProgress(userId: string, quizId: string): Promise<QuizAttemptInProgress | null> {
    return this.deps.dataSource.getRepository(QuizAttemptInProgress).findOneBy({ userId, quizId });
  }

  /** Saves the picks so far (last write wins); refused once the deadline has passed. */
  async save(user: AuthUser, attemptId: unknown, answers: unknown, quizOf: (quizId: string) => Promise<TimedQuiz>): Promise<QuizAttemptInProgress> {
    if (user.role !== Role.USER || !isUuid(attemptId)) throw new AppError('NOT_FOUND', ATTEMPT_NOT_FOUND);
    const repo = this.deps.dataSource.getRepository(QuizAttemptInProgress);
    const attempt = await repo.findOneBy({ id: attemptId.toLowerCase(), userId: user.id });
    if (!attempt) throw new AppError('NOT_FOUND', ATTEMPT_NOT_FOUND);
    const now = this.deps.clock.now();
    if (now > attempt.deadline) throw new AppError('CONFLICT', SAVE_TOO_LATE);
    // Picks come, and are kept, in the learner's order; checked against the quiz in the tutor's.
    const { quiz } = await givenFor(this.deps.dataSource, await quizOf(attempt.quizId), attempt.userId, attempt.attemptNumber);
    try {
      readAnswers(quiz.questions, toOriginal(orderOf(quiz, attempt), answers, matchOrdersOf(quiz)));
    } catch (error) {
      // A wrong single-choice pick keeps its own message here; another type's says what it needs.
      if (error instanceof AppError && error.message === ANSWER_ALL) throw new AppError('BAD_USER_INPUT', INVALID_PICKS, { fieldErrors: { answers: INVALID_PICKS } });
      throw error;
    }
    // Kept as the learner gave them (their order), each with its one answer field.
    const savedAnswers = (answers as QuizAnswerInput[]).map(savedAnswerOf);
    // The deadline again in the statement: a save racing the expiry job never lands after it.
    const { affected } = await repo
      .createQueryBuilder()
      .update()
      .set({ savedAnswers, savedAt: now })
      .where('id = :id AND deadline >= :now', { id: attempt.id, now })
      .execute();
    if (!affected) throw new AppError('CONFLICT', SAVE_TOO_LATE);
    return Object.assign(attempt, { savedAnswers, savedAt: now });
  }

  /**
   * The learner submits. Before the deadline every question must be answered (SPEC.md's rule); from
   * the deadline to 30 s after it, what they send is graded as it is (unanswered counts as wrong);
   * later, the saved answers are graded and the learner is told so.
   */
  async submit(user: AuthUser, quiz: TimedQuiz, answers: unknown): Promise<QuizAttempt> {
    const now = this.deps.clock.now();
    const outcome = await this.deps.dataSource.transaction(async (em) => {
      const attempt = await em.findOne(QuizAttemptInProgress, { where: { quizId: quiz.id, userId: user.id }, lock: { mode: 'pessimistic_write' } });
      if (!attempt) return null;
      const overdue = now.getTime() > attempt.deadline.getTime() + GRACE_MS;
      // Graded on the questions as they are now, share-locked: a regrade switching the quiz to a new
      // version waits for this, or this for it.
      const { quiz: current, given } = await givenFor(em, await this.quizOf(em, quiz.id), attempt.userId, attempt.attemptNumber);
      const order = orderOf(current, attempt);
      const graded = overdue
        ? grade(current.questions, toOriginal(order, attempt.savedAnswers, matchOrdersOf(current)), { complete: false })
        : grade(current.questions, toOriginal(order, answers, matchOrdersOf(current)), { complete: now < attempt.deadline });
      const finished = await this.finish(em, attempt, current, graded, order, given);
      await crashPoint('quizzes.timed-submit');
      return { attempt: finished, overdue };
    });
    if (outcome === null) {
      const [[{ used }], terms] = await Promise.all([
        sql<{ used: number }>(this.deps.dataSource, 'SELECT count(*)::int AS used FROM quiz_attempts WHERE quiz_id = $1 AND user_id = $2', [quiz.id, user.id]),
        termsOf(this.deps.dataSource, user.id, quiz),
      ]);
      if (attemptsLeft(terms.attemptsAllowed, used) === 0) throw new AppError('CONFLICT', noAttemptsLeft(terms.attemptsAllowed));
      throw new AppError('CONFLICT', START_FIRST);
    }
    if (outcome.overdue) throw new AppError('CONFLICT', TIME_UP, { reason: 'TIME_UP' });
    return outcome.attempt;
  }

  /**
   * Submits, with their saved answers, the attempts whose deadline passed more than 30 s before
   * `now`, a batch at a time; rows another worker holds are skipped (it is submitting them).
   * Returns how many this call submitted.
   */
  async expireOverdue(batch = 100): Promise<number> {
    const cutoff = new Date(this.deps.clock.now().getTime() - GRACE_MS);
    let submitted = 0;
    for (;;) {
      const done = await this.deps.dataSource.transaction(async (em) => {
        const overdue = await em
          .createQueryBuilder(QuizAttemptInProgress, 'a')
          .where('a.deadline < :cutoff', { cutoff })
          .orderBy('a.deadline')
          .limit(batch)
          .setLock('pessimistic_write')
          .setOnLocked('skip_locked')
          .getMany();
        for (const attempt of overdue) {
          const { quiz, given } = await givenFor(em, await this.quizOf(em, attempt.quizId), attempt.userId, attempt.attemptNumber);
          const order = orderOf(quiz, attempt);
          await this.finish(em, attempt, quiz, grade(quiz.questions, toOriginal(order, attempt.savedAnswers, matchOrdersOf(quiz)), { complete: false }), order, given);
        }
        return overdue.length;
      });
      submitted += done;
      if (done < batch) return submitted;
    }
  }

  private async quizOf(em: EntityManager, quizId: string): Promise<Pick<TimedQuiz, 'id' | 'title' | 'questions' | 'slots' | 'shuffleQuestions' | 'shuffleOptions'>> {
    const [quiz] = await em.query<TimedQuiz[]>(
      `SELECT id, title, questions, slots, shuffle_questions AS "shuffleQuestions", shuffle_options AS "shuffleOptions" FROM quizzes WHERE id = $1 FOR SHARE`,
      [quizId],
    );
    // The in-progress row goes with its quiz (ON DELETE CASCADE): a locked row's quiz is there.
    if (!quiz) throw new Error(`Quiz ${quizId} of an attempt in progress is gone`);
    return quiz;
  }

  // Moves the attempt to quiz_attempts, graded, with its id, number and start.
  private async finish(
    em: EntityManager,
    attempt: QuizAttemptInProgress,
    quiz: Pick<TimedQuiz, 'id' | 'questions'>,
    graded: StoredAnswer[],
    order: LearnerOrder | null,
    given: GivenQuestion[] | null,
  ): Promise<QuizAttempt> {
    const totals = totalsOf(quiz.questions, graded);
    const [stored] = await em.query<(QuizAttempt & { announced: unknown })[]>(
      `INSERT INTO quiz_attempts (id, quiz_id, chapter_id, activity_id, user_id, quiz_title, answers, score, total, attempt_number, started_at, learner_order, points, max_points, grading_status, given_questions, pass_percentage)
       SELECT $1, q.id, q.chapter_id, c.activity_id, $2, q.title, $3::jsonb, $4, $5, $6, $7, $9::jsonb, $10, $11, $12, $13::jsonb, q.pass_percentage
         FROM quizzes q LEFT JOIN chapters c ON c.id = q.chapter_id WHERE q.id = $8
       RETURNING ${selectColumns(this.deps.dataSource, QuizAttempt)}, ${ANNOUNCE_SUBMITTED} AS "announced"`,
      [
        attempt.id,
        attempt.userId,
        JSON.stringify(graded),
        totals.score,
        totals.total,
        attempt.attemptNumber,
        attempt.startedAt,
        quiz.id,
        order && JSON.stringify(order),
        ...totalColumns(totals),
        given && JSON.stringify(refsOf(given)),
      ],
    );
    await em.delete(QuizAttemptInProgress, { id: attempt.id });
    const { announced: _, ...row } = stored;
    return Object.assign(new QuizAttempt(), row);
  }
}

// The order of a timed attempt, from its quiz and its learner and number.
const orderOf = (quiz: Pick<TimedQuiz, 'id' | 'questions' | 'shuffleQuestions' | 'shuffleOptions'>, attempt: Pick<QuizAttemptInProgress, 'userId' | 'attemptNumber'>) =>
  learnerOrder(quiz, attempt.userId, attempt.attemptNumber);
