import type { DataRequest } from '../routes/route-data';
import { TOKEN_STORAGE_KEY } from './token-storage';

/** How long a started request may wait for the page that will use it. */
export const PREFETCH_TTL_MS = 15_000;

interface Prefetched {
  response: Promise<Response>;
  startedAt: number;
}

const pending = new Map<string, Prefetched>();

/** One key per GET, whatever the order of its query parameters. */
export function requestKey(path: string, searchParams: Record<string, string> = {}): string {
  const query = new URLSearchParams(Object.entries(searchParams).sort(([a], [b]) => a.localeCompare(b))).toString();
  return `${path.replace(/^\//, '')}?${query}`;
}

const asStrings = (params: DataRequest['searchParams'] = {}) =>
  Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));

/**
 * Starts a page's first GETs at once, with the credentials the shared client would send, so the data
 * is on its way while the page's remote is still loading.
 */
export function prefetchData(baseUrl: string, requests: DataRequest[], now = Date.now()): void {
  const bearer = readBearer();
  for (const request of requests) {
    const params = asStrings(request.searchParams);
    const key = requestKey(request.path, params);
    if (pending.has(key)) continue;
    const query = new URLSearchParams(params).toString();
    const url = `${baseUrl.replace(/\/$/, '')}/${request.path.replace(/^\//, '')}${query ? `?${query}` : ''}`;
    const response = fetch(url, {
      credentials: 'include',
      headers: { Accept: 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
    });
    response.catch(() => pending.delete(key));
    pending.set(key, { response, startedAt: now });
    const expiry = setTimeout(() => pending.delete(key), PREFETCH_TTL_MS) as unknown as { unref?: () => void };
    expiry.unref?.();
  }
}

/**
 * The started request for this GET (a copy of its answer: the page and, say, the sidebar may both ask).
 * Answers expire after PREFETCH_TTL_MS, and every write forgets them all (clearPrefetched), so nothing
 * the fan changed is ever answered from here.
 */
export function takePrefetched(key: string, now = Date.now()): Promise<Response> | null {
  const entry = pending.get(key);
  if (!entry) return null;
  if (now - entry.startedAt > PREFETCH_TTL_MS) {
    pending.delete(key);
    return null;
  }
  return entry.response.then((response) => response.clone());
}

/** Forget everything started (writes, sign-in and sign-out change what the answers would be). */
export function clearPrefetched(): void {
  pending.clear();
}

function readBearer(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}
