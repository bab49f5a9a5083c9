import type { EntityManager } from 'typeorm';
import { announceSql } from '../../graphql/live/events';
import { defineJob } from '../../jobs/job-queue';
import type { AuthUser } from '../../shared/auth/access';
import { assertOwnerOrAdmin } from '../../shared/auth/ownership';
import type { Deps } from '../../shared/deps';
import { AppError, notFound } from '../../shared/errors';
import { isUuid } from '../../shared/ids';
import { isUniqueViolation } from '../../shared/db-errors';
import { totalColumns } from './grading';
import { readQuestion } from './questions/read';
import type { Question } from './questions/types';
import { ANNOUNCE_SUBMITTED, type GivenQuestion, type GivenRef, isPassed, type StoredAnswer } from './quiz-attempt.entity';
import { givenContents, refsOf } from './given';
import { Quiz } from './quiz.entity';
import { announceChange, type QuizService } from './quiz.service';
import { type RegradeMode, regradeAttempt } from './regrade';

const NOT_IN_QUIZ = 'This quiz does not use this question';
const REGRADE_UNDER_WAY = 'A regrade of this quiz is under way: wait for it to finish, then try again.';
const WHAT = 'Regrade';

/** Runs one regrade a tutor asked for (on one instance at a time; a second run finds it done). */
export const regradeJob = defineJob<{ regradeId: string }>('quizzes.regrade', { retryLimit: 3, retryDelaySeconds: 5, retryBackoff: true, expireInSeconds: 600 });

type RegradeChange = {
  attemptId: string;
  learnerId: string;
  learnerName: string;
  oldPoints: number;
  newPoints: number;
  oldMaxPoints: number;
  newMaxPoints: number;
  oldPassed: boolean;
  newPassed: boolean;
};

export type RegradePreview = {
  mode: RegradeMode;
  fromVersions: number[];
  toVersion: number;
  attemptCount: number;
  attemptsAffected: number;
  scoresUp: number;
  scoresDown: number;
  passedToFailed: number;
  failedToPassed: number;
  changes: RegradeChange[];
};

type RegradeStatus = 'QUEUED' | 'DONE' | 'FAILED';

/** A regrade as asked for, and its outcome once its job ran. */
export type QuizRegradeRow = {
  id: string;
  quizId: string | null;
  questionId: string;
  toVersion: number;
  mode: RegradeMode;
  status: RegradeStatus;
  requestedAt: Date;
  finishedAt: Date | null;
  attemptCount: number | null;
  attemptsChanged: number | null;
  error: string | null;
};

/** One entry of an attempt's regrade trail. */
export type AttemptRegradeRow = {
  attemptId: string;
  mode: RegradeMode;
  regradedAt: Date;
  regradedByName: string | null;
  oldPoints: number;
  newPoints: number;
  oldMaxPoints: number;
  newMaxPoints: number;
};

type AttemptRow = { id: string; userId: string; learnerName: string; answers: StoredAnswer[]; points: number; maxPoints: number; passPercentage: number; givenQuestions: GivenRef[] | null };
// An attempt with the content of the questions it keeps (null: it follows the quiz).
type ReadAttempt = AttemptRow & { own: GivenQuestion[] | null };
type Pin = { position: number; questionId: string; version: number };
// Where a quiz uses a question: at fixed positions, and in a random slot's pool (at a version).
type Uses = { questionId: string; pins: Pin[]; poolVersion: number | null };

/** What a regrade does to one attempt: its new answers and totals, and its questions when it keeps its own. */
type Planned = { attempt: AttemptRow; answers: StoredAnswer[]; totals: ReturnType<typeof regradeAttempt>['totals']; given: GivenRef[] | null; change: RegradeChange | null };

const regradeColumns = (r: string) => `${r}.id, ${r}.quiz_id AS "quizId", ${r}.question_id AS "questionId", ${r}.to_version AS "toVersion", ${r}.mode, ${r}.status,
  ${r}.requested_at AS "requestedAt", ${r}.finished_at AS "finishedAt", ${r}.attempt_count AS "attemptCount", ${r}.attempts_changed AS "attemptsChanged", ${r}.error`;
