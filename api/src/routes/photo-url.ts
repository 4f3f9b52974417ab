import type { AppConfig } from '../config';

/**
 * An avatar URL is accepted when it is https (or plain http on this very origin outside production) and
 * points at the configured storage host or at this origin. Returns the problem, or null when it is fine.
 */
export function photoUrlProblem(value: string, config: Pick<AppConfig, 'publicOrigin' | 'storageHost' | 'isProduction'>): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Enter a valid URL.';
  }
  if (url.username || url.password) return 'The photo URL must not carry credentials.';
  const own = new URL(config.publicOrigin);
  const isOwnOrigin = url.origin === own.origin;
  const httpAllowed = isOwnOrigin && !config.isProduction && url.protocol === 'http:';
  if (url.protocol !== 'https:' && !httpAllowed) return 'The photo URL must use https.';
  const storage = storageHost(config.storageHost);
  const isStorage = storage !== null && (url.host === storage || url.hostname === storage);
  if (!isStorage && !isOwnOrigin) {
    return storage ? `The photo URL must point at ${storage} or this site.` : 'The photo URL must point at this site.';
  }
  return null;
}

/** STORAGE_HOST may be given as a host ("firebasestorage.googleapis.com") or as a URL. */
function storageHost(configured: string | null): string | null {
  if (!configured) return null;
  try {
    return configured.includes('://') ? new URL(configured).host : configured.trim().toLowerCase();
  } catch {
    return null;
  }
}
