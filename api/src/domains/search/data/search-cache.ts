import type { SearchResponse } from '@receipts/contract';

type Hits = Omit<SearchResponse, 'q'>;

interface Entry {
  at: number;
  value: Promise<Hits>;
}

/**
 * Search answers per process for a few seconds (SEARCH_CACHE_TTL_MS; 10 s in production, off elsewhere). The top
 * bar asks for every prefix a fan types, and many fans type the same names: the same normalised query (case and
 * spacing do not change the hits), kind and limit share one database read (single flight) until it expires. A new
 * or deleted take, a new account or photo, on any instance, clears it (plugins/caches.ts); a rename outside the
 * API (a script) shows within the TTL. At most `maxEntries` answers (least recently used dropped first), about 5 KB each.
 */
export class SearchCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  static key(q: string, type: string | undefined, limit: number): string {
    return `${type ?? '*'}|${limit}|${q.toLowerCase().replace(/\s+/g, ' ')}`;
  }

  async get(key: string, load: () => Promise<Hits>): Promise<Hits> {
    if (this.ttlMs <= 0) return load();
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.at < this.ttlMs) {
      this.entries.delete(key); // most recently used last
      this.entries.set(key, entry);
      return entry.value;
    }
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { at: this.now(), value });
    // A failed read is not kept.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }

  /** Forgets every answer; a read still in flight is not kept either (its entry goes). */
  clear(): void {
    this.entries.clear();
  }
}
