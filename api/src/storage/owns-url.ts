import { UPLOADS_PREFIX } from './local-storage';
import type { StorageConfig } from './types';

/**
 * True when `url` is a file URL the configured storage hands out: this origin's /uploads/… for the local
 * driver, anything under the public base URL for S3. Only such URLs may become a photo_url.
 */
export function storageOwnsUrl(storage: StorageConfig, publicOrigin: string, url: URL): boolean {
  if (url.username || url.password) return false;
  const base = storage.driver === 's3' ? new URL(`${storage.publicBaseUrl}/`) : new URL(UPLOADS_PREFIX, publicOrigin);
  return url.origin === base.origin && url.pathname.startsWith(base.pathname) && url.pathname.length > base.pathname.length;
}
