import { sqlMigration } from '../../../db/migration';

// Keyset paging reads every list in its order from an index, starting at the cursor. The other
// lists' orders had theirs already (created_at DESC, id and the like); the accounts list had none.
export const PagingIndexes1763900000000 = sqlMigration('PagingIndexes1763900000000', {
  up: [
    `CREATE INDEX users_created_at_idx ON users (created_at, id)`,
  ],
  down: [
    `DROP INDEX users_created_at_idx`,
  ],
});
