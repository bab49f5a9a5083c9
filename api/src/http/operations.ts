import express, { type Express, type RequestHandler } from 'express';
import type { DataSource } from 'typeorm';
import type { Clock, ManualClock } from '../shared/clock';

/** Whether this instance is stopping: from then on /readyz answers 503. */
export type Lifecycle = { stopping: boolean };

// Ready for traffic: the database answers, and this instance is not stopping. (It listens only
// once its migrations are done.) /healthz says only that the process is up.
function readinessCheck(dataSource: DataSource, lifecycle: Lifecycle): RequestHandler {
  return async (_req, res) => {
    if (lifecycle.stopping) {
      res.status(503).json({ status: 'stopping', database: 'unknown' });
      return;
    }
    try {
      await dataSource.query('SELECT 1');
      res.json({ status: 'ready', database: 'up' });
    } catch {
      res.status(503).json({ status: 'unavailable', database: 'down' });
    }
  };
}

/**
 * The routes for those who run the platform: /healthz, /readyz and, in tests only (MOVABLE_CLOCK=1,
 * refused in production), POST /dev/clock to move the services' clock forward.
 */
export function mountOperations(app: Express, { dataSource, lifecycle, movableClock }: { dataSource: DataSource; lifecycle: Lifecycle; movableClock?: Clock }): void {
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', readinessCheck(dataSource, lifecycle));
  if (movableClock && 'advance' in movableClock) {
    app.post('/dev/clock', express.json(), (req, res) => {
      const ms = Number((req.body as { advanceMs?: unknown } | undefined)?.advanceMs);
      if (!Number.isInteger(ms) || ms < 0) {
        res.status(400).json({ message: 'advanceMs must be a whole number of milliseconds, 0 or more' });
        return;
      }
      (movableClock as ManualClock).advance(ms);
      res.json({ now: movableClock.now().toISOString() });
    });
  }
}
