import { sqlMigration } from '../../../db/migration';

// Personal access tokens: a user's named API tokens, each stored only as the SHA-256 of its secret.
export const PersonalAccessTokens1764900300000 = sqlMigration('PersonalAccessTokens1764900300000', {
  up: [
    `
      CREATE TABLE personal_access_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name varchar(100) NOT NULL CHECK (char_length(btrim(name)) >= 1),
        scopes text[] NOT NULL CHECK (cardinality(scopes) >= 1),
        token_hash varchar(64) NOT NULL CHECK (token_hash ~ '^[0-9a-f]{64}$'),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        last_used_at timestamptz,
        revoked_at timestamptz
      )`,
    // Every request with a token finds it by its hash.
    `CREATE UNIQUE INDEX personal_access_tokens_token_hash_idx ON personal_access_tokens (token_hash)`,
    // A user's tokens, newest first.
    `CREATE INDEX personal_access_tokens_user_idx ON personal_access_tokens (user_id, created_at DESC)`,
  ],
  down: [`DROP TABLE personal_access_tokens`],
});
