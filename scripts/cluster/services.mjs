// What the instances of `npm run cluster` share: PostgreSQL, Redis, S3-compatible storage and the SECRET_KEY.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from '../lib.mjs';

const requireFromApi = createRequire(path.join(ROOT, 'api', 'package.json'));

/** Creates the database of DATABASE_URL when it is missing (connecting to the server's `postgres` database). */
export async function ensureDatabase(url) {
  const { Client } = requireFromApi('pg');
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`PostgreSQL is not reachable at ${admin.host} (${error.message}); start it, or set DATABASE_URL`);
  }
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
      return true;
    }
    return false;
  } finally {
    await client.end();
  }
}

/** Resolves when Redis at `url` answers PING; rejects with what to do otherwise. */
export function pingRedis(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port || 6379), hostname || '127.0.0.1', () => socket.write('PING\r\n'));
    socket.setTimeout(2_000, () => socket.destroy(new Error('timeout')));
    socket.on('data', (chunk) => {
      socket.destroy();
      if (/^\+PONG|^-NOAUTH/.test(chunk.toString())) resolve();
      else reject(new Error(`Redis at ${url} answered ${chunk.toString().trim()}`));
    });
    socket.on('error', (error) =>
      reject(new Error(`Redis is not reachable at ${url} (${error.message}); start it (redis-server --daemonize yes), or set REDIS_URL`)),
    );
  });
}

/**
 * SECRET_KEY from the environment; for a local run one generated once and kept in .data/cluster-secret-key, so
 * sessions' CSRF tokens survive a restart of the cluster. Production must bring its own.
 */
export function secretKey(env) {
  if (env.SECRET_KEY) return env.SECRET_KEY;
  if (env.NODE_ENV === 'production') throw new Error('SECRET_KEY must be set in production: every instance signs with it');
  const file = path.join(ROOT, '.data', 'cluster-secret-key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/**
 * The local S3-compatible server the tests use (s3rver, an API devDependency), with the bucket `avatars`, its files
 * under `dir`: for local runs only, when STORAGE_DRIVER/S3_* are not set.
 */
export async function startLocalS3({ dir, port }) {
  const S3rver = requireFromApi('s3rver');
  fs.mkdirSync(dir, { recursive: true });
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory: dir, configureBuckets: [{ name: 'avatars' }] });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'avatars',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PUBLIC_BASE_URL: `${endpoint}/avatars`,
    },
    stop: () => server.close(),
  };
}
