import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How much of an oversized body is read and thrown away so its sender can read the 413; past it, the socket just closes. */
export const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * Reads what is left of the request body and discards it: resolves when the body ended, the client went away, or
 * `limit` bytes were thrown away. Closing a socket with unread data makes the kernel answer with a reset, which
 * discards the response the client has not read yet.
 */
export function drainBody(raw: IncomingMessage, limit = DRAIN_LIMIT_BYTES): Promise<void> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const done = () => {
      raw.off('data', onData).off('end', done).off('close', done).off('error', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limit) done();
    };
    raw.on('data', onData).on('end', done).on('close', done).on('error', done);
    // A multipart parser that gave up on it may still be piped to it, pausing it whenever it is full.
    raw.unpipe();
    raw.resume();
  });
}

/**
 * A 413 (a body over a route's limit: the JSON parser, an avatar upload) closes the connection, the rest of the body
 * may follow, but only once that body is read: a browser sends it whole (no `Expect: 100-continue`) before it reads
 * the answer, and it would otherwise get a connection reset instead of the 413 and its message.
 */
export const bodyLimitPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode !== 413) return payload;
      reply.header('connection', 'close');
      await drainBody(request.raw);
      return payload;
    });
  },
  { name: 'body-limit' },
);

export default bodyLimitPlugin;
