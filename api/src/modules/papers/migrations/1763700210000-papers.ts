import { sqlMigration } from '../../../db/migration';

export const Papers1763700210000 = sqlMigration('Papers1763700210000', {
  up: [
    // Files are deleted by the service with their paper, in one transaction;
    // RESTRICT keeps a file from being deleted while a paper still uses it.
    `
      CREATE TABLE papers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title varchar(200) NOT NULL,
        description text NOT NULL,
        paper_type varchar(20) NOT NULL DEFAULT 'test' CHECK (paper_type IN ('test', 'exam', 'quiz', 'assignment')),
        pdf_file_id uuid NOT NULL REFERENCES stored_files (id) ON DELETE RESTRICT,
        image_file_id uuid REFERENCES stored_files (id) ON DELETE RESTRICT,
        created_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX papers_created_at_idx ON papers (created_at DESC, id)`,
    `CREATE INDEX papers_type_created_at_idx ON papers (paper_type, created_at DESC, id)`,
    `CREATE INDEX papers_pdf_file_idx ON papers (pdf_file_id)`,
    `CREATE INDEX papers_image_file_idx ON papers (image_file_id) WHERE image_file_id IS NOT NULL`,
    `CREATE INDEX papers_created_by_idx ON papers (created_by_id)`,
  ],
  down: [
    `DROP TABLE papers`,
  ],
});
