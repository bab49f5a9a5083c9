import { LRUCache } from 'lru-cache';
import type { Deps } from '../../shared/deps';
import { AppError } from '../../shared/errors';
import { clean } from '../../shared/validation';
import type { Book } from './book.types';

const TIMEOUT_MS = 5000;
const CACHE_TTL_MS = 5 * 60 * 1000;
const CACHE_ENTRIES = 200;
const MAX_TERM = 100;

// A surrogate without its pair (typed by no keyboard, but valid JSON) cannot be URL-encoded.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const httpUrl = (value: unknown): string | null => {
  const url = text(value);
  return url && /^https?:\/\//i.test(url) ? url : null;
};

/** Searches the free-books service (dbooks.org's API shape), with a timeout and a short cache. */
export class BookService {
  // A few minutes of the service's answers, by lower-cased term; the time is the services' clock.
  private readonly cache: LRUCache<string, Book[]>;

  constructor(private readonly deps: Deps) {
    this.cache = new LRUCache({
      max: CACHE_ENTRIES,
      ttl: CACHE_TTL_MS,
      // Every check reads the clock (lru-cache otherwise keeps a reading for 1 ms).
      ttlResolution: 0,
      perf: { now: () => deps.clock.now().getTime() },
    });
  }

  async search(term: unknown): Promise<Book[]> {
    // Cut by characters (not UTF-16 units, which could split a pair) and made well-formed.
    const query = Array.from(clean(term)).slice(0, MAX_TERM).join('').replace(LONE_SURROGATE, '\uFFFD');
    if (!query) return [];
    const key = query.toLowerCase();
    const hit = this.cache.get(key);
    if (hit) return hit;

    const url = `${this.deps.config.booksApiUrl.replace(/\/+$/, '')}/api/search/${encodeURIComponent(query)}`;
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
    } catch (error) {
      const timedOut = (error as Error)?.name === 'TimeoutError';
      this.deps.logger.warn({ err: error, url }, 'books service unreachable');
      throw new AppError('INTERNAL_SERVER_ERROR', `Search failed: ${timedOut ? 'timed out' : 'service unreachable'}`, { reason: 'UPSTREAM_FAILED' });
    }
    if (!response.ok) throw new AppError('INTERNAL_SERVER_ERROR', `Search failed: ${response.status}`, { reason: 'UPSTREAM_FAILED' });
    const body = (await response.json().catch(() => null)) as { books?: unknown } | null;
    const books = (Array.isArray(body?.books) ? body.books : []).flatMap((raw: Record<string, unknown>): Book[] => {
      const id = text(raw?.id);
      const title = text(raw?.title);
      if (!id || !title) return [];
      return [{ id, title, subtitle: text(raw.subtitle), authors: text(raw.authors), image: httpUrl(raw.image), url: httpUrl(raw.url) }];
    });
    this.cache.set(key, books);
    return books;
  }
}
