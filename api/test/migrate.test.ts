// Migrations run under an advisory lock: any number of instances may migrate one database at once.
import { createDataSource } from '../src/db/data-source';
import { migrate } from '../src/db/migrate';
import { migrations } from '../src/modules/registry';
import { createTestDatabase, type TestDatabase } from './helpers/database';

let db: TestDatabase;
beforeEach(async () => {
  db = await createTestDatabase();
  await db.dataSource.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
});
afterEach(() => db.drop());

it('four instances migrating an empty database at the same moment: all succeed, each migration runs once', async () => {
  const sources = Array.from({ length: 4 }, () => createDataSource({ url: db.url, statementTimeoutMs: 15000, poolSize: 3 }));
  await Promise.all(sources.map((source) => source.initialize()));
  try {
    const applied = await Promise.all(sources.map((source) => migrate(source)));
    // One of them applied everything; the others found nothing to do.
    expect(applied.map((names) => names.length).sort((x, y) => x - y)).toEqual([0, 0, 0, migrations.length]);
    const runs: { runs: number }[] = await db.dataSource.query('SELECT count(*)::int AS runs FROM migrations GROUP BY name');
    expect(runs).toHaveLength(migrations.length);
    expect(runs.every((row) => row.runs === 1)).toBe(true);
  } finally {
    await Promise.all(sources.map((source) => source.destroy()));
  }
});

it('an older database is brought up to date by whichever instance gets the lock first', async () => {
  const sources = Array.from({ length: 2 }, () => createDataSource({ url: db.url, statementTimeoutMs: 15000, poolSize: 3 }));
  await Promise.all(sources.map((source) => source.initialize()));
  try {
    await migrate(sources[0]);
    const [last] = migrations.slice(-1);
    await sources[0].undoLastMigration();
    const applied = await Promise.all(sources.map((source) => migrate(source)));
    expect(applied.flat()).toEqual([new last().name]);
  } finally {
    await Promise.all(sources.map((source) => source.destroy()));
  }
});
