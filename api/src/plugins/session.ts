import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hashToken, type sessionsRepository, type UserRow } from '../repositories/sessions';
import { secureCookies } from './cookie-options';
import { setCsrfCookie, UNSAFE_METHOD } from './csrf';
import { VISITOR_BINDING } from './csrf-token';
import { forbidden, unauthorized } from './errors';

export const PERMANENTLY_SUSPENDED = 'Your account is suspended permanently.';

export const SESSION_COOKIE = 'sessionid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. */
    user: UserRow | null;
    /** The raw session token this request authenticated with. */
    sessionToken: string | null;
    /** The stored id of the session behind it (through an access token, too), and when what it authenticated with expires. */
    session: { id: string; expiresAt: Date } | null;
    /** True when the request was authenticated by its bearer header (then it needs no CSRF token). */
    bearerOnly: boolean;
    /** What this request's CSRF token must be bound to: the cookie session's id, or VISITOR_BINDING. */
    csrfBinding: string;
    /** An unsafe request whose bearer token is unknown or expired: 401 unless it passes the CSRF check (csrf.ts). */
    invalidBearer: boolean;
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

type Sessions = ReturnType<typeof sessionsRepository>;

/**
 * THE BEARER SEAM: how an `Authorization: Bearer` value becomes a signed-in user. The bearer is a short-lived access
 * token, never the session token: it resolves to the live session it was issued under, or to nothing.
 * Returning null makes an unsafe request a 401 unless it passes the CSRF check (an invalid bearer is never a CSRF bypass).
 */
export async function resolveBearer(
  sessions: Sessions,
  token: string,
): Promise<{ user: UserRow; sessionId: string; expiresAt: Date } | null> {
  return sessions.resolveAccessToken(token);
}

/** True when the route Fastify matched (not the raw request.url, which may be encoded or absolute-form) is under /api/. */
export const isApiRoute = (request: FastifyRequest) => (request.routeOptions.url ?? '').startsWith('/api/');

/**
 * Resolves the session from the `sessionid` cookie or an `Authorization: Bearer` header, for every /api route and
 * every unsafe request whatever its path (keyed on the matched route, so `/%61pi/…` is an /api route too).
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    const repo = app.repos.sessions;
    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', null);
    app.decorateRequest('session', null);
    app.decorateRequest('bearerOnly', false);
    app.decorateRequest('csrfBinding', VISITOR_BINDING);
    app.decorateRequest('invalidBearer', false);

    app.addHook('onRequest', async (request, reply) => {
      const unsafe = UNSAFE_METHOD(request.method);
      if (!unsafe && !isApiRoute(request)) return;
      const cookieToken = request.cookies[SESSION_COOKIE];
      if (cookieToken) {
        const session = await repo.resolve(cookieToken);
        if (session) {
          request.user = session.user;
          request.sessionToken = cookieToken;
          request.csrfBinding = hashToken(cookieToken);
          request.session = { id: request.csrfBinding, expiresAt: session.expiresAt };
          setSessionCookie(app, reply, request, cookieToken, session.expiresAt);
          return;
        }
      }
      const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim();
      if (!bearer) return;
      const resolved = await resolveBearer(repo, bearer);
      if (resolved) {
        request.user = resolved.user;
        request.sessionToken = bearer;
        request.session = { id: resolved.sessionId, expiresAt: resolved.expiresAt };
        request.bearerOnly = true;
      } else if (unsafe) {
        // Never a CSRF-free visitor: csrf.ts answers 401 unless the request also carries a valid CSRF token (a browser
        // whose stored token outlived its session may still sign in again as the visitor it now is).
        request.invalidBearer = true;
      }
    });

    app.decorate('startSession', async (reply: FastifyReply, request: FastifyRequest, userId: number) => {
      // Every way of signing in ends here: a permanent suspension refuses them all.
      if (await repo.isBarred(userId)) throw forbidden(PERMANENTLY_SUSPENDED);
      if (request.sessionToken) app.sessionBus.ended(await repo.destroy(request.sessionToken), 'revoked');
      const { token, expiresAt } = await repo.create(userId);
      setSessionCookie(app, reply, request, token, expiresAt);
      // The page's next write must carry a token bound to the new session: hand it one with this answer.
      request.csrfBinding = hashToken(token);
      setCsrfCookie(app, reply, request);
      return token;
    });

    app.decorate('endSession', async (reply: FastifyReply, request: FastifyRequest) => {
      if (request.sessionToken) app.sessionBus.ended(await repo.destroy(request.sessionToken), 'logout');
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      request.user = null;
      request.sessionToken = null;
      request.session = null;
      request.csrfBinding = VISITOR_BINDING;
      setCsrfCookie(app, reply, request);
    });
  },
  { name: 'session', dependencies: ['cookie', 'repositories', 'session-bus', 'static-guard'] },
);

function setSessionCookie(app: FastifyInstance, reply: FastifyReply, request: FastifyRequest, token: string, expires: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(app, request),
    expires,
  });
}

export default sessionPlugin;
