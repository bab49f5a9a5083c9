import { sqlMigration } from '../../../db/migration';

export const Activities1763700400000 = sqlMigration('Activities1763700400000', {
  up: [
    // A tutor's study material; it goes with the tutor's account.
    `
      CREATE TABLE activities (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title varchar(200) NOT NULL,
        description text NOT NULL,
        poster_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX activities_created_at_idx ON activities (created_at DESC, id)`,
    `CREATE INDEX activities_poster_idx ON activities (poster_id, created_at DESC, id)`,
    `
      CREATE TABLE chapters (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        activity_id uuid NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
        title varchar(200) NOT NULL,
        description text NOT NULL,
        content varchar(10) NOT NULL DEFAULT 'homework' CHECK (content IN ('homework', 'activity')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX chapters_activity_idx ON chapters (activity_id, created_at, id)`,
  ],
  down: [
    `DROP TABLE chapters`,
    `DROP TABLE activities`,
  ],
});
