import { sqlMigration } from '../../../db/migration';

/**
 * The API's points budgets (rate-limits.service.ts): one row per budget key (`token:<id>`,
 * `user:<id>`, `address:<key>`) with the points used in its window and when the window ends; and
 * the budget an admin gave one user (null: the default, RATE_LIMIT_POINTS_PER_HOUR).
 *
 * UNLOGGED: the counts are disposable (after a crash PostgreSQL empties the table and every caller
 * starts a fresh hour), and a transaction that wrote only unlogged tables commits without waiting
 * for a WAL flush, so the spend every request makes costs no disk sync. Standbys do not see the
 * table; every instance writes to the primary.
 */
export const ApiRateBudgets1765000000000 = sqlMigration('ApiRateBudgets1765000000000', {
  up: [
    `
      CREATE UNLOGGED TABLE api_rate_budgets (
        key text PRIMARY KEY,
        used integer NOT NULL CHECK (used >= 0),
        resets_at timestamptz NOT NULL,
        -- Whether the last spend on this key was refused: what its statement's RETURNING tells it.
        refused boolean NOT NULL DEFAULT false
      )`,
    // The purge job deletes the windows that ended.
    `CREATE INDEX api_rate_budgets_resets_at_idx ON api_rate_budgets (resets_at)`,
    `ALTER TABLE users ADD COLUMN api_points_per_hour integer CHECK (api_points_per_hour BETWEEN 1 AND 10000000)`,
  ],
  down: [`ALTER TABLE users DROP COLUMN api_points_per_hour`, `DROP TABLE api_rate_budgets`],
});
