import { sqlMigration } from '../../../db/migration';
import { rankedView } from './1764400000000-question-types';

// A pass mark per quiz: the least percentage of the points that passes, 50 before (SPEC.md).
// Each attempt keeps its quiz's mark beside its points (set when it is stored, and again when the tutor
// changes the mark), so "passed" is a rule of the attempt row alone, read the same way everywhere
// (isPassed / passedSql) and kept once the quiz is deleted, as the attempt's points are.
// graded_quiz_attempts lists qa.*: made again to list the new column.
export const PassMarks1764700000000 = sqlMigration('PassMarks1764700000000', {
  up: [
    `ALTER TABLE quizzes ADD COLUMN pass_percentage smallint NOT NULL DEFAULT 50 CHECK (pass_percentage BETWEEN 0 AND 100)`,
    `DROP VIEW graded_quiz_attempts`,
    `ALTER TABLE quiz_attempts ADD COLUMN pass_percentage smallint NOT NULL DEFAULT 50 CHECK (pass_percentage BETWEEN 0 AND 100)`,
    rankedView('qa.points / nullif(qa.max_points, 0)'),
  ],
  down: [
    `DROP VIEW graded_quiz_attempts`,
    `ALTER TABLE quiz_attempts DROP COLUMN pass_percentage`,
    rankedView('qa.points / nullif(qa.max_points, 0)'),
    `ALTER TABLE quizzes DROP COLUMN pass_percentage`,
  ],
});
