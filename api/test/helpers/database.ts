import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../src/db/data-source';
import { TEMPLATE_DATABASE } from './constants';

export type TestDatabase = {
  url: string;
  dataSource: DataSource;
  // Every SQL statement run through dataSource by anything in the process (requests, jobs,
  // listeners): to count what one request ran, use TestApp.statementsOf.
  queries: string[];
  drop: () => Promise<void>;
};

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_ADMIN_URL;
  if (!url) throw new Error('TEST_DATABASE_ADMIN_URL is not set: run the tests through jest (globalSetup).');
  return url;
}

async function admin<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

// The statements of whatever runs inside statementScope.run(list, ...): its async context, DataLoader
// batches included, and nothing else the process runs meanwhile.
export const statementScope = new AsyncLocalStorage<string[]>();

/** A fresh, migrated database of its own, cloned from the template. */
export async function createTestDatabase(options: { statementTimeoutMs?: number } = {}): Promise<TestDatabase> {
  const name = `platform_test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DATABASE}"`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const queries: string[] = [];
  const dataSource = createDataSource({
    url: url.toString(),
    statementTimeoutMs: options.statementTimeoutMs ?? 15000,
    poolSize: 10,
    onQuery: (sql) => {
      queries.push(sql);
      statementScope.getStore()?.push(sql);
    },
  });
  await dataSource.initialize();
  return {
    url: url.toString(),
    dataSource,
    queries,
    drop: async () => {
      if (dataSource.isInitialized) await dataSource.destroy();
      await admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}
