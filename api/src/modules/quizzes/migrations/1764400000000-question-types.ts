import { sqlMigration } from '../../../db/migration';

// Question types. Every stored question says its type: those written before are
// single-choice questions worth 1 point, with no feedback; nothing else of them changes. Attempts
// keep their points and the most they could get (exact to 2 decimals) and whether a tutor still
// has essays to grade: an attempt stored before scored 1 point per correct answer, so its points
// are its score and its maximum its total. graded_quiz_attempts (which lists qa.*) is made again
// with the new columns, ranking HIGHEST by points over maximum (the same order for older rows).
export const rankedView = (ratio: string) => `
  CREATE VIEW graded_quiz_attempts AS
    SELECT * FROM (
      SELECT DISTINCT ON (qa.quiz_id, qa.user_id) qa.*
        FROM quiz_attempts qa JOIN quizzes q ON q.id = qa.quiz_id
       ORDER BY qa.quiz_id, qa.user_id,
                CASE WHEN q.grading_method = 'HIGHEST' THEN ${ratio} END DESC NULLS LAST,
                CASE WHEN q.grading_method = 'LATEST' THEN qa.attempt_number END DESC NULLS LAST,
                qa.attempt_number
    ) counted
    UNION ALL
    SELECT * FROM quiz_attempts WHERE quiz_id IS NULL`;

export const QuestionTypes1764400000000 = sqlMigration('QuestionTypes1764400000000', {
  up: [
    `
      UPDATE quizzes SET questions = (
        SELECT jsonb_agg(
                 CASE WHEN q ? 'type' THEN q
                      ELSE q || jsonb_build_object(
                             'type', 'SINGLE_CHOICE', 'points', 1, 'generalFeedback', NULL, 'textFormat', 'PLAIN',
                             'optionFeedback', coalesce((SELECT jsonb_agg(NULL::text) FROM jsonb_array_elements(q->'options')), '[]'::jsonb))
                 END ORDER BY i)
          FROM jsonb_array_elements(questions) WITH ORDINALITY AS t(q, i))
       WHERE jsonb_array_length(questions) > 0`,
    `DROP VIEW graded_quiz_attempts`,
    `ALTER TABLE quiz_attempts
       ADD COLUMN points numeric(10, 2),
       ADD COLUMN max_points numeric(10, 2),
       ADD COLUMN grading_status varchar(14) NOT NULL DEFAULT 'GRADED'`,
    `UPDATE quiz_attempts SET points = score, max_points = total`,
    `ALTER TABLE quiz_attempts ALTER COLUMN points SET NOT NULL, ALTER COLUMN max_points SET NOT NULL`,
    rankedView('qa.points / nullif(qa.max_points, 0)'),
  ],
  down: [
    `DROP VIEW graded_quiz_attempts`,
    `ALTER TABLE quiz_attempts DROP COLUMN points, DROP COLUMN max_points, DROP COLUMN grading_status`,
    rankedView('qa.score * 1.0 / qa.total'),
    // The questions keep their type fields: older code reads questionText, options and correctAnswerIndex alone.
  ],
});
