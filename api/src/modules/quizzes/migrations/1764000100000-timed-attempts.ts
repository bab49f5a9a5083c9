import { sqlMigration } from '../../../db/migration';

// A timed quiz's attempt from its start to its submission. At most one per learner and
// quiz at a time; submitting it moves it, with the same id and number, to quiz_attempts.
export const TimedAttempts1764000100000 = sqlMigration('TimedAttempts1764000100000', {
  up: [
    `
      CREATE TABLE quiz_attempts_in_progress (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        quiz_id uuid NOT NULL REFERENCES quizzes (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        attempt_number integer NOT NULL CHECK (attempt_number >= 1),
        started_at timestamptz NOT NULL,
        deadline timestamptz NOT NULL CHECK (deadline > started_at),
        saved_answers jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(saved_answers) = 'array'),
        saved_at timestamptz,
        CONSTRAINT quiz_attempts_in_progress_quiz_user_key UNIQUE (quiz_id, user_id)
      )`,
    // The expiry job reads the overdue ones in deadline order.
    `CREATE INDEX quiz_attempts_in_progress_deadline_idx ON quiz_attempts_in_progress (deadline)`,
    `ALTER TABLE quiz_attempts ADD COLUMN started_at timestamptz`,
  ],
  down: [
    `ALTER TABLE quiz_attempts DROP COLUMN started_at`,
    `DROP TABLE quiz_attempts_in_progress`,
  ],
});
