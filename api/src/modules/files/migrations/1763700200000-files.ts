import { sqlMigration } from '../../../db/migration';

export const Files1763700200000 = sqlMigration('Files1763700200000', {
  up: [
    // In PostgreSQL, not on a disk: every API instance sees the same files, and a
    // file commits or rolls back with the row that refers to it.
    `
      CREATE TABLE stored_files (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        filename varchar(255) NOT NULL,
        content_type varchar(100) NOT NULL,
        size integer NOT NULL CHECK (size >= 0),
        sha256 char(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    // Written as the upload streams in and read back one chunk at a time, so no
    // file is ever held whole in memory.
    `
      CREATE TABLE file_chunks (
        file_id uuid NOT NULL REFERENCES stored_files (id) ON DELETE CASCADE,
        seq integer NOT NULL CHECK (seq >= 0),
        data bytea NOT NULL,
        PRIMARY KEY (file_id, seq)
      )`,
    // PDFs and images are compressed already: out-of-line storage without another compression pass.
    `ALTER TABLE file_chunks ALTER COLUMN data SET STORAGE EXTERNAL`,
  ],
  down: [
    `DROP TABLE file_chunks`,
    `DROP TABLE stored_files`,
  ],
});
