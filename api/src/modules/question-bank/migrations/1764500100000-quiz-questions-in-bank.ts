import { sqlMigration } from '../../../db/migration';

// Every quiz question is a version of a bank question. quiz_question_versions says which
// version each of a quiz's questions is (by position); the quiz row keeps its copy of them, so the
// read and grading paths read one row as before. A bank version in use cannot be deleted (the check runs at the end of a statement, so deleting a tutor, whose quizzes and bank go together, works).
// The questions of every existing quiz go into their tutor's bank, tagged with the quiz's title,
// as version 1 of a question each: nothing of the quizzes, attempts or scores changes.
const title = (text: string) => `CASE WHEN length(${text}) <= 60 THEN ${text} ELSE left(${text}, 59) || '…' END`;

export const QuizQuestionsInBank1764500100000 = sqlMigration('QuizQuestionsInBank1764500100000', {
  up: [
    `
      CREATE TABLE quiz_question_versions (
        quiz_id uuid NOT NULL REFERENCES quizzes (id) ON DELETE CASCADE,
        position integer NOT NULL CHECK (position >= 0),
        question_id uuid NOT NULL,
        version integer NOT NULL,
        PRIMARY KEY (quiz_id, position),
        FOREIGN KEY (question_id, version) REFERENCES bank_question_versions (question_id, version)
      )`,
    `CREATE INDEX quiz_question_versions_question_idx ON quiz_question_versions (question_id, version)`,
    `
      CREATE TEMP TABLE migrated_questions ON COMMIT DROP AS
        SELECT q.id AS quiz_id, q.tutor_id, left(q.title, 50) AS tag, e.question, (e.ord - 1)::int AS position,
               gen_random_uuid() AS bank_id, q.created_at,
               regexp_replace(trim(e.question->>'questionText'), '\\s+', ' ', 'g') AS text
          FROM quizzes q CROSS JOIN LATERAL jsonb_array_elements(q.questions) WITH ORDINALITY e(question, ord)`,
    `
      INSERT INTO bank_questions (id, owner_id, title, tags, type, version, search_text, created_at, updated_at)
        SELECT bank_id, tutor_id, ${title('text')}, ARRAY[tag], coalesce(question->>'type', 'SINGLE_CHOICE'), 1,
               lower(${title('text')} || ' ' || text), created_at, created_at
          FROM migrated_questions`,
    `
      INSERT INTO bank_question_versions (question_id, version, question, created_by_id, created_at)
        SELECT bank_id, 1, question, tutor_id, created_at FROM migrated_questions`,
    `
      INSERT INTO quiz_question_versions (quiz_id, position, question_id, version)
        SELECT quiz_id, position, bank_id, 1 FROM migrated_questions`,
  ],
  down: [`DROP TABLE quiz_question_versions`],
});
