import { sqlMigration } from '../../../db/migration';

export const Courses1763700100000 = sqlMigration('Courses1763700100000', {
  up: [
    `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
    `
      CREATE TABLE courses (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title varchar(200) NOT NULL,
        description text NOT NULL,
        level varchar(20) NOT NULL CHECK (level IN ('First Year', 'Second Year', 'Third Year')),
        created_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        -- What catalogue search matches against, kept by PostgreSQL itself.
        search_text text GENERATED ALWAYS AS (lower(title || ' ' || description || ' ' || level)) STORED
      )`,
    // Trigram index: substring search ("java" finds "JavaScript") without scanning every row.
    `CREATE INDEX courses_search_trgm_idx ON courses USING gin (search_text gin_trgm_ops)`,
    `CREATE INDEX courses_created_at_idx ON courses (created_at DESC, id)`,
    `
      CREATE TABLE course_questions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        course_id uuid NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
        question text NOT NULL,
        answer text NOT NULL,
        category varchar(100) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX course_questions_course_idx ON course_questions (course_id, created_at, id)`,
  ],
  down: [
    `DROP TABLE course_questions`,
    `DROP TABLE courses`,
  ],
});
