import type { Pool, PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { Logger } from '../../shared/logger';
import { deliver, EVENTS_CHANNEL } from './events';

const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;

/**
 * This instance's ear on PostgreSQL: one connection of the pool, held, that LISTENs on the events
 * channel and hands each notice to the process's PubSub. When the connection breaks (the database
 * restarted), it is given back and another taken, retrying with a growing wait, and LISTENs again.
 */
export class PgListener {
  private client: PoolClient | undefined;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;
  private wait = FIRST_RETRY_MS;
  // Connections already given up (a broken one may report its error more than once).
  private readonly gone = new WeakSet<PoolClient>();
  // Settled once a connection is listening (the first one: start() waits for it).
  private listening: Promise<void> | undefined;

  constructor(
    private readonly pool: Pool,
    private readonly logger: Logger,
  ) {}

  static of(dataSource: DataSource, logger: Logger): PgListener {
    if (!(dataSource.driver instanceof PostgresDriver) || !dataSource.driver.master) throw new Error('Live updates need an initialized PostgreSQL data source');
    return new PgListener(dataSource.driver.master as Pool, logger);
  }

  /** Listens; resolves once the first connection does (or fails, leaving retries to run). */
  start(): Promise<void> {
    this.listening ??= this.connect();
    return this.listening;
  }

  get isListening(): boolean {
    return this.client !== undefined;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners('notification');
      await client.query(`UNLISTEN ${EVENTS_CHANNEL}`).catch(() => undefined);
      client.release();
    }
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    let client: PoolClient | undefined;
    try {
      client = await this.pool.connect();
      client.on('notification', (message) => {
        if (message.channel === EVENTS_CHANNEL && !deliver(message.payload)) this.logger.warn({ channel: message.channel }, 'live update notice not understood');
      });
      client.on('error', (error) => this.lost(client!, error));
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
      if (this.stopped) {
        client.release();
        return;
      }
      this.client = client;
      if (this.wait > FIRST_RETRY_MS) this.logger.info('live updates: listening again');
      this.wait = FIRST_RETRY_MS;
    } catch (error) {
      if (client) this.lost(client, error as Error);
      else this.again(error as Error);
    }
  }

  // The connection broke: destroy it (never back to the pool) and take another after a wait.
  private lost(client: PoolClient, error: Error): void {
    if (this.gone.has(client)) return;
    this.gone.add(client);
    if (this.client === client) this.client = undefined;
    client.removeAllListeners('notification');
    try {
      client.release(error);
    } catch {
      // released already
    }
    this.again(error);
  }

  private again(error: Error): void {
    if (this.stopped) return;
    this.logger.warn({ err: error, retryInMs: this.wait }, 'live updates: not listening, trying again');
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.connect(), this.wait);
    this.wait = Math.min(this.wait * 2, LAST_RETRY_MS);
  }
}
