import { sqlMigration } from '../../../db/migration';

export const Users1763700000000 = sqlMigration('Users1763700000000', {
  up: [
    `
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
      )`,
    // E-mail addresses are unique whatever their case.
    `CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`,
    `CREATE INDEX users_role_idx ON users (role)`,
  ],
  down: [
    `DROP TABLE users`,
  ],
});
