import { sqlMigration } from '../../../db/migration';

// Random draws. quizzes.slots: a quiz's layout when it draws questions (fixed questions
// and random slots with their pools, given.ts); null for a quiz of fixed questions only (nearly
// every quiz: its `questions` are the list). quiz_pool_versions: the bank versions in a quiz's pools,
// so a question in a pool counts as used (it cannot be deleted) and a regrade finds its quizzes.
export const RandomSlots1764600100000 = sqlMigration('RandomSlots1764600100000', {
  up: [
    `ALTER TABLE quizzes ADD COLUMN slots jsonb`,
    // A quiz of random slots alone has no fixed question.
    `ALTER TABLE quizzes DROP CONSTRAINT quizzes_questions_check`,
    `ALTER TABLE quizzes ADD CONSTRAINT quizzes_questions_check CHECK (jsonb_typeof(questions) = 'array' AND (jsonb_array_length(questions) >= 1 OR slots IS NOT NULL))`,
    `
      CREATE TABLE quiz_pool_versions (
        quiz_id uuid NOT NULL REFERENCES quizzes (id) ON DELETE CASCADE,
        question_id uuid NOT NULL,
        version integer NOT NULL,
        PRIMARY KEY (quiz_id, question_id),
        FOREIGN KEY (question_id, version) REFERENCES bank_question_versions (question_id, version)
      )`,
    `CREATE INDEX quiz_pool_versions_question_idx ON quiz_pool_versions (question_id, version)`,
  ],
  down: [
    `DROP TABLE quiz_pool_versions`,
    `DELETE FROM quizzes WHERE jsonb_array_length(questions) = 0`,
    `ALTER TABLE quizzes DROP CONSTRAINT quizzes_questions_check`,
    `ALTER TABLE quizzes DROP COLUMN slots`,
    `ALTER TABLE quizzes ADD CONSTRAINT quizzes_questions_check CHECK (jsonb_typeof(questions) = 'array' AND jsonb_array_length(questions) >= 1)`,
  ],
});
