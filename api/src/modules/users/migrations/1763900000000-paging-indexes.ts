import type { MigrationInterface, QueryRunner } from 'typeorm';

// Keyset paging reads every list in its order from an index, starting at the cursor. The other
// lists' orders had theirs already (created_at DESC, id and the like); the accounts list had none.
export class PagingIndexes1763900000000 implements MigrationInterface {
  name = 'PagingIndexes1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX users_created_at_idx ON users (created_at, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX users_created_at_idx`);
  }
}
