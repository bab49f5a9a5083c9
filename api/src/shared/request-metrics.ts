import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import onHeaders from 'on-headers';

// What one HTTP request cost the database. Every SQL statement issued while the request is being
// handled (DataLoader batches included: they run in the context of the load that started them)
// counts here, and the request's log line reports the total as `sqlStatements`, so an N+1 query
// shows up in production logs and in the benchmark.
// `wrote`: whether one of them may have changed data (what the read cache must hear of at once).
export type RequestMetrics = { sqlStatements: number; wrote: boolean };

const storage = new AsyncLocalStorage<RequestMetrics>();

// A statement that changes rows: INSERT, UPDATE, DELETE, TRUNCATE, or a WITH that holds one. Erring
// towards yes costs only an emptied read cache.
const WRITE = /^\s*(INSERT|UPDATE|DELETE|TRUNCATE)\b/i;
const WITH_WRITE = /^\s*WITH\b[\s\S]*\b(INSERT|UPDATE|DELETE)\b/i;

const writeListeners = new Set<() => void>();

/**
 * Runs `listener` as each statement that may write is sent, by any request or job of this process:
 * the read cache forgets at once what a write may change. Returns the way to stop.
 */
export const onWriteStatement = (listener: () => void): (() => void) => {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
};

export const countSqlStatement = (sql: string): void => {
  const metrics = storage.getStore();
  if (metrics) metrics.sqlStatements += 1;
  if (!WRITE.test(sql) && !WITH_WRITE.test(sql)) return;
  if (metrics) metrics.wrote = true;
  for (const listener of writeListeners) listener();
};

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      metrics?: RequestMetrics;
    }
  }
}

/**
 * Counts the request's statements; `onWrote` runs before the answer of a request that wrote leaves
 * (the read cache forgets what the write may have changed, so the writer's next read shows it).
 */
export const trackRequestMetrics =
  (onWrote: () => void): RequestHandler =>
  (_req, res, next) => {
    const metrics: RequestMetrics = { sqlStatements: 0, wrote: false };
    res.locals.metrics = metrics;
    onHeaders(res, () => {
      if (metrics.wrote) onWrote();
    });
    storage.run(metrics, next);
  };
