import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hooksBefore } from './request-hooks';
import { secureCookies } from './cookie-options';
import { makeCsrfToken, verifyCsrfToken } from './csrf-token';
import { HttpError } from './errors';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
export const UNSAFE_METHOD = (method: string) => !SAFE.has(method);

/** Sets a fresh readable `csrftoken` cookie bound to the request's session (request.csrfBinding); returns it. */
export function setCsrfCookie(app: FastifyInstance, reply: FastifyReply, request: FastifyRequest): string {
  const token = makeCsrfToken(app.config.secretKey, request.csrfBinding);
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: secureCookies(app, request),
    maxAge: 365 * 24 * 60 * 60,
  });
  return token;
}

/**
 * Double-submit CSRF with a signed token: every unsafe request (any method but GET/HEAD/OPTIONS, whatever its
 * path; so `/%61pi/…`, `http://host/api/…` and unknown paths alike) must echo the readable `csrftoken` cookie in
 * X-CSRFToken, and the token must be one this server signed for the request's session (csrf-token.ts).
 * Requests authenticated by a valid bearer header carry no ambient credential, so they are exempt; one with an
 * invalid bearer is a 401 unless it passes the check (then it is the visitor or cookie session it is). Runs as the
 * first preHandler, as before: a route's sign-in and staff guards (preValidation) answer 401/403 first, and nothing
 * a handler does happens without it (a text/plain body is parsed, and refused by the route's schema or here).
 */
function csrfProblem(request: FastifyRequest, secret: string): string | null {
  const cookie = request.cookies[CSRF_COOKIE];
  const header = request.headers[CSRF_HEADER];
  if (!cookie) return 'CSRF Failed: CSRF cookie not set.';
  if (typeof header !== 'string' || !header) return 'CSRF Failed: CSRF token missing.';
  if (cookie !== header || !verifyCsrfToken(secret, request.csrfBinding, header)) return 'CSRF Failed: CSRF token incorrect.';
  return null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: a route whose URL carries its own single-purpose credential and that reads no session (RFC 8058 unsubscribe). */
    csrf?: boolean;
  }
}

export const csrfPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request) => {
      if (!UNSAFE_METHOD(request.method) || request.bearerOnly || request.routeOptions.config?.csrf === false) return;
      const problem = csrfProblem(request, app.config.secretKey);
      if (problem && request.invalidBearer) throw new HttpError(401, 'Invalid or expired token.');
      if (problem) throw new HttpError(403, problem);
    });
  },
  { name: 'csrf', dependencies: hooksBefore('csrf') },
);

export default csrfPlugin;
