// @engine-agnostic: request size limits are Fastify's, before any query (runs in the PostgreSQL pass only when both run: api/scripts/run-tests.mjs).
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { insertPundits } from '../test/pundits';
import { createTestApp, createUserWithSession, type TestContext } from '../test/harness';

/**
 * A body over the limit, sent the way browsers send it (no `Expect: 100-continue`, the whole body at once), gets its
 * 413 with a clean close: the client reads the answer instead of a connection reset. Over a real socket, several
 * times, as the reset was intermittent.
 */
let ctx: TestContext;
let port: number;
let staffToken: string;

beforeAll(async () => {
  ctx = await createTestApp();
  await insertPundits(ctx);
  staffToken = (await createUserWithSession(ctx, { isStaff: true })).accessToken;
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());

const TEN_MB = 10 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'a');

/** Sends the head and then `size` bytes of body as fast as the socket takes them; resolves with what came back. */
function send(head: string, size: number, prefix = '', suffix = ''): Promise<{ response: string; error: string | null }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let error: string | null = null;
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', (err: NodeJS.ErrnoException) => (error = err.code ?? err.message));
    socket.on('close', () => resolve({ response: Buffer.concat(received).toString('latin1'), error }));
    socket.write(head);
    if (prefix) socket.write(head.includes('chunked') ? `${Buffer.byteLength(prefix).toString(16)}\r\n${prefix}\r\n` : prefix);
    let sent = 0;
    const pump = () => {
      while (sent < size && !socket.destroyed) {
        const piece = CHUNK.subarray(0, Math.min(CHUNK.length, size - sent));
        sent += piece.length;
        if (!socket.write(head.includes('chunked') ? `${piece.length.toString(16)}\r\n${piece}\r\n` : piece)) {
          socket.once('drain', pump);
          return;
        }
      }
      if (suffix && !socket.destroyed)
        socket.write(head.includes('chunked') ? `${Buffer.byteLength(suffix).toString(16)}\r\n${suffix}\r\n` : suffix);
      if (head.includes('chunked') && !socket.destroyed) socket.write('0\r\n\r\n');
    };
    pump();
  });
}

const statusOf = (response: string) => response.split('\r\n')[0];

describe('an oversized body without Expect: 100-continue', () => {
  it.each([1, 2, 3, 4, 5])('JSON with its length: the client reads the 413 and a clean close (try %i)', async () => {
    const head = `POST /api/content-api/statements/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${TEN_MB}\r\n\r\n`;
    const { response, error } = await send(head, TEN_MB);
    expect({ status: statusOf(response), error }).toEqual({ status: 'HTTP/1.1 413 Payload Too Large', error: null });
    expect(response).toMatch(/\r\nconnection: close\r\n/i);
  });

  it.each([1, 2, 3])('JSON sent chunked, no length: the same (try %i)', async () => {
    const head = `POST /api/content-api/statements/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`;
    const { response, error } = await send(head, TEN_MB);
    expect({ status: statusOf(response), error }).toEqual({ status: 'HTTP/1.1 413 Payload Too Large', error: null });
  });

  it.each([1, 2, 3])('an avatar upload of 10 MB: the 413 with its message (try %i)', async () => {
    const head =
      `POST /api/commentators/ana-alvarez/avatar-upload/ HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${staffToken}\r\n` +
      `Content-Type: multipart/form-data; boundary=xyz\r\nContent-Length: ${TEN_MB}\r\n\r\n`;
    const { response, error } = await send(head, TEN_MB);
    expect({ status: statusOf(response), error }).toEqual({ status: 'HTTP/1.1 413 Payload Too Large', error: null });
    expect(response).toContain('The image is larger than 5 MB.');
  });

  it.each([1, 2, 3])('an avatar of 10 MB sent chunked, found too large while reading it: the same (try %i)', async () => {
    const head =
      `POST /api/commentators/ana-alvarez/avatar-upload/ HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${staffToken}\r\n` +
      `Content-Type: multipart/form-data; boundary=xyz\r\nTransfer-Encoding: chunked\r\n\r\n`;
    const part = '--xyz\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n';
    const { response, error } = await send(head, TEN_MB, part, '\r\n--xyz--\r\n');
    expect({ status: statusOf(response), error }).toEqual({ status: 'HTTP/1.1 413 Payload Too Large', error: null });
    expect(response).toContain('The image is larger than 5 MB.');
  });
});
