import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from './errors';
import { isApiRoute } from './session';

/** Where the first NUL character sits in a value (e.g. "body.title"), or null when there is none. */
export function findNul(value: unknown, where: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? where : null;
  if (!value || typeof value !== 'object' || depth > 32) return null;
  for (const [key, inner] of Object.entries(value)) {
    // eslint-disable-next-line no-control-regex -- finding NUL is the point
    if (key.includes('\u0000')) return `${where}.${key.replace(/\u0000/g, '\\0')}`;
    const found = findNul(inner, `${where}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Routes the API reference describes outside /api/ (the site's JSON files, uploads): their schema is not hidden. */
const documented = (request: FastifyRequest) => {
  const schema = request.routeOptions.schema as { hide?: boolean } | undefined;
  return Boolean(schema) && !schema?.hide;
};

/**
 * PostgreSQL text cannot hold U+0000 ("invalid byte sequence for encoding UTF8: 0x00"), so a NUL anywhere in
 * the path parameters, query or JSON body would surface as a 500 from whichever query first used it. Refuse it
 * up front, for every /api route, as a 400 with the offending field; the same for every other route the API
 * reference describes, so the document's rule holds for all of them.
 */
export const nulGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      if (!isApiRoute(request) && !documented(request)) return;
      const where = findNul(request.params, 'params') ?? findNul(request.query, 'querystring') ?? findNul(request.body, 'body');
      if (where) {
        const message = `Invalid input: ${where}: must not contain NUL characters.`;
        // `error` too: some routes answer 400 as {error} (sign-in and verification messages).
        throw badRequest(message, { error: message, errors: { [where]: ['Must not contain NUL characters.'] } });
      }
    });
  },
  { name: 'nul-guard' },
);

export default nulGuardPlugin;
