import ky, { type KyInstance } from 'ky';
import { ApiError } from './api-error';
import { readCookie } from './cookies';
import type { ApiErrorBody } from '@receipts/contract';
import { localTokenStorage, type TokenStorage } from './token-storage';
import { clearPrefetched, requestKey, takePrefetched } from './prefetch';
import { markQueriesStale } from '../query/query-cache';

/** The shared client's timeout and retry constants. */
export const API_TIMEOUT_MS = 10_000;
export const CSRF_TIMEOUT_MS = 5_000;
export const CSRF_COOKIE = 'csrftoken';

export type SearchParams = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  json?: unknown;
  /** A body other than JSON (a FormData upload: the browser sets its multipart content type). */
  body?: FormData;
  searchParams?: SearchParams;
  timeout?: number;
  /** Let the caller handle 401 itself (e.g. "is anyone signed in?") instead of redirecting to /login. */
  allow401?: boolean;
  /** A write whose effect the caller applies to the shared query cache itself (votes): cached pages stay usable. */
  keepCachedQueries?: boolean;
}

export interface ApiClientOptions {
  /** e.g. '/api' in the browser, 'http://127.0.0.1:8080/api' elsewhere. */
  baseUrl: string;
  tokens?: TokenStorage;
  readCookie?: (name: string) => string | null;
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, options?: RequestOptions): Promise<T>;
  put<T>(path: string, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  fetchCsrfToken(): Promise<string>;
  /**
   * A fresh access token from the cookie session (POST /api/auth/token/, one at a time): true when stored; a 401
   * (the session ended) clears the stored one.
   */
  refreshToken(): Promise<boolean>;
  readonly tokens: TokenStorage;
  readonly baseUrl: string;
}

type ErrorBody = Partial<ApiErrorBody> | string | null;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export function createApiClient(options: ApiClientOptions): ApiClient {
  const tokens = options.tokens ?? localTokenStorage();
  const cookie = options.readCookie ?? ((name: string) => readCookie(name));
  const onUnauthorized = options.onUnauthorized ?? redirectToLogin;
  let csrfToken: string | null = null;
  const http: KyInstance = ky.create({
    prefix: options.baseUrl,
    credentials: 'include',
    retry: 0,
    throwHttpErrors: false,
    timeout: API_TIMEOUT_MS,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function fetchCsrfToken(): Promise<string> {
    const response = await http.get('csrf/', { timeout: CSRF_TIMEOUT_MS, searchParams: { _t: Date.now() } });
    if (!response.ok) throw new ApiError(response.status, (await readBody(response)) as ErrorBody);
    csrfToken = ((await response.json()) as { csrfToken: string }).csrfToken;
    return csrfToken;
  }

  const csrfHeader = async () => cookie(CSRF_COOKIE) ?? csrfToken ?? (await fetchCsrfToken());

  let refreshing: Promise<boolean> | null = null;
  function refreshToken(): Promise<boolean> {
    refreshing ??= import('./token-refresh')
      .then(({ renewAccessToken }) => renewAccessToken(http, tokens, csrfHeader, fetchCsrfToken))
      .catch(() => false)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  async function headersFor(method: Method): Promise<Record<string, string>> {
    const headers: Record<string, string> = {};
    const renewAt = tokens.renewAt();
    if (tokens.get() && renewAt && Date.now() >= renewAt) await refreshToken();
    const bearer = tokens.get();
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    if (method !== 'get') headers['X-CSRFToken'] = await csrfHeader();
    return headers;
  }

  async function send(method: Method, path: string, opts: RequestOptions): Promise<Response> {
    const searchParams = cleanParams(opts.searchParams);
    if (method === 'get') {
      // The shell may already have started this very GET while the page's remote was loading.
      const started = takePrefetched(requestKey(path, searchParams));
      if (started) return started;
      searchParams._t = String(Date.now());
    } else {
      clearPrefetched();
      if (!opts.keepCachedQueries) markQueriesStale();
    }
    return http(path.replace(/^\//, ''), {
      method,
      json: opts.json,
      ...(opts.body ? { body: opts.body } : {}),
      searchParams,
      headers: await headersFor(method),
      timeout: opts.timeout ?? API_TIMEOUT_MS,
    });
  }

  async function request<T>(method: Method, path: string, opts: RequestOptions = {}): Promise<T> {
    let response = await send(method, path, opts);
    if (response.status === 403) {
      // A 403 may be a stale CSRF token; fetch a fresh one and retry once.
      await fetchCsrfToken().catch(() => undefined);
      response = await send(method, path, opts);
    }
    // An expired or revoked bearer: renew it through the cookie session once, and retry.
    if (response.status === 401 && tokens.get() && (await refreshToken())) response = await send(method, path, opts);
    if (response.status === 401 && !opts.allow401) {
      tokens.clear();
      onUnauthorized();
    }
    if (!response.ok) throw new ApiError(response.status, (await readBody(response)) as ErrorBody);
    if (response.status === 204) return undefined as T;
    return (await readBody(response)) as T;
  }

  return {
    get: (path, opts) => request('get', path, opts),
    post: (path, opts) => request('post', path, opts),
    put: (path, opts) => request('put', path, opts),
    patch: (path, opts) => request('patch', path, opts),
    delete: (path, opts) => request('delete', path, opts),
    fetchCsrfToken,
    refreshToken,
    tokens,
    baseUrl: options.baseUrl,
  };
}

/** Query values as the client sends them: empty ones dropped, the rest strings (also how requests are keyed). */
export function cleanParams(params: SearchParams | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null && value !== '') out[key] = String(value);
  }
  return out;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function redirectToLogin(): void {
  if (typeof window !== 'undefined' && window.location.pathname !== '/login') window.location.assign('/login');
}
