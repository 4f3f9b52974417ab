import { ROUTES, type ClientErrorReport } from '@receipts/shared';
import { activeRemotes, loadBootData } from '../../federation';
import type { ClientErrorEvent } from './report-client-error';

/** At most this many reports per page, each once: a page stuck in a loop must not flood the API. */
const MAX_REPORTS = 10;
const sent = new Set<string>();

/** An error as the report carries it: its name and message, and for a crash (not a load failure) its stack. */
export function describeError(error: unknown): { message: string; stack?: string } {
  const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 1000) || 'Unknown error';
  return error instanceof Error && error.stack ? { message, stack: error.stack.slice(0, 4000) } : { message };
}

const CSRF_COOKIE = 'csrftoken';

function csrfCookie(): string | null {
  const match = new RegExp(`(?:^|;\\s*)${CSRF_COOKIE}=([^;]+)`).exec(document.cookie);
  return match ? decodeURIComponent(match[1]) : null;
}

/** The API base as the runtime config names it ('/api'), joined with a contract path ('/api/…'). */
const apiUrl = (base: string, contractPath: string) => `${base.replace(/\/$/, '')}${contractPath.replace(/^\/api/, '')}`;

async function csrfToken(base: string): Promise<string | null> {
  const existing = csrfCookie();
  if (existing) return existing;
  const response = await fetch(apiUrl(base, ROUTES.auth.csrf.path), { credentials: 'same-origin' });
  return response.ok ? (((await response.json()) as { csrfToken?: string }).csrfToken ?? csrfCookie()) : null;
}

/**
 * Sends one report, with the remote's version from the remotes map and the page's path (never its query, which
 * may carry tokens). `keepalive`: a report sent as the fan leaves the page still arrives.
 */
export async function sendClientError({ kind, remote: name, error }: ClientErrorEvent): Promise<void> {
  const described = describeError(error);
  const key = `${kind}|${name ?? ''}|${described.message}`;
  if (sent.has(key) || sent.size >= MAX_REPORTS) return;
  sent.add(key);
  const boot = await loadBootData();
  const { config } = boot;
  const version = name ? activeRemotes(boot)[name]?.version : undefined;
  // A load failure's or a refusal's stack is the loader's, not news.
  const body: ClientErrorReport = {
    kind,
    ...(kind === 'render' || kind === 'unhandled-rejection' ? described : { message: described.message }),
    ...(name ? { remote: name } : {}),
    ...(version ? { version: version.slice(0, 64) } : {}),
    path: window.location.pathname.slice(0, 500),
  };
  const token = await csrfToken(config.apiBaseUrl);
  await fetch(apiUrl(config.apiBaseUrl, ROUTES.meta.clientErrors.path), {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-csrftoken': token } : {}) },
    body: JSON.stringify(body),
  });
}

/** Tests only. */
export function forgetSentReports(): void {
  sent.clear();
}
