import type { Db } from '../db';

interface Entry {
  at: number;
  value: Promise<string | null>;
}

/**
 * The visitor view of a comment thread (no viewer votes), as the JSON text that is sent, for a couple of
 * seconds. A busy thread is read far more often than it changes: concurrent visitors share one database read
 * (single flight) and later ones reuse the text until it expires. Every write through this process (comment,
 * comment vote, statement delete) drops the entry at once; other processes see a change within the TTL.
 * Signed-in viewers always read through, since their votes are part of the answer.
 */
export class ThreadCache {
  private readonly entries = new Map<number, Entry>();

  constructor(
    private readonly ttlMs = 2000,
    private readonly maxEntries = 200,
  ) {}

  get(statementId: number, load: () => Promise<string | null>): Promise<string | null> {
    const now = Date.now();
    const hit = this.entries.get(statementId);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const entry: Entry = { at: now, value: load() };
    this.entries.delete(statementId);
    this.entries.set(statementId, entry);
    // A failed load (or a missing statement) is not kept.
    entry.value.then(
      (text) => text === null && this.drop(statementId, entry),
      () => this.drop(statementId, entry),
    );
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as number);
    return entry.value;
  }

  invalidate(statementId: number): void {
    this.entries.delete(statementId);
  }

  private drop(statementId: number, entry: Entry) {
    if (this.entries.get(statementId) === entry) this.entries.delete(statementId);
  }
}

const caches = new WeakMap<Db, ThreadCache>();

/** One cache per database handle, shared by every route plugin of an app. */
export function threadCache(db: Db): ThreadCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ThreadCache()));
  return cache;
}
