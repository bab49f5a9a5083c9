import { sqlMigration } from '../migration';

// The shared throttles' counters (rate-limiter-flexible's PostgreSQL store: key, points, expire in
// epoch milliseconds), made here rather than by the library at run time.
export const RateLimits1763800000000 = sqlMigration('RateLimits1763800000000', {
  up: [
    `
      CREATE TABLE rate_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`,
    // For the purge job: windows that ended long ago.
    `CREATE INDEX rate_limits_expire_idx ON rate_limits (expire)`,
  ],
  down: [
    `DROP TABLE rate_limits`,
  ],
});
