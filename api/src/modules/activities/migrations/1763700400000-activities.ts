import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Activities1763700400000 implements MigrationInterface {
  name = 'Activities1763700400000';

  async up(q: QueryRunner): Promise<void> {
    // A tutor's study material; it goes with the tutor's account.
    await q.query(`
      CREATE TABLE activities (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title varchar(200) NOT NULL,
        description text NOT NULL,
        poster_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX activities_created_at_idx ON activities (created_at DESC, id)`);
    await q.query(`CREATE INDEX activities_poster_idx ON activities (poster_id, created_at DESC, id)`);
    await q.query(`
      CREATE TABLE chapters (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        activity_id uuid NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
        title varchar(200) NOT NULL,
        description text NOT NULL,
        content varchar(10) NOT NULL DEFAULT 'homework' CHECK (content IN ('homework', 'activity')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX chapters_activity_idx ON chapters (activity_id, created_at, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE chapters`);
    await q.query(`DROP TABLE activities`);
  }
}
