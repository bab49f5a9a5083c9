import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A migration that is a list of SQL statements each way, run in order. `name` is the class name
 * TypeORM records in its `migrations` table and orders by (its last 13 digits), so it must never
 * change once a database has run it.
 */
export function sqlMigration(name: string, steps: { up: readonly string[]; down: readonly string[] }): new () => MigrationInterface {
  const run = async (q: QueryRunner, statements: readonly string[]) => {
    for (const statement of statements) await q.query(statement);
  };
  const Migration = class implements MigrationInterface {
    name = name;
    up = (q: QueryRunner) => run(q, steps.up);
    down = (q: QueryRunner) => run(q, steps.down);
  };
  Object.defineProperty(Migration, 'name', { value: name });
  return Migration;
}
