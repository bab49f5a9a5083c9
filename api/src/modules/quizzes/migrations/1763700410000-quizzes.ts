import { sqlMigration } from '../../../db/migration';

export const Quizzes1763700410000 = sqlMigration('Quizzes1763700410000', {
  up: [
    // Questions live on the quiz row (jsonb): a quiz and its questions are always read
    // and written together, so one statement loads any number of quizzes whole.
    // tutor_id copies the activity's poster (which never changes) so ownership and the
    // correct-answer restriction need no join.
    `
      CREATE TABLE quizzes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        chapter_id uuid NOT NULL REFERENCES chapters (id) ON DELETE CASCADE,
        tutor_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        title varchar(200) NOT NULL,
        instructions text NOT NULL,
        questions jsonb NOT NULL CHECK (jsonb_typeof(questions) = 'array' AND jsonb_array_length(questions) >= 1),
        is_published boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX quizzes_chapter_idx ON quizzes (chapter_id, created_at, id)`,
    `CREATE INDEX quizzes_tutor_idx ON quizzes (tutor_id, is_published)`,
  ],
  down: [
    `DROP TABLE quizzes`,
  ],
});
