import { useSyncExternalStore } from 'react';

/**
 * One cache of server answers for every remote (it lives in @receipts/shared, a shared singleton): Back shows
 * what a page had loaded at once, and a change made on one page (a vote on a statement's detail) shows on
 * every other page that holds the same item. Deliberately small instead of TanStack Query: it would add about
 * 13 KiB gzipped to the feed's first load (budget 40 KiB), and we need only keyed entries, in-place
 * updates, staleness after writes and a maximum age.
 */
export const QUERY_MAX_AGE_MS = 5 * 60_000;

interface Entry {
  value: unknown;
  storedAt: number;
  stale: boolean;
}

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** A usable entry: stored less than QUERY_MAX_AGE_MS ago and not made stale by a write since. */
export function readQuery<T>(key: string, now = Date.now()): T | undefined {
  const entry = entries.get(key);
  if (!entry || entry.stale || now - entry.storedAt > QUERY_MAX_AGE_MS) return undefined;
  return entry.value as T;
}

/** The entry's value however old or stale: what a page that already shows it keeps showing. */
export function peekQuery<T>(key: string): T | undefined {
  return entries.get(key)?.value as T | undefined;
}

/** Stores an answer that came with the page without telling anyone (safe during a first render). */
export function seedQuery<T>(key: string, value: T, now = Date.now()): void {
  if (readQuery(key, now) === undefined) entries.set(key, { value, storedAt: now, stale: false });
}

export function writeQuery<T>(key: string, value: T, now = Date.now()): void {
  entries.set(key, { value, storedAt: now, stale: false });
  changed();
}

/** Changes an entry in place, keeping its age (e.g. one more page of a list, a vote on one item). */
export function updateQuery<T>(key: string, change: (value: T) => T): void {
  const entry = entries.get(key);
  if (!entry) return;
  entries.set(key, { ...entry, value: change(entry.value as T) });
  changed();
}

/** Changes every entry whose key starts with `prefix`; `change` returns the same value when it has nothing to do. */
export function updateQueries<T>(prefix: string, change: (value: T) => T): void {
  let any = false;
  for (const [key, entry] of entries) {
    if (!key.startsWith(prefix)) continue;
    const next = change(entry.value as T);
    if (next === entry.value) continue;
    entries.set(key, { ...entry, value: next });
    any = true;
  }
  if (any) changed();
}

/** After a write: what is held may be out of date, so the next page that needs it loads it again. */
export function markQueriesStale(): void {
  if (entries.size === 0) return;
  for (const entry of entries.values()) entry.stale = true;
  changed();
}

/** Sign-in and sign-out change every answer (user_vote, is_following): forget all. */
export function clearQueries(): void {
  if (entries.size === 0) return;
  entries.clear();
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders the caller whenever the cache changes; returns a change counter to use as a dependency. */
export function useQueryCacheVersion(): number {
  return useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
}
