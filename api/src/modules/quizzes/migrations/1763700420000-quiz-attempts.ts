import { sqlMigration } from '../../../db/migration';

export const QuizAttempts1763700420000 = sqlMigration('QuizAttempts1763700420000', {
  up: [
    // Attempts outlive their quiz, chapter and activity: the links become NULL and the
    // quiz title and graded answers stay. One attempt per learner and quiz is the
    // unique constraint's job, so concurrent submissions store exactly one.
    `
      CREATE TABLE quiz_attempts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        quiz_id uuid REFERENCES quizzes (id) ON DELETE SET NULL,
        chapter_id uuid REFERENCES chapters (id) ON DELETE SET NULL,
        activity_id uuid REFERENCES activities (id) ON DELETE SET NULL,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        quiz_title varchar(200) NOT NULL,
        answers jsonb NOT NULL CHECK (jsonb_typeof(answers) = 'array'),
        score integer NOT NULL CHECK (score >= 0),
        total integer NOT NULL CHECK (total >= 1 AND score <= total),
        submitted_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT quiz_attempts_quiz_user_key UNIQUE (quiz_id, user_id)
      )`,
    `CREATE INDEX quiz_attempts_user_idx ON quiz_attempts (user_id, submitted_at DESC, id)`,
    `CREATE INDEX quiz_attempts_quiz_idx ON quiz_attempts (quiz_id, submitted_at DESC, id)`,
    `CREATE INDEX quiz_attempts_chapter_idx ON quiz_attempts (chapter_id)`,
    `CREATE INDEX quiz_attempts_activity_idx ON quiz_attempts (activity_id)`,
  ],
  down: [
    `DROP TABLE quiz_attempts`,
  ],
});
