import { sqlMigration } from '../../../db/migration';

// Tokens ended by logout before they expire (by their jti), on every instance; a row is useless
// once its token has expired, and is pruned then.
export const RevokedTokens1764300500000 = sqlMigration('RevokedTokens1764300500000', {
  up: [
    `
      CREATE TABLE revoked_tokens (
        jti uuid PRIMARY KEY,
        expires_at timestamptz NOT NULL
      )`,
    `CREATE INDEX revoked_tokens_expires_at_idx ON revoked_tokens (expires_at)`,
  ],
  down: [`DROP TABLE revoked_tokens`],
});
