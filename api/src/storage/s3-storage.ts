import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { keyToUrlPath, storedKey } from './avatar-file';
import type { FileStorage, PutFileInput, S3StorageConfig, StoredFile } from './types';

/** Objects never change under a name, so browsers and CDNs may keep them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** Any S3-compatible store. The object carries its content type and the uploader id (x-amz-meta-uploader-id). */
export function s3Storage(config: S3StorageConfig, client: S3Client = s3ClientFor(config)): FileStorage {
  const base = new URL(`${config.publicBaseUrl}/`);
  return {
    driver: 's3',
    async put({ folder, name, body, contentType, uploaderId }: PutFileInput): Promise<StoredFile> {
      const key = storedKey(folder, name, Date.now());
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          CacheControl: IMMUTABLE_CACHE,
          Metadata: { 'uploader-id': String(uploaderId) },
        }),
      );
      return { key, url: new URL(keyToUrlPath(key), base).toString() };
    },
  };
}

export function s3ClientFor(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    // Plain Content-Length uploads with no aws-chunked checksum trailers: what every S3-compatible store accepts.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
}
