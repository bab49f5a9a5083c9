import { sqlMigration } from '../../../db/migration';

// Signups waiting for their address to be confirmed (auth/signup.service.ts): the account to be,
// and the hash of its link's token.
export const PendingSignups1764300800000 = sqlMigration('PendingSignups1764300800000', {
  up: [
    `
      CREATE TABLE pending_signups (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar NOT NULL,
        name varchar NOT NULL,
        surname varchar NOT NULL,
        password_hash varchar NOT NULL,
        token_hash char(64) NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE UNIQUE INDEX pending_signups_token_hash_idx ON pending_signups (token_hash)`,
    `CREATE INDEX pending_signups_email_idx ON pending_signups (email)`,
    `CREATE INDEX pending_signups_expires_at_idx ON pending_signups (expires_at)`,
  ],
  down: [`DROP TABLE pending_signups`],
});
