import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** request.cookies and reply.setCookie; its onSend writes Set-Cookie, before the edge cache reads the answer. */
export const cookiePlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(cookie);
  },
  { name: 'cookie' },
);

export default cookiePlugin;
