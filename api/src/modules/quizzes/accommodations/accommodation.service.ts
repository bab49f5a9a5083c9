import type { EntityManager } from 'typeorm';
import { announce } from '../../../graphql/live/events';
import type { AuthUser } from '../../../shared/auth/access';
import { assertOwnerOrAdmin } from '../../../shared/auth/ownership';
import type { Deps } from '../../../shared/deps';
import { AppError, notFound } from '../../../shared/errors';
import { assertId, isUuid } from '../../../shared/ids';
import { assertValid, type Rule } from '../../../shared/validation';
import type { ActivityService } from '../../activities/activity.service';
import { Role } from '../../users/role';
import { canonicalEmail } from '../../users/email';
import { QuizAttemptInProgress } from '../quiz-attempt.entity';
import type { QuizService } from '../quiz.service';
import { MAX_ATTEMPTS, MAX_TIME_LIMIT } from '../quiz.validation';
import type { QuizAccommodation } from './accommodation.types';
import { accommodationOf, lockLearnerTerms, movedDeadline, termsFor } from './terms';

const MAX_TIME_FACTOR = 4;
const MAX_EXTRA_MINUTES = MAX_TIME_LIMIT;
const MAX_EXTRA_ATTEMPTS = MAX_ATTEMPTS;

const ACCOMMODATION_MESSAGES = {
  target: 'Please choose one quiz or one activity',
  learner: 'Please choose a learner (an account with the learner role)',
  learnerEmail: 'No learner has this e-mail address',
  timeFactor: `Please give a time factor from 1 to ${MAX_TIME_FACTOR} in hundredths (for example 1.5)`,
  extraMinutes: `Please give the extra minutes as a whole number from 0 to ${MAX_EXTRA_MINUTES}`,
  extraAttempts: `Please give the extra attempts as a whole number from 0 to ${MAX_EXTRA_ATTEMPTS}`,
  date: (what: string) => `Please give a valid ${what} date`,
  window: 'Please choose a closing date after the opening date',
  nothing: 'Please give extra time, extra attempts or a personal opening or closing date',
};
const ACCOMMODATION_NOT_FOUND = 'Accommodation not found';

const COLUMNS = `a.id, a.learner_id AS "learnerId", a.quiz_id AS "quizId", a.activity_id AS "activityId", a.time_factor::float8 AS "timeFactor",
  a.extra_minutes AS "extraMinutes", a.extra_attempts AS "extraAttempts", a.opens_at AS "opensAt", a.closes_at AS "closesAt", a.updated_at AS "updatedAt",
  json_build_object('name', u.name, 'surname', u.surname, 'email', u.email) AS learner`;

type Target = { quizId: string; activityId: null } | { quizId: null; activityId: string };

