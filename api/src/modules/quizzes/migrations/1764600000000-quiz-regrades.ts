import { sqlMigration } from '../../../db/migration';
import { rankedView } from './1764400000000-question-types';

// Fixing a question after learners answered it.
// - quiz_attempts.given_questions: the questions an attempt was given, with their bank versions, when
//   they are no longer (or never were) the quiz's own list; null: the quiz's questions as they stand.
// - quiz_regrades: each regrade a tutor asked for, run by a job (status QUEUED, then DONE or FAILED).
// - quiz_attempt_regrades: each attempt's trail of regrades that changed its result: who, when, the
//   points and maximum before and after. It outlives the regrade row and the quiz, as attempts do.
export const QuizRegrades1764600000000 = sqlMigration('QuizRegrades1764600000000', {
  up: [
    // graded_quiz_attempts lists qa.*: made again to list the new column.
    `DROP VIEW graded_quiz_attempts`,
    `ALTER TABLE quiz_attempts ADD COLUMN given_questions jsonb`,
    rankedView('qa.points / nullif(qa.max_points, 0)'),
    `
      CREATE TABLE quiz_regrades (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        quiz_id uuid REFERENCES quizzes (id) ON DELETE SET NULL,
        question_id uuid NOT NULL,
        to_version integer NOT NULL,
        mode varchar(12) NOT NULL,
        status varchar(8) NOT NULL DEFAULT 'QUEUED',
        requested_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
        requested_at timestamptz NOT NULL,
        finished_at timestamptz,
        attempt_count integer,
        attempts_changed integer,
        error text,
        FOREIGN KEY (question_id, to_version) REFERENCES bank_question_versions (question_id, version) ON DELETE CASCADE
      )`,
    `CREATE INDEX quiz_regrades_quiz_idx ON quiz_regrades (quiz_id, requested_at DESC)`,
    // At most one regrade of a quiz waiting or running at a time.
    `CREATE UNIQUE INDEX quiz_regrades_one_running ON quiz_regrades (quiz_id) WHERE status = 'QUEUED'`,
    `
      CREATE TABLE quiz_attempt_regrades (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        attempt_id uuid NOT NULL REFERENCES quiz_attempts (id) ON DELETE CASCADE,
        regrade_id uuid REFERENCES quiz_regrades (id) ON DELETE SET NULL,
        mode varchar(12) NOT NULL,
        regraded_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
        regraded_at timestamptz NOT NULL,
        old_points numeric(10, 2) NOT NULL,
        new_points numeric(10, 2) NOT NULL,
        old_max_points numeric(10, 2) NOT NULL,
        new_max_points numeric(10, 2) NOT NULL,
        UNIQUE (attempt_id, regrade_id)
      )`,
  ],
  down: [
    `DROP TABLE quiz_attempt_regrades`,
    `DROP TABLE quiz_regrades`,
    `DROP VIEW graded_quiz_attempts`,
    `ALTER TABLE quiz_attempts DROP COLUMN given_questions`,
    rankedView('qa.points / nullif(qa.max_points, 0)'),
  ],
});
