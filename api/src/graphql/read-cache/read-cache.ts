import type { ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../shared/clock';

export type ReadCacheOptions = {
  // How long an answer may be served, on the services' clock: the safety net should a write's
  // notice not arrive (the listener reconnecting), and the bound on answers computed from the clock.
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
};

export const READ_CACHE_DEFAULTS: ReadCacheOptions = { ttlMs: 1_000, maxEntries: 1_000, maxBytes: 16 * 1024 * 1024 };

// What the request log says of a read the cache could hold.
export type ReadCacheOutcome = 'hit' | 'miss';

// An answer as it left: its headers (the content type Apollo chose for the request's Accept) and body,
// without any caller's budget (modules/rate-limits: each caller's goes in as it is sent); `points`,
// what a GraphQL read spends of its caller's budget.
export type CachedAnswer = { readonly headers: readonly (readonly [string, string])[]; readonly body: string; readonly points?: number };

/**
 * This instance's answers to public reads (see public-reads.ts), by audience and request body,
 * bounded in entries and bytes. A service's declared change to what they show empties it, on every
 * instance (a PostgreSQL notice, heard by the listener) and at once on the instance that wrote
 * (shared/public-read-changes.ts).
 * A read that began before an emptying does not store its answer: it may predate the write.
 */
export class ReadCache {
  // Off (READ_CACHE_TTL_MS=0): every read runs.
  readonly enabled: boolean;
  private readonly entries: LRUCache<string, CachedAnswer>;
  private generation = 0;
  private hits = 0;
  private lookups = 0;

  constructor(clock: Clock, options: ReadCacheOptions = READ_CACHE_DEFAULTS) {
    this.enabled = options.ttlMs > 0;
    this.entries = new LRUCache<string, CachedAnswer>({
      max: options.maxEntries,
      maxSize: options.maxBytes,
      sizeCalculation: (answer, key) => Buffer.byteLength(answer.body) + Buffer.byteLength(key) + 200,
      ttl: Math.max(options.ttlMs, 1),
      // An answer over an eighth of the budget is served but not kept.
      maxEntrySize: Math.floor(options.maxBytes / 8),
      // Read the clock at each look-up (no cached now), so a moved clock counts at once.
      ttlResolution: 0,
      perf: { now: () => clock.now().getTime() },
    });
  }

  get(key: string): CachedAnswer | undefined {
    this.lookups += 1;
    const answer = this.entries.get(key);
    if (answer) this.hits += 1;
    return answer;
  }

  /** Where a read starts: its answer is kept only if nothing was written meanwhile. */
  begin(): number {
    return this.generation;
  }

  set(key: string, startedAt: number, answer: CachedAnswer): void {
    if (this.enabled && startedAt === this.generation) this.entries.set(key, answer);
  }

  /** Something the answers come from changed (or may have, unheard): forget them all. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get stats() {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize, hits: this.hits, lookups: this.lookups, hitRate: this.lookups ? this.hits / this.lookups : 0 };
  }
}

/** Says in the request's log line whether the read cache answered it. */
export const setReadCacheOutcome = (res: ServerResponse, outcome: ReadCacheOutcome): void => {
  (res as ServerResponse & { locals: { readCache?: ReadCacheOutcome } }).locals.readCache = outcome;
};

export function writeCachedAnswer(res: ServerResponse, { headers, body }: CachedAnswer): void {
  res.statusCode = 200;
  for (const [name, value] of headers) res.setHeader(name, value);
  res.setHeader('content-length', Buffer.byteLength(body));
  res.end(body);
}