const isWhole = (value: unknown, min: number, max: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const isFactor = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 1 && value <= MAX_TIME_FACTOR && Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;
// undefined: not a date.
const toDate = (value: unknown): Date | null | undefined => {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};
const given = (value: unknown): unknown => (value === undefined ? null : value);

/**
 * Accommodations: the tutor of a quiz or activity (or an admin) gives a learner extra time,
 * extra attempts or a personal window. The terms they make are terms.ts's; a change moves the deadline
 * of the learner's running attempts in the same transaction and tells the learner's screens live.
 */
export class AccommodationService {
  constructor(
    private readonly deps: Pick<Deps, 'dataSource' | 'clock'>,
    private readonly quizzes: QuizService,
    private readonly activities: ActivityService,
  ) {}

  /** Sets (adds or replaces) the learner's accommodation on a quiz or an activity. */
  async set(user: AuthUser, input: unknown): Promise<QuizAccommodation> {
    const fields = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
    const target = await this.target(user, fields.quizId, fields.activityId);
    const timeFactor = given(fields.timeFactor);
    const extraMinutes = given(fields.extraMinutes);
    const extraAttempts = given(fields.extraAttempts);
    const opensAt = toDate(fields.opensAt);
    const closesAt = toDate(fields.closesAt);
    // The learner by id, or by e-mail address (a tutor gives extra time before the learner has attempted
    // anything: the address compared in its canonical form, as a login does).
    const byEmail = fields.learnerId === undefined || fields.learnerId === null;
    const [learner] = byEmail
      ? typeof fields.learnerEmail === 'string' && fields.learnerEmail.trim() !== ''
        ? await this.deps.dataSource.query<{ id: string; role: Role }[]>('SELECT id, role FROM users WHERE email = $1', [canonicalEmail(fields.learnerEmail)])
        : []
      : isUuid(fields.learnerId)
        ? await this.deps.dataSource.query<{ id: string; role: Role }[]>('SELECT id, role FROM users WHERE id = $1', [fields.learnerId.toLowerCase()])
        : [];
    const learnerId = learner?.role === Role.USER ? learner.id : null;
    const rules: Rule[] = [
      byEmail ? ['learnerEmail', learnerId !== null, ACCOMMODATION_MESSAGES.learnerEmail] : ['learnerId', learnerId !== null, ACCOMMODATION_MESSAGES.learner],
      ['timeFactor', timeFactor === null || isFactor(timeFactor), ACCOMMODATION_MESSAGES.timeFactor],
      ['extraMinutes', extraMinutes === null || isWhole(extraMinutes, 0, MAX_EXTRA_MINUTES), ACCOMMODATION_MESSAGES.extraMinutes],
      ['extraAttempts', extraAttempts === null || isWhole(extraAttempts, 0, MAX_EXTRA_ATTEMPTS), ACCOMMODATION_MESSAGES.extraAttempts],
      ['opensAt', opensAt !== undefined, ACCOMMODATION_MESSAGES.date('opening')],
      ['closesAt', closesAt !== undefined, ACCOMMODATION_MESSAGES.date('closing')],
      ['closesAt', !opensAt || !closesAt || closesAt > opensAt, ACCOMMODATION_MESSAGES.window],
      ['timeFactor', [timeFactor, extraMinutes, extraAttempts, opensAt, closesAt].some((value) => value !== null), ACCOMMODATION_MESSAGES.nothing],
    ];
    assertValid(rules);
    const now = this.deps.clock.now();
    const id = await this.deps.dataSource.transaction(async (em) => {
      await lockLearnerTerms(em, learnerId ?? '', 'change');
      const [row] = await em.query<{ id: string }[]>(
        `INSERT INTO quiz_accommodations (learner_id, quiz_id, activity_id, time_factor, extra_minutes, extra_attempts, opens_at, closes_at, created_by_id, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT ON CONSTRAINT ${target.quizId ? 'quiz_accommodations_learner_quiz_key' : 'quiz_accommodations_learner_activity_key'}
         DO UPDATE SET time_factor = EXCLUDED.time_factor, extra_minutes = EXCLUDED.extra_minutes, extra_attempts = EXCLUDED.extra_attempts,
                       opens_at = EXCLUDED.opens_at, closes_at = EXCLUDED.closes_at, updated_at = EXCLUDED.updated_at
         RETURNING id`,
        [learnerId, target.quizId, target.activityId, timeFactor, extraMinutes, extraAttempts, opensAt, closesAt, user.id, now],
      );
      await this.moveDeadlines(em, learnerId ?? '', target, now);
      return row.id;
    });
    return this.byId(id);
  }

  /** Removes an accommodation; the learner's running attempts go back to the quiz's terms (never ending within a minute). */
  async remove(user: AuthUser, id: unknown): Promise<string> {
    const accommodation = isUuid(id) ? await this.find(id.toLowerCase()) : null;
    if (!accommodation) throw new AppError('NOT_FOUND', ACCOMMODATION_NOT_FOUND);
    const target = await this.target(user, accommodation.quizId, accommodation.activityId);
    await this.deps.dataSource.transaction(async (em) => {
      await lockLearnerTerms(em, accommodation.learnerId, 'change');
      const deleted = await em.query<unknown[]>('DELETE FROM quiz_accommodations WHERE id = $1 RETURNING id', [accommodation.id]);
      if (deleted.length === 0) throw new AppError('NOT_FOUND', ACCOMMODATION_NOT_FOUND);
      await this.moveDeadlines(em, accommodation.learnerId, target, this.deps.clock.now());
    });
    return accommodation.id;
  }

  /** A quiz's accommodations, its own and its activity's, by learner name: for its tutor and admins. */
  async forQuiz(user: AuthUser, quizId: unknown): Promise<QuizAccommodation[]> {
    const quiz = await this.quizzes.find(quizId);
    assertOwnerOrAdmin(user, quiz.tutorId);
    return this.deps.dataSource.query(
      `SELECT ${COLUMNS} FROM quiz_accommodations a JOIN users u ON u.id = a.learner_id
        WHERE a.quiz_id = $1 OR a.activity_id = (SELECT c.activity_id FROM chapters c WHERE c.id = $2)
        ORDER BY u.name, u.surname, u.id, a.quiz_id NULLS LAST`,
      [quiz.id, quiz.chapterId],
    );
  }

  /** An activity's accommodations, those for the activity and those for one of its quizzes: for its tutor and admins. */
  async forActivity(user: AuthUser, activityId: unknown): Promise<QuizAccommodation[]> {
    const id = assertId(activityId, 'Activity');
    assertOwnerOrAdmin(user, await this.activities.ownerOf(id));
    return this.deps.dataSource.query(
      `SELECT ${COLUMNS} FROM quiz_accommodations a JOIN users u ON u.id = a.learner_id
        WHERE a.activity_id = $1 OR a.quiz_id IN (SELECT q.id FROM quizzes q JOIN chapters c ON c.id = q.chapter_id WHERE c.activity_id = $1)
        ORDER BY u.name, u.surname, u.id, a.quiz_id NULLS FIRST`,
      [id],
    );
  }

  /** The learner's attempt in progress (a live update's subject), or null once submitted. */
  async myInProgress(user: AuthUser, attemptId: string): Promise<QuizAttemptInProgress | null> {
    if (!isUuid(attemptId)) return null;
    return this.deps.dataSource.getRepository(QuizAttemptInProgress).findOneBy({ id: attemptId.toLowerCase(), userId: user.id });
  }

  // The quiz or activity an accommodation is for, the caller's own (a tutor) or any (an admin).
  private async target(user: AuthUser, quizId: unknown, activityId: unknown): Promise<Target> {
    const hasQuiz = quizId !== null && quizId !== undefined;
    const hasActivity = activityId !== null && activityId !== undefined;
    if (hasQuiz === hasActivity) {
      const message = ACCOMMODATION_MESSAGES.target;
      throw new AppError('BAD_USER_INPUT', message, { fieldErrors: { quizId: message, activityId: message } });
    }
    if (hasQuiz) {
      const quiz = await this.quizzes.find(quizId);
      assertOwnerOrAdmin(user, quiz.tutorId);
      return { quizId: quiz.id, activityId: null };
    }
    const id = assertId(activityId, 'Activity');
    assertOwnerOrAdmin(user, await this.activities.ownerOf(id));
    return { quizId: null, activityId: id };
  }

  private async find(id: string): Promise<QuizAccommodation | null> {
    const [row] = await this.deps.dataSource.query<QuizAccommodation[]>(`SELECT ${COLUMNS} FROM quiz_accommodations a JOIN users u ON u.id = a.learner_id WHERE a.id = $1`, [id]);
    return row ?? null;
  }

  private async byId(id: string): Promise<QuizAccommodation> {
    const row = await this.find(id);
    if (!row) throw notFound('Accommodation');
    return row;
  }

  /**
   * In the transaction that changed the learner's accommodation: each of their running attempts it
   * may concern gets the deadline of its new terms (started_at + the time limit, capped at the
   * closing, never under a minute from now), announced to the learner on every instance once the
   * transaction commits. An attempt past its deadline already is over: the expiry job submits it.
   */
  private async moveDeadlines(em: EntityManager, learnerId: string, target: Target, now: Date): Promise<void> {
    const running = await em.query<{ id: string; quizId: string; startedAt: Date; deadline: Date; timeLimitMinutes: number | null; attemptsAllowed: number | null; opensAt: Date | null; closesAt: Date | null }[]>(
      `SELECT p.id, p.quiz_id AS "quizId", p.started_at AS "startedAt", p.deadline, q.time_limit_minutes AS "timeLimitMinutes",
              q.attempts_allowed AS "attemptsAllowed", q.opens_at AS "opensAt", q.closes_at AS "closesAt"
         FROM quiz_attempts_in_progress p JOIN quizzes q ON q.id = p.quiz_id JOIN chapters c ON c.id = q.chapter_id
        WHERE p.user_id = $1 AND (p.quiz_id = $2 OR c.activity_id = $3) AND p.deadline >= $4
        ORDER BY p.id
          FOR UPDATE OF p`,
      [learnerId, target.quizId, target.activityId, now],
    );
    for (const attempt of running) {
      const deadline = movedDeadline(termsFor(attempt, await accommodationOf(em, learnerId, attempt.quizId)), attempt.startedAt, now);
      if (deadline === null || deadline.getTime() === attempt.deadline.getTime()) continue;
      await em.query('UPDATE quiz_attempts_in_progress SET deadline = $2 WHERE id = $1', [attempt.id, deadline]);
      await announce(em, 'attemptDeadlineChanged', learnerId, { attemptId: attempt.id });
    }
  }
}
