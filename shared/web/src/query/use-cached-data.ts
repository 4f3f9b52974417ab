import { useCallback, useEffect, useState } from 'react';
import type { AsyncState } from '../hooks/use-async-data';
import { peekQuery, readQuery, seedQuery, updateQuery, useQueryCacheVersion, writeQuery } from './query-cache';

interface Progress {
  /** The key this component holds a value for (found fresh in the cache, came with the page, or loaded). */
  loadedKey: string | null;
  error: { key: string; error: unknown } | null;
  reloads: number;
}

/**
 * useAsyncData through the shared query cache: an entry that is fresh when the page mounts (or an answer that
 * came with the page, `initial`) shows at once with no request; otherwise `load` runs and its answer is cached for
 * the next page. While mounted the page keeps showing its entry, with every in-place update (updateQuery) made
 * anywhere; it loads again only when `key` changes or `reload` is called.
 */
export function useCachedData<T>(key: string, load: () => Promise<T>, initial?: T) {
  useQueryCacheVersion();
  const [progress, setProgress] = useState<Progress>(() => ({ loadedKey: firstKnown(key, initial), error: null, reloads: 0 }));
  if (progress.loadedKey !== key && progress.error?.key !== key && readQuery(key) !== undefined) {
    // Another key that the cache already holds fresh (say, Back to a tab seen a moment ago): no request.
    setProgress({ loadedKey: key, error: null, reloads: 0 });
  }
  // A page holds its entry until it is gone from the cache (sign-in and sign-out forget everything): then it loads again.
  const holds = progress.loadedKey === key && peekQuery(key) !== undefined;

  useEffect(() => {
    if (holds && progress.reloads === 0) return;
    let active = true;
    const request = loadOnce(key, load, progress.reloads > 0);
    request.promise.then(
      (data) => {
        if (!active) return;
        writeQuery(key, data);
        setProgress({ loadedKey: key, error: null, reloads: 0 });
      },
      (error: unknown) => active && setProgress({ loadedKey: null, error: { key, error }, reloads: 0 }),
    );
    return () => {
      active = false;
      request.leave();
    };
    // `load` is a fresh closure each render by design; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, progress.reloads, holds]);

  const value = holds ? peekQuery<T>(key) : undefined;
  const state: AsyncState<T> =
    progress.error?.key === key
      ? { status: 'error', error: progress.error.error }
      : value !== undefined && progress.reloads === 0
        ? { status: 'success', data: value }
        : { status: 'loading' };

  const update = useCallback((change: (data: T) => T) => updateQuery(key, change), [key]);
  const reload = useCallback(() => setProgress((current) => ({ ...current, error: null, reloads: current.reloads + 1 })), []);
  return { state, update, reload };
}

/**
 * Loads in flight by key, with how many mounted pages wait on each: two parts of a page that need the same entry at
 * once make one request. One nobody waits on any more is forgotten, so the next page asks afresh.
 */
const inFlight = new Map<string, { promise: Promise<unknown>; waiting: number }>();

function loadOnce<T>(key: string, load: () => Promise<T>, fresh: boolean): { promise: Promise<T>; leave: () => void } {
  let entry = inFlight.get(key);
  if (!entry || fresh) {
    const promise: Promise<unknown> = load().finally(() => {
      if (inFlight.get(key)?.promise === promise) inFlight.delete(key);
    });
    entry = { promise, waiting: 0 };
    inFlight.set(key, entry);
  }
  const joined = entry;
  joined.waiting += 1;
  const leave = () => {
    joined.waiting -= 1;
    if (joined.waiting === 0 && inFlight.get(key) === joined) inFlight.delete(key);
  };
  return { promise: joined.promise as Promise<T>, leave };
}

function firstKnown<T>(key: string, initial: T | undefined): string | null {
  if (readQuery(key) !== undefined) return key;
  if (initial === undefined) return null;
  seedQuery(key, initial);
  return key;
}
