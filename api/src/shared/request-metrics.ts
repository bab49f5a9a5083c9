import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import onHeaders from 'on-headers';

// What one HTTP request cost the database. Every SQL statement issued while the request is being
// handled (DataLoader batches included: they run in the context of the load that started them)
// counts here, and the request's log line reports the total as `sqlStatements`, so an N+1 query
// shows up in production logs and in the benchmark.
// `wrote`: whether one of them may have changed what the request's `watches` says (the read cache:
// data it may hold), which it must hear of before the answer leaves.
export type RequestMetrics = { sqlStatements: number; wrote: boolean };
type Tracked = RequestMetrics & { watches: (sql: string) => boolean };

const storage = new AsyncLocalStorage<Tracked>();

// A statement that changes rows: INSERT, UPDATE, DELETE, TRUNCATE, or a WITH that holds one. Erring
// towards yes costs only an emptied read cache.
const WRITE = /^\s*(INSERT|UPDATE|DELETE|TRUNCATE)\b/i;
const WITH_WRITE = /^\s*WITH\b[\s\S]*\b(INSERT|UPDATE|DELETE)\b/i;

const writeListeners = new Set<(sql: string) => void>();

/**
 * Runs `listener` with each statement that may write as it is sent, by any request or job of this
 * process: the read cache forgets at once what the write may change. Returns the way to stop.
 */
export const onWriteStatement = (listener: (sql: string) => void): (() => void) => {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
};

export const countSqlStatement = (sql: string): void => {
  const metrics = storage.getStore();
  if (metrics) metrics.sqlStatements += 1;
  if (!WRITE.test(sql) && !WITH_WRITE.test(sql)) return;
  if (metrics && !metrics.wrote) metrics.wrote = metrics.watches(sql);
  for (const listener of writeListeners) listener(sql);
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
 * Counts the request's statements; `onWrote` runs before the answer of a request that wrote what
 * `watches` cares for leaves (the read cache forgets what the write may have changed, so the
 * writer's next read shows it).
 */
export const trackRequestMetrics =
  ({ watches, onWrote }: { watches: (sql: string) => boolean; onWrote: () => void }): RequestHandler =>
  (_req, res, next) => {
    const metrics: Tracked = { sqlStatements: 0, wrote: false, watches };
    res.locals.metrics = metrics;
    onHeaders(res, () => {
      if (metrics.wrote) onWrote();
    });
    storage.run(metrics, next);
  };
