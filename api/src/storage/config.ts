import path from 'node:path';
import type { StorageConfig } from './types';

/**
 * STORAGE_DRIVER=local (default): files under DATA_DIR/uploads, served by this server under /uploads/.
 * STORAGE_DRIVER=s3: S3_BUCKET, S3_REGION (default us-east-1), S3_ENDPOINT (for S3-compatible stores),
 * S3_FORCE_PATH_STYLE, S3_ACCESS_KEY_ID + S3_SECRET_ACCESS_KEY (else the SDK's own lookup) and
 * S3_PUBLIC_BASE_URL (default: endpoint/bucket, or the bucket's AWS URL).
 */
export function loadStorageConfig(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const driver = (env.STORAGE_DRIVER || 'local').trim().toLowerCase();
  if (driver === 'local') return { driver: 'local', dir: path.join(dataDir, 'uploads'), metaDir: path.join(dataDir, 'uploads-meta') };
  if (driver !== 's3') throw new Error(`STORAGE_DRIVER must be "local" or "s3", not "${env.STORAGE_DRIVER}"`);
  const bucket = env.S3_BUCKET;
  if (!bucket) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
  const region = env.S3_REGION || 'us-east-1';
  const endpoint = env.S3_ENDPOINT ? env.S3_ENDPOINT.replace(/\/+$/, '') : null;
  const forcePathStyle = env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(endpoint);
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : null;
  const publicBaseUrl = (
    env.S3_PUBLIC_BASE_URL || (endpoint ? `${endpoint}/${bucket}` : `https://${bucket}.s3.${region}.amazonaws.com`)
  ).replace(/\/+$/, '');
  return { driver: 's3', bucket, region, endpoint, forcePathStyle, credentials, publicBaseUrl };
}
