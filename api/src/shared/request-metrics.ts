import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import onHeaders from 'on-headers';

// What one HTTP request cost the database. Every SQL statement issued while the request is being
// handled (DataLoader batches included: they run in the context of the load that started them)
// counts here, and the request's log line reports the total as `sqlStatements`, so an N+1 query
// shows up in production logs and in the benchmark.
// `publicReadChanges`: the changes to public reads the request declared (public-read-changes.ts),
// which this instance forgets once more before the answer leaves.
export type RequestMetrics = { sqlStatements: number; publicReadChanges: number[] };

const storage = new AsyncLocalStorage<RequestMetrics>();

/** The metrics of the request being handled, if any (a job has none). */
export const currentRequestMetrics = (): RequestMetrics | undefined => storage.getStore();

export const countSqlStatement = (): void => {
  const metrics = storage.getStore();
  if (metrics) metrics.sqlStatements += 1;
};

/**
 * Work shared by several requests (coalesced checks and spends: shared/next-flight.ts, the rate
 * limits' budgets) runs apart from any one request's count, and answers with the statements it ran;
 * each request it served is then charged them (`chargeSqlStatements`, in its own context), as if it
 * had run them alone.
 */
export async function measured<T>(work: () => Promise<T>): Promise<{ value: T; sqlStatements: number }> {
  const metrics: RequestMetrics = { sqlStatements: 0, publicReadChanges: [] };
  const value = await storage.run(metrics, work);
  return { value, sqlStatements: metrics.sqlStatements };
}

export const chargeSqlStatements = (count: number): void => {
  const metrics = storage.getStore();
  if (metrics) metrics.sqlStatements += count;
};

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's own way to type res.locals
  namespace Express {
    interface Locals {
      metrics?: RequestMetrics;
    }
  }
}

/**
 * Counts the request's statements; `onChanged` runs before the answer of a request that declared
 * changes to public reads leaves (its transactions committed by then), with their ids.
 */
export const trackRequestMetrics =
  (onChanged: (ids: readonly number[]) => void): RequestHandler =>
  (_req, res, next) => {
    const metrics: RequestMetrics = { sqlStatements: 0, publicReadChanges: [] };
    res.locals.metrics = metrics;
    onHeaders(res, () => {
      if (metrics.publicReadChanges.length) onChanged(metrics.publicReadChanges);
    });
    storage.run(metrics, next);
  };
