import fs from 'node:fs';
import path from 'node:path';
import { keyToUrlPath, storedKey } from './avatar-file';
import type { FileStorage, LocalStorageConfig, PutFileInput, StoredFile } from './types';

export const UPLOADS_PREFIX = '/uploads/';

/**
 * Files under `dir/{kind}/{slug}/{timestamp}-{name}`, served by this server under /uploads/ (see the uploads
 * plugin). Names never repeat: a file is created exclusively and a taken timestamp moves on by 1 ms.
 */
export function localFileStorage(config: LocalStorageConfig, publicOrigin: string): FileStorage {
  const origin = new URL(publicOrigin).origin;
  return {
    driver: 'local',
    async put({ folder, name, body, contentType, uploaderId }: PutFileInput): Promise<StoredFile> {
      await fs.promises.mkdir(path.join(config.dir, folder), { recursive: true });
      for (let timestamp = Date.now(); ; timestamp += 1) {
        const key = storedKey(folder, name, timestamp);
        try {
          await fs.promises.writeFile(path.join(config.dir, key), body, { flag: 'wx' });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
          throw error;
        }
        const meta = path.join(config.metaDir, `${key}.json`);
        await fs.promises.mkdir(path.dirname(meta), { recursive: true });
        await fs.promises.writeFile(
          meta,
          JSON.stringify({ contentType, uploaderId, size: body.length, uploadedAt: new Date(timestamp).toISOString() }),
        );
        return { key, url: `${origin}${UPLOADS_PREFIX}${keyToUrlPath(key)}` };
      }
    },
  };
}

/** The file of a stored key, or null when the key could lead outside the folder. */
export function localPathOf(config: LocalStorageConfig, key: string): string | null {
  const file = path.resolve(config.dir, key);
  return file.startsWith(path.resolve(config.dir) + path.sep) ? file : null;
}
