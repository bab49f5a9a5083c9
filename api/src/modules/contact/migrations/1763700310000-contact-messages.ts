import { sqlMigration } from '../../../db/migration';

export const ContactMessages1763700310000 = sqlMigration('ContactMessages1763700310000', {
  up: [
    `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
    `
      CREATE TABLE contact_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        -- 250: a signed-in sender's name is the account's name and surname (100 each).
        name varchar(250) NOT NULL,
        email varchar(254) NOT NULL,
        message text NOT NULL CHECK (char_length(message) <= 5000),
        sender_id uuid REFERENCES users (id) ON DELETE SET NULL,
        replied_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX contact_messages_created_at_idx ON contact_messages (created_at DESC, id)`,
    // Admin search: substring, case-insensitive, over any of the three (a bitmap OR over one index).
    `
      CREATE INDEX contact_messages_search_trgm_idx ON contact_messages
        USING gin (lower(name) gin_trgm_ops, lower(email) gin_trgm_ops, lower(message) gin_trgm_ops)`,
    `CREATE INDEX contact_messages_unreplied_idx ON contact_messages (created_at) WHERE replied_at IS NULL`,
    `CREATE INDEX contact_messages_sender_idx ON contact_messages (sender_id)`,
    `
      CREATE TABLE contact_replies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        message_id uuid NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
        -- The reply stays when its author's account is deleted.
        author_id uuid REFERENCES users (id) ON DELETE SET NULL,
        body text NOT NULL CHECK (char_length(body) <= 5000),
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX contact_replies_message_idx ON contact_replies (message_id, created_at, id)`,
    `CREATE INDEX contact_replies_author_idx ON contact_replies (author_id)`,
    // E-mails to send. A deleted message takes its replies' unsent e-mails with it.
    `
      CREATE TABLE email_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        to_address varchar(254) NOT NULL,
        subject varchar(300) NOT NULL,
        body text NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        contact_reply_id uuid REFERENCES contact_replies (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`,
    // What a sending worker asks for: the oldest pending first.
    `CREATE INDEX email_outbox_pending_idx ON email_outbox (created_at) WHERE status = 'pending'`,
    `CREATE INDEX email_outbox_contact_reply_idx ON email_outbox (contact_reply_id)`,
  ],
  down: [
    `DROP TABLE email_outbox`,
    `DROP TABLE contact_replies`,
    `DROP TABLE contact_messages`,
  ],
});
