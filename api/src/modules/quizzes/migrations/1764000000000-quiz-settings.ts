import { sqlMigration } from '../../../db/migration';

// A quiz's settings: defaults keep SPEC.md's behaviour (untimed, always open while
// published, tutor's order, answers shown at once, one attempt graded by its highest score).
export const QuizSettings1764000000000 = sqlMigration('QuizSettings1764000000000', {
  up: [
    `
      ALTER TABLE quizzes
        ADD COLUMN time_limit_minutes integer CHECK (time_limit_minutes BETWEEN 1 AND 600),
        ADD COLUMN opens_at timestamptz,
        ADD COLUMN closes_at timestamptz,
        ADD COLUMN shuffle_questions boolean NOT NULL DEFAULT false,
        ADD COLUMN shuffle_options boolean NOT NULL DEFAULT false,
        ADD COLUMN review_policy varchar(12) NOT NULL DEFAULT 'IMMEDIATELY' CHECK (review_policy IN ('IMMEDIATELY', 'AFTER_CLOSE', 'NEVER')),
        ADD COLUMN attempts_allowed integer DEFAULT 1 CHECK (attempts_allowed BETWEEN 1 AND 10),
        ADD COLUMN grading_method varchar(8) NOT NULL DEFAULT 'HIGHEST' CHECK (grading_method IN ('HIGHEST', 'LATEST', 'FIRST')),
        ADD CONSTRAINT quizzes_window_check CHECK (opens_at IS NULL OR closes_at IS NULL OR closes_at > opens_at)`,
    // Attempts are numbered per learner and quiz. The unique constraint, with numbers bounded by
    // the attempts allowed when they are given out, is what keeps concurrent submissions within it.
    `
      ALTER TABLE quiz_attempts
        ADD COLUMN attempt_number integer NOT NULL DEFAULT 1 CHECK (attempt_number >= 1),
        DROP CONSTRAINT quiz_attempts_quiz_user_key,
        ADD CONSTRAINT quiz_attempts_quiz_user_number_key UNIQUE (quiz_id, user_id, attempt_number)`,
    // The attempt of each learner that counts for a quiz, by its grading method: the best score
    // (the earliest of equals), the latest or the first. Attempts of a deleted quiz count each.
    `
      CREATE VIEW graded_quiz_attempts AS
        SELECT DISTINCT ON (coalesce(qa.quiz_id, qa.id), qa.user_id) qa.*
          FROM quiz_attempts qa LEFT JOIN quizzes q ON q.id = qa.quiz_id
         ORDER BY coalesce(qa.quiz_id, qa.id), qa.user_id,
                  CASE WHEN q.grading_method = 'HIGHEST' THEN qa.score * 1.0 / qa.total END DESC NULLS LAST,
                  CASE WHEN q.grading_method = 'LATEST' THEN qa.attempt_number END DESC NULLS LAST,
                  qa.attempt_number`,
  ],
  down: [
    `DROP VIEW graded_quiz_attempts`,
    `DELETE FROM quiz_attempts WHERE attempt_number > 1`,
    `ALTER TABLE quiz_attempts DROP CONSTRAINT quiz_attempts_quiz_user_number_key, DROP COLUMN attempt_number, ADD CONSTRAINT quiz_attempts_quiz_user_key UNIQUE (quiz_id, user_id)`,
    `
      ALTER TABLE quizzes
        DROP CONSTRAINT quizzes_window_check,
        DROP COLUMN time_limit_minutes, DROP COLUMN opens_at, DROP COLUMN closes_at, DROP COLUMN shuffle_questions,
        DROP COLUMN shuffle_options, DROP COLUMN review_policy, DROP COLUMN attempts_allowed, DROP COLUMN grading_method`,
  ],
});
