import type { MigrationInterface, QueryRunner } from 'typeorm';

// The shared throttles' counters (rate-limiter-flexible's PostgreSQL store: key, points, expire in
// epoch milliseconds), made here rather than by the library at run time.
export class RateLimits1763800000000 implements MigrationInterface {
  name = 'RateLimits1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rate_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);
    // For the purge job: windows that ended long ago.
    await q.query(`CREATE INDEX rate_limits_expire_idx ON rate_limits (expire)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rate_limits`);
  }
}
