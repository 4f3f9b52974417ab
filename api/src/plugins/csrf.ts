import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ENDPOINTS } from '@receipts/shared/contract/schemas';
import { at, schemaFor } from '../routes/endpoint';
import { HttpError } from './errors';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit CSRF: every unsafe /api request must echo the readable `csrftoken` cookie in X-CSRFToken.
 * Requests authenticated only by a bearer header carry no ambient credential, so they are exempt.
 */
export const csrfPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', async (request) => {
    if (SAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.bearerOnly) return;
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (!cookie) throw new HttpError(403, 'CSRF Failed: CSRF cookie not set.');
    if (typeof header !== 'string' || !header) throw new HttpError(403, 'CSRF Failed: CSRF token missing.');
    if (!safeEqual(cookie, header)) throw new HttpError(403, 'CSRF Failed: CSRF token incorrect.');
  });

  app.route({
    ...at(ENDPOINTS.auth.csrf),
    schema: schemaFor(
      ENDPOINTS.auth.csrf,
      {
        tags: ['auth'],
        summary: 'Issue a CSRF token (also set as the readable csrftoken cookie)',
      },
    ),
    handler: async (request, reply) => {
      const token = request.cookies[CSRF_COOKIE] || randomBytes(24).toString('base64url');
      reply.setCookie(CSRF_COOKIE, token, {
        path: '/',
        httpOnly: false,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: 365 * 24 * 60 * 60,
      });
      return { csrfToken: token };
    },
  });
});

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
