import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { CONNECT_TIMEOUT_MS } from '../../db/data-source';
import type { Logger } from '../../shared/logger';

/** What to do with a notice on each channel this instance listens to. */
export type ChannelHandlers = Record<string, (payload: string | undefined) => void>;

const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;

// A connection that only listens never notices a frozen server or a silently dropped network: it
// asks something every so often, and one unanswered in time counts as the connection lost.
export type Heartbeat = { everyMs: number; timeoutMs: number };
const HEARTBEAT: Heartbeat = { everyMs: 10_000, timeoutMs: 5_000 };

/**
 * This instance's ear on PostgreSQL: one connection of its own (outside the pool, so the pool can
 * close without it), that LISTENs on its channels (live updates, the read cache) and hands each
 * notice to the channel's handler. When the connection breaks (the database restarted), another is
 * opened, retrying with a growing wait, and LISTENs again; `onListening` runs each time it does, so
 * what depends on notices can allow for those missed meanwhile.
 */
export class PgListener {
  private client: Client | undefined;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;
  private wait = FIRST_RETRY_MS;
  // Connections already given up (a broken one may report its error more than once).
  private readonly gone = new WeakSet<Client>();
  // Settled once a connection is listening (the first one: start() waits for it).
  private listening: Promise<void> | undefined;
  private beat: NodeJS.Timeout | undefined;

  constructor(
    private readonly open: () => Client,
    private readonly logger: Logger,
    private readonly channels: ChannelHandlers,
    private readonly onListening: () => void = () => undefined,
    private readonly heartbeat: Heartbeat = HEARTBEAT,
  ) {}

  /** A listener on the data source's database (its URL). */
  static of(dataSource: DataSource, logger: Logger, channels: ChannelHandlers, onListening?: () => void, heartbeat?: Heartbeat): PgListener {
    const { url } = dataSource.options as { url?: string };
    if (!url) throw new Error('Listening for notices needs the database URL of the data source');
    const open = () => new Client({ connectionString: url, application_name: 'learnhub-listener', connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    return new PgListener(open, logger, channels, onListening, heartbeat);
  }

  /** Listens; resolves once the first connection does (or fails, leaving retries to run). */
  start(): Promise<void> {
    this.listening ??= this.connect();
    return this.listening;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    clearInterval(this.beat);
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners('notification');
      await client.end().catch(() => undefined);
    }
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = this.open();
    client.on('error', (error) => this.lost(client, error));
    try {
      await client.connect();
      client.on('notification', (message) => this.channels[message.channel]?.(message.payload));
      await client.query(Object.keys(this.channels).map((channel) => `LISTEN ${channel}`).join('; '));
      if (this.stopped) {
        await client.end().catch(() => undefined);
        return;
      }
      this.client = client;
      this.onListening();
      if (this.wait > FIRST_RETRY_MS) this.logger.info('notices: listening again');
      this.wait = FIRST_RETRY_MS;
      this.listen(client);
    } catch (error) {
      this.lost(client, error as Error);
    }
  }

  // Beats while this client is the one listening; a beat unanswered in time gives it up.
  private listen(client: Client): void {
    clearInterval(this.beat);
    this.beat = setInterval(() => {
      if (this.client !== client) return;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer to the heartbeat within ${this.heartbeat.timeoutMs} ms`)), this.heartbeat.timeoutMs);
      });
      Promise.race([client.query('SELECT 1'), late])
        .catch((error: unknown) => {
          this.logger.warn({ err: error }, 'notices: heartbeat failed, reconnecting');
          this.lost(client, error instanceof Error ? error : new Error(String(error)));
        })
        .finally(() => clearTimeout(timer));
    }, this.heartbeat.everyMs);
    this.beat.unref();
  }

  // The connection broke: close it and open another after a wait.
  private lost(client: Client, error: Error): void {
    if (this.gone.has(client)) return;
    this.gone.add(client);
    if (this.client === client) {
      this.client = undefined;
      clearInterval(this.beat);
    }
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
    this.again(error);
  }

  private again(error: Error): void {
    if (this.stopped) return;
    this.logger.warn({ err: error, retryInMs: this.wait }, 'notices: not listening, trying again');
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.connect(), this.wait);
    this.wait = Math.min(this.wait * 2, LAST_RETRY_MS);
  }
}
