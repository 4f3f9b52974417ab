/**
 * Answers that are the same for every reader (a trending or leaderboard page), kept for `ttlMs` per instance.
 * clear() drops them all (the cache bus calls it on a write that changes them, on any instance) and stops a read
 * that started before it from keeping what it read. A TTL of 0 keeps nothing.
 */
export class PageCache<T> {
  private readonly entries = new Map<string, { at: number; version: number; value: T }>();
  private version = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  async get(key: string, now: number, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.version === this.version && now - hit.at < this.ttlMs && now >= hit.at) return hit.value;
    const seen = this.version;
    const value = await load();
    if (this.ttlMs > 0 && seen === this.version) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, { at: now, version: seen, value });
    }
    return value;
  }

  clear(): void {
    this.version += 1;
    this.entries.clear();
  }
}

/** A counter a cache compares with what it kept: bump() makes everything kept before it stale. */
export class Generation {
  private current = 0;

  get value(): number {
    return this.current;
  }

  bump(): void {
    this.current += 1;
  }
}
