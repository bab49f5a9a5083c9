import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';

// What one HTTP request cost the database. Every SQL statement issued while the request is being
// handled (DataLoader batches included: they run in the context of the load that started them)
// counts here, and the request's log line reports the total as `sqlStatements`, so an N+1 query
// shows up in production logs and in the benchmark.
export type RequestMetrics = { sqlStatements: number };

const storage = new AsyncLocalStorage<RequestMetrics>();

export const countSqlStatement = (): void => {
  const metrics = storage.getStore();
  if (metrics) metrics.sqlStatements += 1;
};

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      metrics?: RequestMetrics;
    }
  }
}

export const trackRequestMetrics: RequestHandler = (_req, res, next) => {
  const metrics: RequestMetrics = { sqlStatements: 0 };
  res.locals.metrics = metrics;
  storage.run(metrics, next);
};