const ATTEMPT_COLUMNS = `qa.id, qa.user_id AS "userId", u.name || ' ' || u.surname AS "learnerName", qa.answers, qa.points::float8 AS points,
  qa.max_points::float8 AS "maxPoints", qa.pass_percentage AS "passPercentage", qa.given_questions AS "givenQuestions"`;

/**
 * Fixing a question after learners answered it. The tutor edits the bank question (a new
 * version), previews what moving a quiz to it would change in past attempts, then asks for it: a
 * job applies it, computed by the same function as the preview (regrade.ts), so the preview is the
 * outcome. The job does everything in one transaction holding the quiz row: submissions meanwhile
 * wait for it and are graded on the new version; its regrade row, locked first, says whether it ran
 * already, so running it twice (two instances, a retry) changes nothing the second time.
 */
export class RegradeService {
  constructor(
    private readonly deps: Deps,
    private readonly quizzes: QuizService,
  ) {}

  async preview(user: AuthUser, quizId: unknown, questionId: unknown, mode: RegradeMode): Promise<RegradePreview> {
    const quiz = await this.quizzes.find(quizId);
    assertOwnerOrAdmin(user, quiz.tutorId);
    const em = this.deps.dataSource.manager;
    const uses = await this.usesOf(em, quiz.id, questionId);
    const latest = await this.version(em, String(questionId).toLowerCase(), null);
    const attempts = await readAttempts(em, quiz, '');
    const planned = plan(quiz, uses, attempts, latest, mode);
    return summary(mode, uses, latest.version, attempts.length, planned);
  }

