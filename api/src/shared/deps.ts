import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import { type Clock, systemClock } from './clock';
import type { JobQueue } from '../jobs/job-queue';
import type { Logger } from './logger';
import { FailureDelay } from './failure-delay';
import { PublicReadChanges } from './public-read-changes';
import { createThrottles, type Throttles } from './throttle';

// What every service is built from: no transport, no request. Everything shared between instances
// lives behind these in PostgreSQL: the data, the throttles' counters and the job queue.
export type Deps = {
  dataSource: DataSource;
  config: Config;
  logger: Logger;
  throttles: Throttles;
  // Wrong passwords per account: a growing wait rather than a lock.
  failureDelay: FailureDelay;
  jobs: JobQueue;
  clock: Clock;
  // How a service that changes what public reads show says so (the read cache forgets, everywhere).
  publicReadChanges: PublicReadChanges;
};

export const buildDeps = (base: Omit<Deps, 'throttles' | 'failureDelay' | 'clock' | 'publicReadChanges'> & { clock?: Clock }): Deps => {
  const clock = base.clock ?? systemClock;
  return { ...base, clock, throttles: createThrottles(base.dataSource), failureDelay: new FailureDelay(base.dataSource, clock), publicReadChanges: new PublicReadChanges(base.dataSource) };
};
