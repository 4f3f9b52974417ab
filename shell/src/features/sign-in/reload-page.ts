import { nextFromSearch } from './return-path';

type PageLocation = Pick<Location, 'pathname' | 'search' | 'reload' | 'replace'>;

/**
 * Full reload after an e-mail sign-in, so every part of the page sees the new session; on /login?next=… it loads that page instead, so the fan
 * is back where they were. Its own module so tests can observe it.
 */
export function reloadPage(location: PageLocation = window.location): void {
  const next = location.pathname === '/login' ? nextFromSearch(location.search) : null;
  if (next) location.replace(next);
  else location.reload();
}