  /**
   * Asks for a regrade to the question's latest version as the tutor previewed it; a job applies it.
   * CONFLICT while another regrade of the quiz is waiting.
   */
  async request(user: AuthUser, quizId: unknown, questionId: unknown, mode: RegradeMode): Promise<QuizRegradeRow> {
    const quiz = await this.quizzes.find(quizId);
    assertOwnerOrAdmin(user, quiz.tutorId);
    try {
      return await this.deps.dataSource.transaction(async (em) => {
        await this.usesOf(em, quiz.id, questionId);
        const latest = await this.version(em, String(questionId), null);
        const [row]: QuizRegradeRow[] = await em.query(
          `INSERT INTO quiz_regrades (quiz_id, question_id, to_version, mode, requested_by_id, requested_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${regradeColumns('quiz_regrades')}`,
          [quiz.id, String(questionId).toLowerCase(), latest.version, mode, user.id, this.deps.clock.now()],
        );
        await this.deps.jobs.enqueue(em, regradeJob, { regradeId: row.id });
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', REGRADE_UNDER_WAY);
      throw error;
    }
  }

  /** One regrade, for its quiz's tutor or an admin (its progress and outcome). */
  async get(user: AuthUser, id: unknown): Promise<QuizRegradeRow> {
    const [row]: (QuizRegradeRow & { tutorId: string | null; requestedById: string | null })[] = isUuid(id)
      ? await this.deps.dataSource.query(
          `SELECT ${regradeColumns('r')}, q.tutor_id AS "tutorId", r.requested_by_id AS "requestedById"
             FROM quiz_regrades r LEFT JOIN quizzes q ON q.id = r.quiz_id WHERE r.id = $1`,
          [id],
        )
      : [];
    if (!row) throw notFound(WHAT);
    const { tutorId, requestedById, ...regrade } = row;
    assertOwnerOrAdmin(user, tutorId ?? requestedById);
    return regrade;
  }

  /**
   * Applies a regrade (the job's handler; also safe to call twice at once). In one transaction: the
   * regrade row locked (done already: nothing to do), the quiz locked, every attempt regraded as the
   * preview computed, each changed one given an entry of its trail and announced to its learner and
   * the quiz's watchers, the quiz moved to the new version, the regrade marked done.
   */
  async apply(regradeId: string): Promise<void> {
    await this.deps.dataSource.transaction(async (em) => {
      const [regrade]: (QuizRegradeRow & { requestedById: string | null })[] = await em.query(
        `SELECT ${regradeColumns('r')}, r.requested_by_id AS "requestedById" FROM quiz_regrades r WHERE r.id = $1 FOR UPDATE`,
        [regradeId],
      );
      if (!regrade || regrade.status !== 'QUEUED') return;
      const now = this.deps.clock.now();
      const quiz = regrade.quizId ? await em.findOne(Quiz, { where: { id: regrade.quizId }, lock: { mode: 'pessimistic_write' } }) : null;
      if (!quiz) {
        await em.query(`UPDATE quiz_regrades SET status = 'FAILED', finished_at = $2, error = $3 WHERE id = $1`, [regrade.id, now, 'The quiz was deleted before the regrade ran.']);
        return;
      }
      const allPins: Pin[] = await em.query(`SELECT position, question_id AS "questionId", version FROM quiz_question_versions WHERE quiz_id = $1 ORDER BY position`, [quiz.id]);
      const uses = await this.usesOf(em, quiz.id, regrade.questionId, false);
      const pins = uses.pins;
      const target = await this.version(em, regrade.questionId, regrade.toVersion);
      const attempts = await readAttempts(em, quiz, 'FOR UPDATE OF qa');
      const planned = plan(quiz, uses, attempts, target, regrade.mode);
      // KEEP: the attempts that followed the quiz keep what they were given.
      const snapshot: GivenRef[] = quiz.questions.map((_, position) => {
        const pin = allPins.find((p) => p.position === position);
        return { questionId: pin?.questionId ?? '', version: pin?.version ?? 0 };
      });
      const rewritten = planned
        .filter((p) => regrade.mode !== 'KEEP' || p.attempt.givenQuestions === null)
        .map((p) => {
          const [points, maxPoints, gradingStatus] = totalColumns(p.totals);
          const given = regrade.mode === 'KEEP' ? snapshot : p.given;
          return { id: p.attempt.id, answers: p.answers, score: p.totals.score, total: p.totals.total, points, max_points: maxPoints, grading_status: gradingStatus, given_questions: given };
        });
      if (rewritten.length > 0) {
        await em.query(
          `UPDATE quiz_attempts qa SET answers = x.answers, score = x.score, total = x.total, points = x.points, max_points = x.max_points,
                  grading_status = x.grading_status, given_questions = x.given_questions
             FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, answers jsonb, score int, total int, points numeric, max_points numeric, grading_status text, given_questions jsonb)
            WHERE qa.id = x.id`,
          [JSON.stringify(rewritten)],
        );
      }
      const changed = planned.flatMap((p) => (p.change ? [p.change] : []));
      if (changed.length > 0) {
        await em.query(
          `WITH trail AS (
             INSERT INTO quiz_attempt_regrades (attempt_id, regrade_id, mode, regraded_by_id, regraded_at, old_points, new_points, old_max_points, new_max_points)
             SELECT x."attemptId", $2, $3, $4, $5, x."oldPoints", x."newPoints", x."oldMaxPoints", x."newMaxPoints"
               FROM jsonb_to_recordset($1::jsonb) AS x("attemptId" uuid, "oldPoints" numeric, "newPoints" numeric, "oldMaxPoints" numeric, "newMaxPoints" numeric)
             RETURNING attempt_id
           )
           SELECT ${ANNOUNCE_SUBMITTED}, ${ANNOUNCE_REGRADED} FROM quiz_attempts qa JOIN trail t ON t.attempt_id = qa.id`,
          [JSON.stringify(changed), regrade.id, regrade.mode, regrade.requestedById, now],
        );
      }
      // From now on the quiz gives the new version: its copy of the questions and its pins.
      const questions = quiz.questions.map((question, position) => (pins.some((pin) => pin.position === position) ? target.question : question));
      const slots = quiz.slots?.map((slot) =>
        slot.kind === 'FIXED'
          ? slot.questionId === regrade.questionId
            ? { ...slot, version: target.version }
            : slot
          : { ...slot, pool: slot.pool.map((given) => (given.questionId === regrade.questionId ? { ...given, version: target.version, question: target.question } : given)) },
      );
      await em.query(`UPDATE quizzes SET questions = $2::jsonb, slots = $3::jsonb, updated_at = $4 WHERE id = $1`, [quiz.id, JSON.stringify(questions), slots ? JSON.stringify(slots) : null, now]);
      await em.query(`UPDATE quiz_question_versions SET version = $3 WHERE quiz_id = $1 AND question_id = $2`, [quiz.id, regrade.questionId, regrade.toVersion]);
      await em.query(`UPDATE quiz_pool_versions SET version = $3 WHERE quiz_id = $1 AND question_id = $2`, [quiz.id, regrade.questionId, regrade.toVersion]);
      await em.query(`UPDATE quiz_regrades SET status = 'DONE', finished_at = $2, attempt_count = $3, attempts_changed = $4 WHERE id = $1`, [
        regrade.id,
        now,
        attempts.length,
        changed.length,
      ]);
      await announceChange(em, quiz, 'EDITED');
    });
  }

  /** After the job's last try failed: the regrade is marked FAILED with its reason. */
  async fail(regradeId: string, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    await this.deps.dataSource.query(`UPDATE quiz_regrades SET status = 'FAILED', finished_at = $2, error = $3 WHERE id = $1 AND status = 'QUEUED'`, [
      regradeId,
      this.deps.clock.now(),
      message.slice(0, 500),
    ]);
  }

  // Where the quiz uses the question: its fixed places, and the version in its pools; BAD_USER_INPUT when nowhere (`strict`).
  private async usesOf(em: EntityManager, quizId: string, questionId: unknown, strict = true): Promise<Uses> {
    if (!isUuid(questionId)) throw new AppError('BAD_USER_INPUT', NOT_IN_QUIZ, { fieldErrors: { questionId: NOT_IN_QUIZ } });
    const id = questionId.toLowerCase();
    const [pins, pooled] = await Promise.all([
      em.query<Pin[]>(`SELECT position, question_id AS "questionId", version FROM quiz_question_versions WHERE quiz_id = $1 AND question_id = $2 ORDER BY position`, [quizId, id]),
      em.query<{ version: number }[]>(`SELECT version FROM quiz_pool_versions WHERE quiz_id = $1 AND question_id = $2`, [quizId, id]),
    ]);
    if (strict && pins.length === 0 && pooled.length === 0) throw new AppError('BAD_USER_INPUT', NOT_IN_QUIZ, { fieldErrors: { questionId: NOT_IN_QUIZ } });
    return { questionId: id, pins, poolVersion: pooled[0]?.version ?? null };
  }

  // A version of a bank question (null: its latest).
  private async version(em: EntityManager, questionId: string, version: number | null): Promise<{ version: number; question: Question }> {
    const [row]: { version: number; question: unknown }[] = await em.query(
      `SELECT v.version, v.question FROM bank_questions b JOIN bank_question_versions v ON v.question_id = b.id AND v.version = coalesce($2, b.version) WHERE b.id = $1`,
      [questionId, version],
    );
    return { version: row.version, question: readQuestion(row.question) };
  }
}

/** The regrade trails of attempts (oldest first), by attempt id, in one statement. */
export async function regradeTrails(db: Pick<EntityManager, 'query'>, attemptIds: readonly string[]): Promise<AttemptRegradeRow[][]> {
  const rows: AttemptRegradeRow[] = attemptIds.length
    ? await db.query(
        `SELECT r.attempt_id AS "attemptId", r.mode, r.regraded_at AS "regradedAt", u.name || ' ' || u.surname AS "regradedByName",
                r.old_points::float8 AS "oldPoints", r.new_points::float8 AS "newPoints", r.old_max_points::float8 AS "oldMaxPoints", r.new_max_points::float8 AS "newMaxPoints"
           FROM quiz_attempt_regrades r LEFT JOIN users u ON u.id = r.regraded_by_id WHERE r.attempt_id = ANY($1::uuid[]) ORDER BY r.regraded_at, r.id`,
        [attemptIds],
      )
    : [];
  const byAttempt = new Map<string, AttemptRegradeRow[]>(attemptIds.map((id) => [id, []]));
  for (const row of rows) byAttempt.get(row.attemptId)?.push(row);
  return attemptIds.map((id) => byAttempt.get(id) ?? []);
}

// The learner of an attempt row `qa` hears that it was regraded.
const ANNOUNCE_REGRADED = announceSql('attemptRegraded', 'qa.user_id', "json_build_object('attemptId', qa.id)");

/**
 * What regrading each attempt to `target` as `mode` says does: an attempt that follows the quiz
 * answered the question at the quiz's pinned places; one that keeps its own questions, wherever
 * they hold the question (any version), and its own list moves to the new version too.
 */
/** A quiz's attempts, oldest first, with the content of the questions those that keep their own were given. */
async function readAttempts(em: EntityManager, quiz: Quiz, lock: string): Promise<ReadAttempt[]> {
  const rows: AttemptRow[] = await em.query(
    `SELECT ${ATTEMPT_COLUMNS} FROM quiz_attempts qa JOIN users u ON u.id = qa.user_id WHERE qa.quiz_id = $1 ORDER BY qa.submitted_at, qa.id ${lock}`,
    [quiz.id],
  );
  const keeping = rows.flatMap((row) => (row.givenQuestions ? [{ id: row.id, refs: row.givenQuestions }] : []));
  const contents = await givenContents(em, quiz, keeping.map((row) => row.refs));
  const ownOf = new Map(keeping.map((row, i) => [row.id, contents[i]]));
  return rows.map((row) => {
    const own = ownOf.get(row.id);
    // A version gone from the bank (its question deleted once unused) cannot be regraded: it keeps its result.
    if (own === null) throw new Error(`Attempt ${row.id} keeps a question version that is no longer in the bank`);
    return { ...row, own: own ?? null };
  });
}

function plan(quiz: Pick<Quiz, 'questions'>, { questionId, pins }: Uses, attempts: readonly ReadAttempt[], target: { version: number; question: Question }, mode: RegradeMode): Planned[] {
  return attempts.map((attempt) => {
    const own = attempt.own;
    const positions = own ? own.flatMap((given, i) => (given.questionId === questionId ? [i] : [])) : pins.map((pin) => pin.position);
    const questions = own ? own.map((given) => given.question) : quiz.questions;
    const { answers, totals } = regradeAttempt(questions, attempt.answers, positions, target.question, mode);
    const given = own && refsOf(mode !== 'KEEP' ? own.map((g, i) => (positions.includes(i) ? { ...g, version: target.version } : g)) : own);
    // Affected: its points or its maximum change (an answer rewritten to the same result is not).
    const affected = totals.points !== attempt.points || totals.maxPoints !== attempt.maxPoints;
    const change: RegradeChange | null = affected
      ? {
          attemptId: attempt.id,
          learnerId: attempt.userId,
          learnerName: attempt.learnerName,
          oldPoints: attempt.points,
          newPoints: totals.points,
          oldMaxPoints: attempt.maxPoints,
          newMaxPoints: totals.maxPoints,
          oldPassed: isPassed(attempt.points, attempt.maxPoints, attempt.passPercentage),
          newPassed: isPassed(totals.points, totals.maxPoints, attempt.passPercentage),
        }
      : null;
    return { attempt, answers, totals, given, change };
  });
}

function summary(mode: RegradeMode, { pins, poolVersion }: Uses, toVersion: number, attemptCount: number, planned: readonly Planned[]): RegradePreview {
  const changes = planned.flatMap((p) => (p.change ? [p.change] : []));
  // A score is its share of the maximum: DROP can raise it with fewer points.
  const share = (points: number, max: number) => (max > 0 ? points / max : 0);
  return {
    mode,
    fromVersions: [...new Set([...pins.map((pin) => pin.version), ...(poolVersion === null ? [] : [poolVersion])])].sort((a, b) => a - b),
    toVersion,
    attemptCount,
    attemptsAffected: changes.length,
    scoresUp: changes.filter((c) => share(c.newPoints, c.newMaxPoints) > share(c.oldPoints, c.oldMaxPoints)).length,
    scoresDown: changes.filter((c) => share(c.newPoints, c.newMaxPoints) < share(c.oldPoints, c.oldMaxPoints)).length,
    passedToFailed: changes.filter((c) => c.oldPassed && !c.newPassed).length,
    failedToPassed: changes.filter((c) => !c.oldPassed && c.newPassed).length,
    changes,
  };
}
