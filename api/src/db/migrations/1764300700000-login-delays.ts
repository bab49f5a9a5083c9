import { sqlMigration } from '../migration';

// Wrong-password delays per account (shared/failure-delay.ts): failures in a row, when the next
// check may run, and when the failures are forgotten. Keys are hashed like the throttles'.
export const LoginDelays1764300700000 = sqlMigration('LoginDelays1764300700000', {
  up: [
    `
      CREATE TABLE login_delays (
        key varchar(255) PRIMARY KEY,
        failures integer NOT NULL,
        not_before timestamptz NOT NULL,
        forget_at timestamptz NOT NULL
      )`,
    `CREATE INDEX login_delays_forget_at_idx ON login_delays (forget_at)`,
  ],
  down: [`DROP TABLE login_delays`],
});
