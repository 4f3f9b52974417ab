import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
// s3rver has no type declarations; it is a development S3 server (Koa) used only here.
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => { run(): Promise<AddressInfo>; close(): Promise<void> };
import { commentators } from '../db/schema';
import { createTestApp, createUserWithSession, json, type TestContext } from '../test/harness';
import { multipartFile, solidPng } from '../test/multipart';
import { loadStorageConfig } from './config';
import { s3ClientFor } from './s3-storage';
import type { S3StorageConfig } from './types';

/**
 * The s3 driver speaks the real S3 protocol (PutObject with content type, cache control and metadata) to s3rver,
 * a local S3-compatible server. NOTE: s3rver does not check SigV4 signatures (it only looks the access key up), so
 * this proves the requests, headers and object layout, not that the signing would satisfy AWS itself.
 */
let server: { run(): Promise<AddressInfo>; close(): Promise<void> };
let directory: string;
let storage: S3StorageConfig;
let ctx: TestContext;
let staff: Awaited<ReturnType<typeof createUserWithSession>>;

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-s3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'avatars' }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  storage = loadStorageConfig(
    { STORAGE_DRIVER: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: 'avatars', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    '/unused',
  ) as S3StorageConfig;
  ctx = await createTestApp({ publicOrigin: 'http://localhost:8080', storage });
  staff = await createUserWithSession(ctx, { isStaff: true });
  await ctx.database.db.insert(commentators).values({ slug: 'ana-alvarez', name: 'Ana Alvarez' });
});
afterAll(async () => {
  await ctx.close();
  await server.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

describe('S3 configuration', () => {
  it('reads the environment, with path-style addressing and a public base URL for custom endpoints', () => {
    expect(storage).toEqual({
      driver: 's3',
      bucket: 'avatars',
      region: 'us-east-1',
      endpoint: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      publicBaseUrl: `${storage.endpoint}/avatars`,
    });
    expect(
      loadStorageConfig(
        { STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_REGION: 'eu-west-1', S3_PUBLIC_BASE_URL: 'https://cdn.example.com/a/' },
        '/d',
      ),
    ).toMatchObject({
      endpoint: null,
      forcePathStyle: false,
      credentials: null,
      publicBaseUrl: 'https://cdn.example.com/a',
    });
    expect(loadStorageConfig({}, '/d')).toEqual({
      driver: 'local',
      dir: path.join('/d', 'uploads'),
      metaDir: path.join('/d', 'uploads-meta'),
    });
    expect(() => loadStorageConfig({ STORAGE_DRIVER: 's3' }, '/d')).toThrow('S3_BUCKET');
    expect(() => loadStorageConfig({ STORAGE_DRIVER: 'ftp' }, '/d')).toThrow('STORAGE_DRIVER');
  });
});

describe('the s3 driver against s3rver', () => {
  it('puts the object with its content type, long caching and the uploader id, and answers its public URL', async () => {
    const { payload, headers } = multipartFile({ name: 'face.png', type: 'image/png', body: solidPng(6, 6) });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/commentators/ana-alvarez/avatar-upload/',
      payload,
      headers: { ...staff.headers, ...headers },
    });
    expect(response.statusCode).toBe(200);
    const { url, key } = json<{ url: string; key: string }>(response);
    expect(key).toMatch(/^commentators\/ana-alvarez\/\d+-face\.png$/);
    expect(url).toBe(`${storage.publicBaseUrl}/${key}`);

    const head = await s3ClientFor(storage).send(new HeadObjectCommand({ Bucket: 'avatars', Key: key }));
    expect(head).toMatchObject({
      ContentType: 'image/png',
      CacheControl: 'public, max-age=31536000, immutable',
      Metadata: { 'uploader-id': String(staff.user.id) },
    });
    const fetched = await fetch(url);
    expect(fetched.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await fetched.arrayBuffer())).toEqual(solidPng(6, 6));

    const patch = (photoUrl: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/commentators/ana-alvarez/update-photo/',
        headers: staff.headers,
        payload: { photo_url: photoUrl },
      });
    expect(json(await patch(url)).photo_url).toBe(url);
    // With S3 configured, this origin's /uploads/ is not storage any more, and nothing is served there.
    expect((await patch('http://localhost:8080/uploads/commentators/ana-alvarez/1-face.png')).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: `/uploads/${key}` })).statusCode).toBe(404);
  });
});
