import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPlatform } from '../src/server';
import { createTestDatabase, type TestDatabase } from './helpers/database';

let db: TestDatabase;
beforeEach(async () => {
  db = await createTestDatabase();
  // startPlatform runs the migrations itself: start from an empty database.
  await db.dataSource.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
});
afterEach(() => db.drop());

const env = (extra: Record<string, string>) => ({ DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', ...extra });

it('development: migrates, seeds the demo data and answers /healthz', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bootstrap-'));
  const platform = await startPlatform(env({ NODE_ENV: 'development', DATA_DIR: dataDir }));
  try {
    expect(platform.demoAccounts.map((a) => a.email)).toContain('admin@learnhub.dev');
    const res = await fetch(platform.url.replace('localhost', '127.0.0.1') + '/healthz');
    expect(res.status).toBe(200);
  } finally {
    await platform.close();
  }
});

it('production: seeds nothing, and still migrates', async () => {
  const platform = await startPlatform(env({ NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex') }));
  try {
    expect(platform.demoAccounts).toEqual([]);
    const [{ count }] = await db.dataSource.query('SELECT count(*)::int AS count FROM users');
    expect(count).toBe(0);
    const tables: { table_name: string }[] = await db.dataSource.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`);
    expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(['users', 'courses', 'migrations']));
  } finally {
    await platform.close();
  }
});

it('production: refuses to start without JWT_SECRET', async () => {
  await expect(startPlatform(env({ NODE_ENV: 'production' }))).rejects.toThrow('JWT_SECRET is required when NODE_ENV=production');
});

it('no NODE_ENV with a DATABASE_URL: production, so no demo accounts and no made-up secret', async () => {
  await expect(startPlatform(env({ HOST: '127.0.0.1' }))).rejects.toThrow('JWT_SECRET is required when NODE_ENV=production');
  const platform = await startPlatform(env({ HOST: '127.0.0.1', JWT_SECRET: randomBytes(32).toString('hex') }));
  try {
    expect(platform.config.env).toBe('production');
    expect(platform.demoAccounts).toEqual([]);
    const [{ count }] = await db.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE email = 'admin@learnhub.dev'`);
    expect(count).toBe(0);
  } finally {
    await platform.close();
  }
});
