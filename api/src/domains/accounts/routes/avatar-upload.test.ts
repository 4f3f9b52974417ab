import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Commentator, Show } from '@receipts/contract';
import { buildApp } from '../../../app';
import { commentators, podcasts, shows } from '../../../db/schema';
import { MAX_AVATAR_BYTES } from '../../../storage';
import { cookieHeaders, createTestApp, createUserWithSession, json, type TestContext } from '../../../test/harness';
import { GIF_BYTES, JPEG_BYTES, WEBP_BYTES, multipartFile, multipartFiles, solidPng } from '../../../test/multipart';
import { NOT_AN_IMAGE, NO_FILE, ONE_FILE, TOO_LARGE } from './avatar-upload';

const ORIGIN = 'http://localhost:8080';
let ctx: TestContext;
let dataDir: string;
let member: Awaited<ReturnType<typeof createUserWithSession>>;
let staff: Awaited<ReturnType<typeof createUserWithSession>>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-uploads-'));
  ctx = await createTestApp({ publicOrigin: ORIGIN, dataDir });
  member = await createUserWithSession(ctx);
  staff = await createUserWithSession(ctx, { isStaff: true });
  await ctx.database.db.insert(commentators).values({ slug: 'ana-alvarez', name: 'Ana Alvarez' });
  await ctx.database.db.insert(podcasts).values({ slug: 'hoops-hour', name: 'Hoops Hour' });
  await ctx.database.db.insert(shows).values({ slug: 'gridiron-live', name: 'Gridiron Live' });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const uploadsDir = () => path.join(dataDir, 'uploads');
