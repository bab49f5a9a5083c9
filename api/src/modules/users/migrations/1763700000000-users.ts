import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Users1763700000000 implements MigrationInterface {
  name = 'Users1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(100) NOT NULL,
        surname varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        password_hash text NOT NULL,
        role varchar(10) NOT NULL DEFAULT 'user' CHECK (role IN ('admin', 'tutor', 'user')),
        token_version integer NOT NULL DEFAULT 0,
        bio text,
        location varchar(200),
        website varchar(500),
        phone varchar(50),
        avatar text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // E-mail addresses are unique whatever their case.
    await q.query(`CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`);
    await q.query(`CREATE INDEX users_role_idx ON users (role)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE users`);
  }
}
