// Counts events per key in fixed windows. In memory: enough for one instance;
// several instances would move this into PostgreSQL or Redis.
export class WindowCounter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(key: string): boolean {
    const entry = this.current(key);
    return entry !== undefined && entry.count >= this.limit;
  }

  hit(key: string): void {
    const entry = this.current(key);
    if (entry) entry.count += 1;
    else this.hits.set(key, { count: 1, resetAt: this.now() + this.windowMs });
    if (this.hits.size > 100_000) this.prune();
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private current(key: string) {
    const entry = this.hits.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.hits.delete(key);
      return undefined;
    }
    return entry;
  }

  private prune(): void {
    const now = this.now();
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
