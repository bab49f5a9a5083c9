import { sqlMigration } from '../../../db/migration';

export const UserAvatars1763700500000 = sqlMigration('UserAvatars1763700500000', {
  up: [
    // The stored profile picture behind users.avatar (its URL, what clients read). The
    // profile service deletes the old file when it is replaced; SET NULL only guards
    // against a file deleted some other way.
    `ALTER TABLE users ADD COLUMN avatar_file_id uuid REFERENCES stored_files (id) ON DELETE SET NULL`,
    `CREATE INDEX users_avatar_file_idx ON users (avatar_file_id) WHERE avatar_file_id IS NOT NULL`,
  ],
  down: [
    `ALTER TABLE users DROP COLUMN avatar_file_id`,
  ],
});
