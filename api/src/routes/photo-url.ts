import type { AppConfig } from '../config';
import { UPLOADS_PREFIX } from '../storage/local-storage';
import { storageOwnsUrl } from '../storage/owns-url';

/**
 * An avatar URL is accepted only when it points at the configured file storage: a file the upload endpoint
 * stored (this origin's /uploads/… with the local driver, the S3 public base URL with the s3 driver), or the
 * extra storage host STORAGE_HOST over https. Never data:, javascript: or any other site.
 * Returns the problem, or null when it is fine.
 */
export function photoUrlProblem(
  value: string,
  config: Pick<AppConfig, 'publicOrigin' | 'storageHost' | 'isProduction' | 'storage'>,
): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Enter a valid URL.';
  }
  if (url.username || url.password) return 'The photo URL must not carry credentials.';
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'The photo URL must use https.';
  // On this very origin only uploaded files: never an endpoint (a page's <img> would GET it with the fan's cookie).
  if (url.origin === new URL(config.publicOrigin).origin && !url.pathname.startsWith(UPLOADS_PREFIX)) {
    return "The photo URL must point at this site's uploads.";
  }
  if (storageOwnsUrl(config.storage, config.publicOrigin, url)) {
    // Plain http only outside production (a development server, a local S3-compatible store).
    return url.protocol === 'https:' || !config.isProduction ? null : 'The photo URL must use https.';
  }
  const extra = storageHost(config.storageHost);
  if (extra !== null && (url.host === extra || url.hostname === extra)) {
    return url.protocol === 'https:' ? null : 'The photo URL must use https.';
  }
  return extra ? `The photo URL must point at this site's uploads or ${extra}.` : "The photo URL must point at this site's uploads.";
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
