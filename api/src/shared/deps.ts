import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import { type Clock, systemClock } from './clock';
import type { JobQueue } from '../jobs/job-queue';
import type { Logger } from './logger';
import { createThrottles, type Throttles } from './throttle';

// What every service is built from: no transport, no request. Everything shared between instances
// lives behind these in PostgreSQL: the data, the throttles' counters and the job queue.
export type Deps = {
  dataSource: DataSource;
  config: Config;
  logger: Logger;
  throttles: Throttles;
  jobs: JobQueue;
  clock: Clock;
};

export const buildDeps = (base: Omit<Deps, 'throttles' | 'clock'> & { clock?: Clock }): Deps => ({
  ...base,
  clock: base.clock ?? systemClock,
  throttles: createThrottles(base.dataSource),
});
