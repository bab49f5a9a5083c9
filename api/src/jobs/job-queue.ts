import { Client } from 'pg';
import PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import type { Logger } from '../shared/logger';

/**
 * Background jobs on PostgreSQL through pg-boss (10.x: the line that runs on Node 20). Every
 * instance runs workers; a job is claimed by one worker at a time (SELECT … FOR UPDATE SKIP LOCKED),
 * retried with backoff when its handler throws, and retried elsewhere when the instance running it
 * dies (its lease, `expireInSeconds`, runs out). A job may therefore run twice: handlers are
 * idempotent.
 */
export type JobKind<T extends object> = {
  readonly name: string;
  readonly retryLimit: number;
  // Seconds before the first retry; doubled (with jitter) for each further one when retryBackoff.
  readonly retryDelaySeconds: number;
  readonly retryBackoff: boolean;
  // How long one run may take before the job counts as failed and is retried.
  readonly expireInSeconds: number;
  // A cron expression (UTC): the queue sends itself one job per tick, on one instance.
  readonly schedule?: string;
  // Compile-time only: the shape of the job's data.
  readonly _data?: T;
};

export const defineJob = <T extends object>(
  name: string,
  options: Partial<Omit<JobKind<T>, 'name' | '_data'>> = {},
): JobKind<T> => ({ name, retryLimit: 5, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 120, ...options });

export type JobRun = { id: string; retryCount: number };
export type JobHandler<T extends object> = (data: T, run: JobRun) => Promise<void>;

type Registered = { kind: JobKind<object>; handler?: JobHandler<object> };

export type JobQueueOptions = {
  connectionString: string;
  logger: Logger;
  // Connections of pg-boss's own pool (fetching, completing, maintenance).
  poolSize?: number;
  // How often an idle worker asks for work.
  pollingIntervalSeconds?: number;
  // Jobs one worker claims at once; they run one after another.
  batchSize?: number;
  // Whether this instance runs workers, scheduled jobs and pg-boss's maintenance (expiring the leases
  // of dead workers, archiving). Every server instance does; a tool that only enqueues does not.
  work: boolean;
};

export const JOB_SCHEMA = 'pgboss';
const QUEUE_SETUP_LOCK = 'learnhub:job-queues';

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly kinds = new Map<string, Registered>();
  private started = false;

  constructor(private readonly options: JobQueueOptions) {
    this.boss = new PgBoss({
      connectionString: options.connectionString,
      schema: JOB_SCHEMA,
      max: options.poolSize ?? 3,
      application_name: 'learnhub-jobs',
      supervise: options.work,
      schedule: options.work,
    });
    // pg-boss reports its own failures (a lost connection, a failed poll) here; unhandled they would crash the process.
    this.boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'));
  }

  /** Declares a kind of job (its queue); with a handler, this instance's workers run it. */
  register<T extends object>(kind: JobKind<T>, handler?: JobHandler<T>): void {
    if (this.started) throw new Error(`Job ${kind.name} registered after the queue started`);
    this.kinds.set(kind.name, { kind, handler: handler as JobHandler<object> | undefined });
  }

  /**
   * Installs or upgrades pg-boss's schema (under its own lock, so instances may race), makes every
   * declared queue, and on a working instance starts its workers and scheduled jobs.
   */
  async start(): Promise<void> {
    // Instances starting together would deadlock making the same queue (pg-boss creates a table and
    // a foreign key per queue): one at a time, under an advisory lock.
    await this.whileLocked(async () => {
      await this.boss.start();
      this.started = true;
      for (const { kind } of this.kinds.values()) {
        const queue = {
          name: kind.name,
          retryLimit: kind.retryLimit,
          retryDelay: kind.retryDelaySeconds,
          retryBackoff: kind.retryBackoff,
          expireInSeconds: kind.expireInSeconds,
        };
        await this.boss.createQueue(kind.name, queue);
        await this.boss.updateQueue(kind.name, queue);
      }
    });
    if (!this.options.work) return;
    for (const { kind, handler } of this.kinds.values()) {
      // Scheduled only where something will run it.
      if (kind.schedule && handler) await this.boss.schedule(kind.name, kind.schedule, {}, { tz: 'UTC' });
      if (handler) await this.work(kind, handler);
    }
  }

  /**
   * Enqueues a job inside the caller's transaction: it exists only if that transaction commits, so a
   * rolled-back write enqueues nothing.
   */
  async enqueue<T extends object>(em: EntityManager, kind: JobKind<T>, data: T): Promise<string> {
    if (!this.kinds.has(kind.name)) throw new Error(`Job ${kind.name} is not registered`);
    const runner = em.queryRunner;
    if (!runner?.isTransactionActive) throw new Error(`Job ${kind.name} must be enqueued inside the transaction of the write that causes it`);
    const db: PgBoss.Db = { executeSql: async (text, values) => ({ rows: (await runner.query(text, values, true)).records }) };
    const id = await this.boss.send(kind.name, data, { db });
    // pg-boss answers null only when the queue does not exist (a deployment error, not a user's).
    if (!id) throw new Error(`Job ${kind.name} could not be queued: its queue does not exist`);
    return id;
  }

  /** Stops claiming jobs, lets the running ones finish (at most `timeoutMs`), closes the pool. */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: this.options.work, wait: true, timeout: timeoutMs });
  }

  private async whileLocked(run: () => Promise<void>): Promise<void> {
    const client = new Client({ connectionString: this.options.connectionString });
    await client.connect();
    try {
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [QUEUE_SETUP_LOCK]);
      await run();
    } finally {
      // Ending the session releases the lock too.
      await client.end();
    }
  }

  private async work(kind: JobKind<object>, handler: JobHandler<object>): Promise<void> {
    const { logger, pollingIntervalSeconds = 1, batchSize = 10 } = this.options;
    // Set once work() resolves; a batch that comes before then (the handler reads it) sees undefined.
    let workerId: string | undefined;
    // eslint-disable-next-line prefer-const -- a const would be read before it is set
    workerId = await this.boss.work<object>(kind.name, { batchSize, pollingIntervalSeconds, includeMetadata: true }, async (jobs) => {
      // pg-boss completes or fails a batch as a whole; each job here succeeds or fails alone: a
      // failed one is failed at once (and so retried), and pg-boss then completes only the others.
      for (const job of jobs) {
        try {
          await handler(job.data, { id: job.id, retryCount: job.retryCount });
        } catch (error) {
          logger.warn({ err: error, job: kind.name, jobId: job.id, retryCount: job.retryCount }, 'job failed');
          await this.boss.fail(kind.name, job.id, { message: error instanceof Error ? error.message : String(error) });
        }
      }
      // A full batch means more may be waiting: ask again at once instead of after the polling interval.
      if (jobs.length === batchSize && workerId) this.boss.notifyWorker(workerId);
    });
  }
}
