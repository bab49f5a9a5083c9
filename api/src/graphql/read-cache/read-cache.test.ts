import { manualClock } from '../../shared/clock';
import { ReadCache } from './read-cache';

const answer = (body: string) => ({ headers: [['content-type', 'application/json; charset=utf-8']] as const, body });

describe('ReadCache', () => {
  it('is bounded in entries: the least recently used go first', () => {
    const cache = new ReadCache(manualClock(), { ttlMs: 1_000, maxEntries: 3, maxBytes: 1_000_000 });
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.set(key, cache.begin(), answer(key));
    expect(cache.stats.entries).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('e')?.body).toBe('e');
  });

  it('is bounded in bytes, and keeps no answer larger than an eighth of them', () => {
    const cache = new ReadCache(manualClock(), { ttlMs: 1_000, maxEntries: 1_000, maxBytes: 8_000 });
    for (let i = 0; i < 50; i++) cache.set(`k${i}`, cache.begin(), answer('x'.repeat(500)));
    expect(cache.stats.bytes).toBeLessThanOrEqual(8_000);
    expect(cache.stats.entries).toBeLessThan(50);
    cache.set('big', cache.begin(), answer('y'.repeat(1_001)));
    expect(cache.get('big')).toBeUndefined();
  });

  it('does not keep an answer whose read began before the cache was emptied (it may predate a write)', () => {
    const cache = new ReadCache(manualClock());
    const startedAt = cache.begin();
    cache.clear();
    cache.set('late', startedAt, answer('old'));
    expect(cache.get('late')).toBeUndefined();
    cache.set('late', cache.begin(), answer('new'));
    expect(cache.get('late')?.body).toBe('new');
  });

  it('expires answers on the clock it is given, and counts its hit rate', () => {
    const clock = manualClock();
    const cache = new ReadCache(clock, { ttlMs: 500, maxEntries: 10, maxBytes: 10_000 });
    cache.set('k', cache.begin(), answer('v'));
    expect(cache.get('k')?.body).toBe('v');
    clock.advance(501);
    expect(cache.get('k')).toBeUndefined();
    expect(cache.stats).toMatchObject({ hits: 1, lookups: 2, hitRate: 0.5 });
  });

  it('is off with a time to live of 0: it keeps nothing', () => {
    const cache = new ReadCache(manualClock(), { ttlMs: 0, maxEntries: 10, maxBytes: 10_000 });
    cache.set('k', cache.begin(), answer('v'));
    expect(cache.enabled).toBe(false);
    expect(cache.get('k')).toBeUndefined();
  });
});
