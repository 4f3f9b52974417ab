import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessionsRepository, type UserRow } from '../repositories/sessions';
import { unauthorized } from './errors';

export const SESSION_COOKIE = 'sessionid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. */
    user: UserRow | null;
    /** The raw session token this request authenticated with. */
    sessionToken: string | null;
    /** True when the request carried the token as a bearer header and no session cookie. */
    bearerOnly: boolean;
  }
  interface FastifyInstance {
    startSession(reply: FastifyReply, request: FastifyRequest, userId: number): Promise<string>;
    endSession(reply: FastifyReply, request: FastifyRequest): Promise<void>;
  }
}

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** Resolves the session from the `sessionid` cookie or an `Authorization: Bearer` header. */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  const repo = sessionsRepository(app.db);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('bearerOnly', false);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const cookieToken = request.cookies[SESSION_COOKIE];
    const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim();
    const token = cookieToken || bearer;
    request.bearerOnly = Boolean(bearer && !cookieToken);
    if (!token) return;
    const session = await repo.resolve(token);
    if (!session) return;
    request.user = session.user;
    request.sessionToken = token;
    if (cookieToken) setSessionCookie(reply, request, cookieToken, session.expiresAt);
  });

  app.decorate('startSession', async (reply: FastifyReply, request: FastifyRequest, userId: number) => {
    if (request.sessionToken) await repo.destroy(request.sessionToken);
    const { token, expiresAt } = await repo.create(userId);
    setSessionCookie(reply, request, token, expiresAt);
    return token;
  });

  app.decorate('endSession', async (reply: FastifyReply, request: FastifyRequest) => {
    if (request.sessionToken) await repo.destroy(request.sessionToken);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    request.user = null;
    request.sessionToken = null;
  });
});

function setSessionCookie(reply: FastifyReply, request: FastifyRequest, token: string, expires: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires,
  });
}