/** Every stored file, relative to DATA_DIR/uploads. */
const storedFiles = (): string[] =>
  fs.existsSync(uploadsDir())
    ? (fs.readdirSync(uploadsDir(), { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(uploadsDir(), f)).isFile())
    : [];

const upload = (
  kind: string,
  slug: string,
  file: { name: string; type: string; body: Buffer },
  headers: Record<string, string> = staff.headers,
) => {
  const { payload, headers: multipartHeaders } = multipartFile(file);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/${kind}/${slug}/avatar-upload/`,
    payload,
    headers: { ...headers, ...multipartHeaders },
  });
};
const png = (name = 'face.png') => ({ name, type: 'image/png', body: solidPng(8, 8) });

describe('POST /api/{kind}/{slug}/avatar-upload/ refuses, and stores nothing, when', () => {
  afterEach(() => expect(storedFiles()).toEqual([]));

  it('the caller is a visitor (401) or not staff (403)', async () => {
    expect((await upload('commentators', 'ana-alvarez', png(), {})).statusCode).toBe(401);
    const forbidden = await upload('commentators', 'ana-alvarez', png(), member.headers);
    expect(forbidden.statusCode).toBe(403);
    expect(json(forbidden).detail).toBe('You do not have permission to perform this action.');
  });

  it('a cookie session sends no CSRF token, or a wrong one (403)', async () => {
    const { cookie } = cookieHeaders(staff.token);
    const missing = await upload('shows', 'gridiron-live', png(), { cookie });
    expect(missing.statusCode).toBe(403);
    expect(json(missing).detail).toBe('CSRF Failed: CSRF token missing.');
    const wrong = await upload('shows', 'gridiron-live', png(), { cookie, 'x-csrftoken': 'something-else' });
    expect(json(wrong).detail).toBe('CSRF Failed: CSRF token incorrect.');
  });

  it('the slug is unknown (404)', async () => {
    const response = await upload('podcasts', 'nobody-here', png());
    expect(response.statusCode).toBe(404);
    expect(json(response).detail).toBe('Podcast not found');
  });

  it.each([
    ['plain text called .png', { name: 'face.png', type: 'image/png', body: Buffer.from('not an image at all') }],
    ['a GIF', { name: 'face.gif', type: 'image/gif', body: GIF_BYTES }],
    [
      'an SVG declared as PNG',
      { name: 'x.png', type: 'image/png', body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
    ],
    ['a truncated PNG signature', { name: 'x.png', type: 'image/png', body: solidPng().subarray(0, 5) }],
  ])('the bytes are %s (400 with a message)', async (_name, file) => {
    const response = await upload('commentators', 'ana-alvarez', file);
    expect(response.statusCode).toBe(400);
    expect(json(response).detail).toBe(NOT_AN_IMAGE);
  });

  it('there is no file, or an empty one (400)', async () => {
    const empty = await upload('commentators', 'ana-alvarez', { name: 'x.png', type: 'image/png', body: Buffer.alloc(0) });
    expect(json(empty)).toEqual({ detail: NO_FILE });
    const asJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/commentators/ana-alvarez/avatar-upload/',
      headers: staff.headers,
      payload: { photo: 'x' },
    });
    expect(asJson.statusCode).toBe(400);
    expect(json(asJson).detail).toBe(NO_FILE);
  });

  it.each([
    ['two files in the same field', ['file', 'file']],
    ['a second file in another field', ['file', 'other']],
  ])('the body carries %s (400 with a message)', async (_name, fields) => {
    const { payload, headers } = multipartFiles(fields.map((field, i) => ({ field, ...png(`face-${i}.png`) })));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/commentators/ana-alvarez/avatar-upload/',
      payload,
      headers: { ...staff.headers, ...headers },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ detail: ONE_FILE });
  });

  it('the file is over 5 MB (413 with a message)', async () => {
    const body = Buffer.concat([solidPng(), Buffer.alloc(MAX_AVATAR_BYTES)]);
    const response = await upload('shows', 'gridiron-live', { name: 'huge.png', type: 'image/png', body });
    expect(response.statusCode).toBe(413);
    expect(json(response)).toEqual({ detail: TOO_LARGE });
  });
});

describe('the local driver (DATA_DIR/uploads, served under /uploads/)', () => {
  let url = '';

  it('stores {kind}/{slug}/{timestamp}-{name} with its content type and uploader id, and answers its URL', async () => {
    const before = Date.now();
    const response = await upload('commentators', 'ana-alvarez', png('My Face!.png'), cookieHeaders(staff.token));
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body).toEqual({ url: expect.any(String), key: expect.any(String), content_type: 'image/png', size: solidPng(8, 8).length });
    const match = /^commentators\/ana-alvarez\/(\d+)-My-Face\.png$/.exec(body.key);
    expect(match).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(before);
    expect(body.url).toBe(`${ORIGIN}/uploads/${body.key}`);
    expect(fs.readFileSync(path.join(uploadsDir(), body.key))).toEqual(solidPng(8, 8));
    const meta = JSON.parse(fs.readFileSync(path.join(dataDir, 'uploads-meta', `${body.key}.json`), 'utf8'));
    expect(meta).toMatchObject({ contentType: 'image/png', uploaderId: staff.user.id, size: body.size });
    url = body.url;
  });

  it('serves the file back with its type, nosniff and a year of immutable caching', async () => {
    const served = await ctx.app.inject({ url: new URL(url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(solidPng(8, 8));
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });

  it('names files by the type their bytes are, for JPEG and WebP too', async () => {
    const jpeg = json(await upload('podcasts', 'hoops-hour', { name: 'pic.webp', type: 'image/webp', body: JPEG_BYTES }));
    expect(jpeg).toMatchObject({ content_type: 'image/jpeg', key: expect.stringMatching(/^podcasts\/hoops-hour\/\d+-pic\.jpg$/) });
    const webp = json(await upload('shows', 'gridiron-live', { name: 'crop.jpg', type: 'image/jpeg', body: WEBP_BYTES }));
    expect(webp).toMatchObject({ content_type: 'image/webp', key: expect.stringMatching(/^shows\/gridiron-live\/\d+-crop\.webp$/) });
    expect((await ctx.app.inject({ url: new URL(webp.url).pathname })).headers['content-type']).toBe('image/webp');
    const twice = await Promise.all([1, 2].map(() => upload('shows', 'gridiron-live', png('same.png'))));
    expect(new Set(twice.map((response) => json(response).key)).size).toBe(2);
  });

  it('serves nothing else under /uploads/', async () => {
    for (const bad of [
      '/uploads/',
      '/uploads/nothing.png',
      '/uploads/commentators/ana-alvarez/.hidden.png',
      '/uploads/%2e%2e/uploads-meta/x.json',
      '/uploads/commentators/ana-alvarez/notes.txt',
    ]) {
      expect([bad, (await ctx.app.inject({ url: bad })).statusCode]).toEqual([bad, 404]);
    }
  });

  it('update-photo takes the uploaded URL, and only storage URLs', async () => {
    const patch = (photoUrl: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/commentators/ana-alvarez/update-photo/',
        headers: staff.headers,
        payload: { photo_url: photoUrl },
      });
    expect(json<Commentator>(await patch(url)).photo_url).toBe(url);
    for (const refused of [
      `${ORIGIN}/api/commentators/`,
      `${ORIGIN}/face.png`,
      `${ORIGIN}/uploads/`,
      'https://elsewhere.example/uploads/x.png',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)//uploads/',
    ]) {
      const response = await patch(refused);
      expect([refused, response.statusCode]).toEqual([refused, 400]);
    }
    expect(json<Commentator>(await ctx.app.inject({ url: '/api/commentators/ana-alvarez/' })).photo_url).toBe(url);
  });

  it('keeps the photo and the file across a server restart', async () => {
    await ctx.app.close();
    const restarted = await buildApp({ config: ctx.app.config, database: ctx.database });
    try {
      expect(json<Commentator>(await restarted.inject({ url: '/api/commentators/ana-alvarez/' })).photo_url).toBe(url);
      const served = await restarted.inject({ url: new URL(url).pathname });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload).toEqual(solidPng(8, 8));
      expect(json<Show>(await restarted.inject({ url: '/api/shows/gridiron-live/' })).slug).toBe('gridiron-live');
    } finally {
      await restarted.close();
    }
  });
});
