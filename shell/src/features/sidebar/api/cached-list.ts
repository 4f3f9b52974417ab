/** Spec §9: the sidebar's lists are kept in browser storage and reused for 1 hour when non-empty. */
export const SIDEBAR_CACHE_TTL_MS = 3_600_000;

export const SIDEBAR_CACHE_KEYS = {
  commentators: 'receipts.sidebar.commentators',
  podcasts: 'receipts.sidebar.podcasts',
  shows: 'receipts.sidebar.shows',
} as const;

interface CacheEntry<T> {
  timestamp: number;
  items: T[];
}

export function readCachedList<T>(key: string, now = Date.now()): T[] | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const entry = JSON.parse(raw) as Partial<CacheEntry<T>>;
    const fresh = typeof entry.timestamp === 'number' && now - entry.timestamp < SIDEBAR_CACHE_TTL_MS;
    return fresh && Array.isArray(entry.items) && entry.items.length > 0 ? entry.items : null;
  } catch {
    return null;
  }
}

export function writeCachedList<T>(key: string, items: T[], now = Date.now()): void {
  if (items.length === 0) return;
  try {
    localStorage.setItem(key, JSON.stringify({ timestamp: now, items } satisfies CacheEntry<T>));
  } catch {
    // Storage full or disabled: the list is simply fetched again next time.
  }
}

/** The cached list when fresh, else the fetched one (cached when non-empty). */
export async function cachedList<T>(key: string, fetchList: () => Promise<T[]>): Promise<T[]> {
  const cached = readCachedList<T>(key);
  if (cached) return cached;
  const items = await fetchList();
  writeCachedList(key, items);
  return items;
}
