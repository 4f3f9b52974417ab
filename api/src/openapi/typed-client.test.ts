import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from '../domains/accounts/data/passwords';
import { commentators, users } from '../db/schema';
import { createTestApp, createUserWithSession, json, type TestContext } from '../test/harness';
import { solidPng } from '../test/multipart';
import { typedClient } from './typed-client';

let ctx: TestContext;
let dataDir: string;
let base: string;
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-client-'));
  ctx = await createTestApp({ dataDir });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  await ctx.database.db.insert(users).values({
    email: 'editor@example.test',
    username: 'editor',
    name: 'Editor',
    emailVerified: true,
    isStaff: true,
    passwordHash: await hashPassword(PASSWORD),
  });
  await ctx.database.db.insert(commentators).values({ slug: 'ana-alvarez', name: 'Ana Alvarez' });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Reads a Server-Sent Events body until an event of this name arrives; answers its data. */
async function firstEvent(body: ReadableStream<Uint8Array>, name: string): Promise<unknown> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const lines = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      const field = (key: string) => lines.find((line) => line.startsWith(`${key}: `))?.slice(key.length + 2);
      if (field('event') === name) return JSON.parse(field('data') ?? 'null');
    }
  }
  throw new Error(`the stream ended before a ${name} event`);
}

describe('a client generated from /api/docs (openapi-typescript + openapi-fetch) against a listening server', () => {
  it('signs in with the CSRF dance, posts a statement, uploads an avatar as staff and reads a notification event', async () => {
    const client = typedClient(base);

    const csrf = await client.GET('/api/csrf/');
    expect(csrf.data?.csrfToken).toEqual(expect.any(String));
    const login = await client.POST('/api/auth/email/login/', { body: { email: 'editor@example.test', password: PASSWORD } });
    expect(login.response.status).toBe(200);

    const posted = await client.POST('/api/content-api/statements/', {
      body: { statement_type: 'opinion', title: 'Defense wins championships', body: 'It always has.' },
    });
    expect(posted.response.status).toBe(201);
    expect(posted.data?.title).toBe('Defense wins championships');

    const upload = await client.POST('/api/commentators/{slug}/avatar-upload/', {
      params: { path: { slug: 'ana-alvarez' } },
      body: { file: new Blob([solidPng(8, 8)], { type: 'image/png' }) as unknown as string },
      bodySerializer: (body) => {
        const form = new FormData();
        form.append('file', body.file as unknown as Blob, 'ana.png');
        return form;
      },
    });
    expect(upload.response.status).toBe(200);
    expect(upload.data?.content_type).toBe('image/png');

    const abort = new AbortController();
    const stream = await client.GET('/api/notifications/stream/', { parseAs: 'stream', signal: abort.signal });
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const mine = await client.POST('/api/content-api/comments/', { body: { statement: posted.data!.id, text: 'Agreed.', parent: null } });
    const fan = await createUserWithSession(ctx);
    const reply = await ctx.app.inject({
      method: 'POST',
      url: '/api/content-api/comments/',
      headers: fan.headers,
      payload: { statement: posted.data!.id, text: 'Not this year.', parent: mine.data!.id },
    });
    expect(json(reply)).toMatchObject({ text: 'Not this year.' });
    const event = await firstEvent(stream.response.body!, 'notification');
    abort.abort();
    expect(event).toMatchObject({ notification: { kind: 'comment_reply' }, unread_count: 1 });
  });
});
