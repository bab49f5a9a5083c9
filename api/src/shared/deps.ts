import type { DataSource } from 'typeorm';
import type { Config } from '../config';
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
};

export const buildDeps = (base: Omit<Deps, 'throttles'>): Deps => ({ ...base, throttles: createThrottles(base.dataSource) });
