import type { DataSource } from 'typeorm';

// One key for the whole platform: whoever holds it is migrating.
const MIGRATION_LOCK = 'learnhub:migrations';

/**
 * Brings the schema up to date under a PostgreSQL advisory lock, so any number of instances may
 * start at once on an empty or an older database: one migrates, the others wait for the lock and
 * then find nothing left to do. Returns the names of the migrations this call applied.
 */
export async function migrate(dataSource: DataSource): Promise<string[]> {
  const lockHolder = dataSource.createQueryRunner();
  await lockHolder.connect();
  try {
    // A session lock on a connection of its own, held while the migrations run on others.
    await lockHolder.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      return applied.map((migration) => migration.name);
    } finally {
      await lockHolder.query('SELECT pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK]);
    }
  } finally {
    await lockHolder.release();
  }
}
