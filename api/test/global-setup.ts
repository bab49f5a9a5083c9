import { mkdtempSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createDataSource } from '../src/db/data-source';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { migrate } from '../src/db/migrate';
import { JobQueue } from '../src/jobs/job-queue';
import { registerJobs } from '../src/modules/registry';
import { systemClock } from '../src/shared/clock';
import { createLogger } from '../src/shared/logger';
import { testConfig } from './helpers/app';
import { TEMPLATE_DATABASE } from './helpers/constants';

// One PostgreSQL for the whole run: DATABASE_URL when given, else an embedded
// one in a temporary folder. Migrations run once into a template database that
// every test file clones, so files never share state.
export default async function globalSetup(): Promise<void> {
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'platform-test-'));
    chmodSync(dir, 0o755);
    const embedded = await startEmbeddedPostgres(dir, { throwaway: true });
    (globalThis as { __EMBEDDED_PG__?: unknown }).__EMBEDDED_PG__ = { ...embedded, dir };
    adminUrl = embedded.url;
  }
  process.env.TEST_DATABASE_ADMIN_URL = adminUrl;

  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${TEMPLATE_DATABASE}"`);
    await admin.query(`CREATE DATABASE "${TEMPLATE_DATABASE}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE_DATABASE}`;
  const dataSource = createDataSource({ url: url.toString(), statementTimeoutMs: 15000 });
  await dataSource.initialize();
  await migrate(dataSource);
  // pg-boss's schema and every queue, so each clone can enqueue at once.
  const jobs = new JobQueue({ connectionString: url.toString(), logger: createLogger('silent'), work: false, poolSize: 1 });
  registerJobs(jobs, { dataSource, config: testConfig(), clock: systemClock });
  await jobs.start();
  await jobs.stop();
  await dataSource.destroy();
}
