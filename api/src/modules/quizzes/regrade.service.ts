import type { AuthUser } from '../../shared/auth/access';
import { assertOwnerOrAdmin } from '../../shared/auth/ownership';
import type { Deps } from '../../shared/deps';
import { AppError } from '../../shared/errors';
import { isUuid } from '../../shared/ids';
import { readQuestion } from './questions/read';
import { isPassed, type StoredAnswer } from './quiz-attempt.entity';
import type { QuizService } from './quiz.service';
import { type RegradeMode, regradeAttempt } from './regrade';

export const NOT_IN_QUIZ = 'This quiz does not use this question';

export type RegradeChange = {
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

type AttemptRow = { id: string; userId: string; learnerName: string; answers: StoredAnswer[]; points: number; maxPoints: number };

/**
 * Fixing a question after learners answered it (issue 36): what a regrade of a quiz's past attempts
 * would change, computed by the same function (regrade.ts) the regrade itself will apply, so the
 * preview is the outcome. The quiz's tutor or an admin. Nothing is stored by a preview.
 */
export class RegradeService {
  constructor(
    private readonly deps: Deps,
    private readonly quizzes: QuizService,
  ) {}

  async preview(user: AuthUser, quizId: unknown, questionId: unknown, mode: RegradeMode): Promise<RegradePreview> {
    const quiz = await this.quizzes.find(quizId);
    assertOwnerOrAdmin(user, quiz.tutorId);
    const pins: { position: number; version: number }[] = isUuid(questionId)
      ? await this.deps.dataSource.query(`SELECT position, version FROM quiz_question_versions WHERE quiz_id = $1 AND question_id = $2 ORDER BY position`, [quiz.id, questionId])
      : [];
    if (pins.length === 0) throw new AppError('BAD_USER_INPUT', NOT_IN_QUIZ, { fieldErrors: { questionId: NOT_IN_QUIZ } });
    const [latest]: { version: number; question: unknown }[] = await this.deps.dataSource.query(
      `SELECT v.version, v.question FROM bank_questions b JOIN bank_question_versions v ON v.question_id = b.id AND v.version = b.version WHERE b.id = $1`,
      [questionId],
    );
    const replacement = readQuestion(latest.question);
    const positions = pins.map((pin) => pin.position);
    const attempts: AttemptRow[] = await this.deps.dataSource.query(
      `SELECT qa.id, qa.user_id AS "userId", u.name || ' ' || u.surname AS "learnerName", qa.answers, qa.points::float8 AS points, qa.max_points::float8 AS "maxPoints"
         FROM quiz_attempts qa JOIN users u ON u.id = qa.user_id WHERE qa.quiz_id = $1 ORDER BY qa.submitted_at, qa.id`,
      [quiz.id],
    );
    const changes: RegradeChange[] = [];
    for (const attempt of attempts) {
      // Affected: its points or its maximum change (an answer rewritten to the same result is not).
      const { totals } = regradeAttempt(quiz.questions, attempt.answers, positions, replacement, mode);
      if (totals.points === attempt.points && totals.maxPoints === attempt.maxPoints) continue;
      changes.push({
        attemptId: attempt.id,
        learnerId: attempt.userId,
        learnerName: attempt.learnerName,
        oldPoints: attempt.points,
        newPoints: totals.points,
        oldMaxPoints: attempt.maxPoints,
        newMaxPoints: totals.maxPoints,
        oldPassed: isPassed(attempt.points, attempt.maxPoints),
        newPassed: isPassed(totals.points, totals.maxPoints),
      });
    }
    // A score is its share of the maximum: DROP can raise it with fewer points.
    const share = (points: number, max: number) => (max > 0 ? points / max : 0);
    return {
      mode,
      fromVersions: [...new Set(pins.map((pin) => pin.version))],
      toVersion: latest.version,
      attemptCount: attempts.length,
      attemptsAffected: changes.length,
      scoresUp: changes.filter((c) => share(c.newPoints, c.newMaxPoints) > share(c.oldPoints, c.oldMaxPoints)).length,
      scoresDown: changes.filter((c) => share(c.newPoints, c.newMaxPoints) < share(c.oldPoints, c.oldMaxPoints)).length,
      passedToFailed: changes.filter((c) => c.oldPassed && !c.newPassed).length,
      failedToPassed: changes.filter((c) => !c.oldPassed && c.newPassed).length,
      changes,
    };
  }
}
