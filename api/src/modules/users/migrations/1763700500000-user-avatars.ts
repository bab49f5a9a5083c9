import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UserAvatars1763700500000 implements MigrationInterface {
  name = 'UserAvatars1763700500000';

  async up(q: QueryRunner): Promise<void> {
    // The stored profile picture behind users.avatar (its URL, what clients read). The
    // profile service deletes the old file when it is replaced; SET NULL only guards
    // against a file deleted some other way.
    await q.query(`ALTER TABLE users ADD COLUMN avatar_file_id uuid REFERENCES stored_files (id) ON DELETE SET NULL`);
    await q.query(`CREATE INDEX users_avatar_file_idx ON users (avatar_file_id) WHERE avatar_file_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN avatar_file_id`);
  }
}
