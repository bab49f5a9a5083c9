import { sqlMigration } from '../../../db/migration';

// The question bank: a tutor's questions, each a row with its title, tags and
// difficulty, and its versions: editing a question's content adds a version, and every version
// stays readable (quizzes and attempts will refer to questions by version). `type` and
// `search_text` follow the latest version, so the bank filters and searches without reading them.
export const QuestionBank1764500000000 = sqlMigration('QuestionBank1764500000000', {
  up: [
    `
      CREATE TABLE bank_questions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        title varchar(200) NOT NULL,
        tags text[] NOT NULL DEFAULT '{}',
        difficulty smallint CHECK (difficulty BETWEEN 1 AND 5),
        type varchar(32) NOT NULL,
        version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
        search_text text NOT NULL,
        retired_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    // The owner's bank, the latest change first; tags by containment; search by substring.
    `CREATE INDEX bank_questions_owner_updated_idx ON bank_questions (owner_id, updated_at DESC, id)`,
    `CREATE INDEX bank_questions_updated_idx ON bank_questions (updated_at DESC, id)`,
    `CREATE INDEX bank_questions_tags_idx ON bank_questions USING gin (tags)`,
    `CREATE INDEX bank_questions_search_trgm_idx ON bank_questions USING gin (search_text gin_trgm_ops)`,
    `
      CREATE TABLE bank_question_versions (
        question_id uuid NOT NULL REFERENCES bank_questions (id) ON DELETE CASCADE,
        version integer NOT NULL,
        question jsonb NOT NULL,
        created_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (question_id, version)
      )`,
  ],
  down: [`DROP TABLE bank_question_versions`, `DROP TABLE bank_questions`],
});
