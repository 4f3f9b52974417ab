import { requestKey, requestParams, type DataRequest } from '../site-map/route-data';
import { TOKEN_STORAGE_KEY } from './token-storage';

/** How long a started request may wait for the page that will use it. */
export const PREFETCH_TTL_MS = 15_000;

interface Prefetched {
  response: Promise<Response>;
  startedAt: number;
}

const pending = new Map<string, Prefetched>();
/** Answers that came inside the page, readable synchronously so a page's first render can show them. */
const inline = new Map<string, { answer: InlineAnswer; at: number }>();

export { requestKey };

/**
 * Starts a page's first GETs at once, with the credentials the shared client would send, so the data
 * is on its way while the page's remote is still loading.
 */
export function prefetchData(baseUrl: string, requests: DataRequest[], now = Date.now()): void {
  const bearer = readBearer();
  for (const request of requests) {
    const params = requestParams(request);
    const key = requestKey(request.path, params);
    if (pending.has(key)) continue;
    const query = new URLSearchParams(params).toString();
    const url = `${baseUrl.replace(/\/$/, '')}/${request.path.replace(/^\//, '')}${query ? `?${query}` : ''}`;
    const response = fetch(url, {
      credentials: 'include',
      headers: { Accept: 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
    });
    response.catch(() => pending.delete(key));
    remember(key, response, now);
  }
}

function remember(key: string, response: Promise<Response>, now: number): void {
  pending.set(key, { response, startedAt: now });
  const expiry = setTimeout(() => pending.delete(key), PREFETCH_TTL_MS) as unknown as { unref?: () => void };
  expiry.unref?.();
}

/** An answer the server already put into the page (boot data): status and JSON body, by requestKey. */
export interface InlineAnswer {
  status: number;
  body: unknown;
}

/** Answers that came with the page count as started requests that have already arrived. */
export function seedPrefetched(answers: Record<string, InlineAnswer>, now = Date.now()): void {
  for (const [key, answer] of Object.entries(answers)) {
    inline.set(key, { answer, at: now });
    const body = JSON.stringify(answer.body);
    remember(key, Promise.resolve(new Response(body, { status: answer.status, headers: { 'Content-Type': 'application/json' } })), now);
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

/**
 * The body of a successful answer that came with the page, at once (no promise): a page renders it in its
 * first frame instead of a spinner, in the browser and when the server renders the page's first view.
 * Same lifetime as takePrefetched's answers.
 */
export function peekPrefetched<T>(key: string, now = Date.now()): T | undefined {
  const entry = inline.get(key);
  if (!entry || now - entry.at > PREFETCH_TTL_MS || !pending.has(key)) return undefined;
  return entry.answer.status === 200 ? (entry.answer.body as T) : undefined;
}

/** Forget everything started (writes, sign-in and sign-out change what the answers would be). */
export function clearPrefetched(): void {
  pending.clear();
  inline.clear();
}

function readBearer(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}
