import { sqlMigration } from '../../../db/migration';

// graded_quiz_attempts again, keyed by (quiz_id, user_id) themselves, so a filter on a quiz or a
// learner reaches into the DISTINCT ON (an insight reads one quiz's, not every attempt's). Attempts
// of a deleted quiz (quiz_id NULL) count each, as before, in a branch of their own.
export const GradedAttemptsByQuiz1764000300000 = sqlMigration('GradedAttemptsByQuiz1764000300000', {
  up: [
    `DROP VIEW graded_quiz_attempts`,
    `
      CREATE VIEW graded_quiz_attempts AS
        SELECT * FROM (
          SELECT DISTINCT ON (qa.quiz_id, qa.user_id) qa.*
            FROM quiz_attempts qa JOIN quizzes q ON q.id = qa.quiz_id
           ORDER BY qa.quiz_id, qa.user_id,
                    CASE WHEN q.grading_method = 'HIGHEST' THEN qa.score * 1.0 / qa.total END DESC NULLS LAST,
                    CASE WHEN q.grading_method = 'LATEST' THEN qa.attempt_number END DESC NULLS LAST,
                    qa.attempt_number
        ) counted
        UNION ALL
        SELECT * FROM quiz_attempts WHERE quiz_id IS NULL`,
  ],
  down: [
    `DROP VIEW graded_quiz_attempts`,
    `
      CREATE VIEW graded_quiz_attempts AS
        SELECT DISTINCT ON (coalesce(qa.quiz_id, qa.id), qa.user_id) qa.*
          FROM quiz_attempts qa LEFT JOIN quizzes q ON q.id = qa.quiz_id
         ORDER BY coalesce(qa.quiz_id, qa.id), qa.user_id,
                  CASE WHEN q.grading_method = 'HIGHEST' THEN qa.score * 1.0 / qa.total END DESC NULLS LAST,
                  CASE WHEN q.grading_method = 'LATEST' THEN qa.attempt_number END DESC NULLS LAST,
                  qa.attempt_number`,
  ],
});
