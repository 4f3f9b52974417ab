import type { EntityCollection } from '@receipts/contract';

/**
 * The sidebar's lists of commentators, podcasts and shows are kept in browser storage and reused for
 * 1 hour when non-empty; each entry carries its timestamp. They live here, in shared, because the shell reads them
 * and the admin avatar remote clears them (after an avatar upload) so a new photo shows at once.
 */
export const SIDEBAR_CACHE_TTL_MS = 3_600_000;

export type CachedListKind = EntityCollection;

export const SIDEBAR_CACHE_KEYS: Record<CachedListKind, string> = {
  commentators: 'receipts.sidebar.commentators',
  podcasts: 'receipts.sidebar.podcasts',
  shows: 'receipts.sidebar.shows',
};

interface CacheEntry<T> {
  timestamp: number;
  items: T[];
}

type Listener = () => void;
const listeners = new Map<string, Set<Listener>>();

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

/** Removes a cached list and tells whoever shows it (the sidebar) to load it again. */
export function clearCachedList(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing was cached.
  }
  listeners.get(key)?.forEach((listener) => listener());
}

/** After an avatar upload the matching list's entry goes, so the sidebar shows the new photo. */
export const clearSidebarCache = (kind: CachedListKind) => clearCachedList(SIDEBAR_CACHE_KEYS[kind]);

/** Calls `listener` whenever the list under `key` is cleared; returns the unsubscribe function. */
export function onCachedListCleared(key: string, listener: Listener): () => void {
  const set = listeners.get(key) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(key, set);
  return () => {
    set.delete(listener);
  };
}
