// Instances started at the same moment on an empty database: one migrates (under an advisory lock),
// the others wait for it; all become ready and every migration ran once.
import { migrations } from '../../src/modules/registry';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { type Instance, logLines, newSecret, startInstance } from './cluster';

let db: TestDatabase;
let instances: Instance[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  // An empty database: no tables, no job queue.
  await db.dataSource.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public; DROP SCHEMA IF EXISTS pgboss CASCADE;');
});

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop('SIGKILL')));
  await db.drop();
});

it('three instances started at once on an empty database all become ready, and the migrations ran once', async () => {
  const jwtSecret = newSecret();
  instances = await Promise.all(['A', 'B', 'C'].map((name) => startInstance({ name, databaseUrl: db.url, jwtSecret, env: { DATABASE_POOL_SIZE: '5' } })));
  for (const instance of instances) expect((await fetch(`${instance.url}/readyz`)).status).toBe(200);

  const applied: { name: string; runs: number }[] = await db.dataSource.query('SELECT name, count(*)::int AS runs FROM migrations GROUP BY name ORDER BY name');
  expect(applied).toHaveLength(migrations.length);
  expect(applied.every((migration) => migration.runs === 1)).toBe(true);
  // Exactly one instance applied them; the others found nothing left to do.
  const appliers = instances.filter((instance) => logLines(instance).some((line) => line.msg === 'migrations applied'));
  expect(appliers).toHaveLength(1);
  // The job queue's schema and queues were made once, and every instance can use them.
  const queues: { name: string }[] = await db.dataSource.query('SELECT name FROM pgboss.queue ORDER BY name');
  expect(queues.map((queue) => queue.name)).toEqual(expect.arrayContaining(['email.send', 'test.effect', 'throttles.purge']));
}, 60_000);
