import { localFileStorage } from './local-storage';
import { s3Storage } from './s3-storage';
import type { FileStorage, StorageConfig } from './types';

export type { FileStorage, StorageConfig, StoredFile, PutFileInput, LocalStorageConfig, S3StorageConfig } from './types';
export { loadStorageConfig } from './config';
export { MAX_AVATAR_BYTES, sniffImageType, safeFileName, avatarFolder } from './avatar-file';
export { storageOwnsUrl } from './owns-url';
export { UPLOADS_PREFIX, localPathOf } from './local-storage';

/** The driver the configuration names. */
export function createStorage(config: StorageConfig, publicOrigin: string): FileStorage {
  return config.driver === 's3' ? s3Storage(config) : localFileStorage(config, publicOrigin);
}
