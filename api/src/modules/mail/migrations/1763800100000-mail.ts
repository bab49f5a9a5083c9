import { sqlMigration } from '../../../db/migration';

// Mail that is really sent: the outbox row records each delivery's outcome; password-reset tokens
// (only their hashes); the development mailbox (what the in-process SMTP catcher received).
export const Mail1763800100000 = sqlMigration('Mail1763800100000', {
  up: [
    `
      ALTER TABLE email_outbox
        ADD COLUMN kind varchar(30) NOT NULL DEFAULT 'contact-reply',
        ADD COLUMN html text,
        ADD COLUMN attempts integer NOT NULL DEFAULT 0,
        ADD COLUMN last_error varchar(1000),
        ADD COLUMN failed_at timestamptz`,
    `
      CREATE TABLE password_resets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        -- SHA-256 of the token, hex: the token itself is only ever in the e-mail.
        token_hash char(64) NOT NULL UNIQUE,
        -- The job that made it: a job run twice makes one token.
        job_id uuid UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX password_resets_open_idx ON password_resets (user_id) WHERE used_at IS NULL`,
    `
      CREATE TABLE dev_mailbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        message_id varchar(300),
        sender varchar(500) NOT NULL,
        recipients varchar(2000) NOT NULL,
        subject varchar(1000) NOT NULL,
        text text NOT NULL,
        html text,
        received_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX dev_mailbox_received_idx ON dev_mailbox (received_at DESC, id)`,
  ],
  down: [
    `DROP TABLE dev_mailbox`,
    `DROP TABLE password_resets`,
    `ALTER TABLE email_outbox DROP COLUMN kind, DROP COLUMN html, DROP COLUMN attempts, DROP COLUMN last_error, DROP COLUMN failed_at`,
  ],
});
