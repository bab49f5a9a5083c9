import { sqlMigration } from '../../../db/migration';

// The audit log (issue 39): one row per mutation that succeeded and per refused authorization.
// No foreign keys: a row outlives the account or token it names (it is history); ids are kept as
// they were. Old rows go with the daily `audit.purge` job (AUDIT_LOG_RETENTION_DAYS).
export const AuditLog1765000100000 = sqlMigration('AuditLog1765000100000', {
  up: [
    `
      CREATE TABLE audit_log (
        id uuid PRIMARY KEY,
        at timestamptz NOT NULL,
        actor_id uuid,
        api_token_id uuid,
        operation varchar(200) NOT NULL,
        operation_name varchar(200),
        outcome varchar(16) NOT NULL CHECK (outcome IN ('SUCCEEDED', 'REFUSED')),
        reason text,
        target_ids text[] NOT NULL DEFAULT '{}',
        client_address varchar(100),
        request_id varchar(200)
      )`,
    // The admin's list, newest first, and its filters (each with the time, so a filtered page is
    // read from its index in order); the purge reads the oldest end of the first.
    `CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id)`,
    `CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at DESC, id)`,
    `CREATE INDEX audit_log_operation_idx ON audit_log (operation, at DESC, id)`,
    `CREATE INDEX audit_log_outcome_idx ON audit_log (outcome, at DESC, id)`,
  ],
  down: [`DROP TABLE audit_log`],
});
