import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { currentRequestMetrics } from './request-metrics';

// The channel of the notices that tell every instance a public read's answer changed.
export const PUBLIC_READ_CHANGES_CHANNEL = 'learnhub_read_cache';

// Set for the rest of a transaction that declared a change (transaction-local): tests put a trigger
// on the tables public reads come from that refuses a write in a transaction without it.
export const DECLARED_CHANGE_SETTING = 'learnhub.public_reads_changed';

// How many of this instance's own notices it remembers having settled already (a rolled-back
// transaction's notice never comes back, so the memory is bounded).
const SETTLED_MAX = 10_000;

/** An entity class whose rows a public read shows (`Course`, `Paper`...). */
type Changed = abstract new (...args: never[]) => unknown;

/**
 * What the services that write say when they change something a public read shows (the read
 * cache's answers: the types and fields marked `@cacheable` on the schema). The declaration sends a
 * PostgreSQL notice from inside the writing transaction, so every instance hears it when, and only
 * if, the write commits; this instance forgets at once, and once more before the answer of the
 * request that wrote leaves (after its commit), so the writer's next read shows the write.
 */
export class PublicReadChanges {
  private readonly instance = randomUUID();
  private sent = 0;
  // This instance's notices whose change it already forgot after their commit: hearing them again
  // changes nothing (and must not empty what was cached since).
  private readonly settled = new Set<number>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly dataSource: DataSource) {}

  /** Runs `listener` whenever something public reads show may have changed. Returns the way to stop. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Declares, inside the transaction of `em` and before its writes, that it changes rows of these
   * entities: the notice leaves only if the transaction commits.
   */
  async changed(em: EntityManager, ...entities: [Changed, ...Changed[]]): Promise<void> {
    const id = ++this.sent;
    const names = entities.map((entity) => entity.name).join(',');
    await em.query('SELECT pg_notify($1, $2), set_config($3, $4, true)', [PUBLIC_READ_CHANGES_CHANNEL, `${this.instance}:${id}:${names}`, DECLARED_CHANGE_SETTING, names]);
    this.forget();
    currentRequestMetrics()?.publicReadChanges.push(id);
  }

  /** A write in its own transaction that declares it changes rows of these entities. */
  write<T>(entities: [Changed, ...Changed[]], work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (em) => {
      await this.changed(em, ...entities);
      return work(em);
    });
  }

  /** The request that declared `ids` committed them and is answering: forget once more, for good. */
  settle(ids: readonly number[]): void {
    this.forget();
    if (this.settled.size + ids.length > SETTLED_MAX) this.settled.clear();
    for (const id of ids) this.settled.add(id);
  }

  /** A notice on the channel, from any instance (or a bare NOTIFY: anything not understood forgets). */
  heard(payload: string | undefined): void {
    const [instance, id] = (payload ?? '').split(':');
    if (instance === this.instance && this.settled.delete(Number(id))) return;
    this.forget();
  }

  /** Something may have changed unheard (the listener reconnecting): forget. */
  forget(): void {
    for (const listener of this.listeners) listener();
  }
}
