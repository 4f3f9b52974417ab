import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CLIENT_ERROR_MAX_BYTES, ENDPOINTS } from '@receipts/contract/schemas';
import { HttpError } from '../plugins/errors';
import { at, schemaFor } from './endpoint';

/** Reports a browser may send per minute (one broken page reports a handful; a loop must not flood the log). */
export const CLIENT_ERRORS_PER_MINUTE = 20;

/** Keeps control characters (and so forged log lines) out of what the browser sent. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const clean = (text: string | undefined) => text?.replace(/[\u0000-\u001f\u007f]+/g, ' ');

/**
 * POST /api/client-errors/: what failed in a browser, written to the server log with the remote's name and
 * version. Anonymous (a visitor's page fails too), size-limited, rate-limited per address; nothing of the request's
 * headers (cookies, tokens) is logged.
 */
export const clientErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clientErrors } = ENDPOINTS.meta;
  const limit = app.limiter(
    () => ({ limit: CLIENT_ERRORS_PER_MINUTE, windowMs: 60_000 }),
    (wait) => new HttpError(429, `Too many error reports. Please wait ${wait} second${wait === 1 ? '' : 's'}.`),
  );
  app.route({
    ...at(clientErrors),
    bodyLimit: CLIENT_ERROR_MAX_BYTES,
    schema: schemaFor(clientErrors, { tags: ['meta'], summary: "Report an error from a fan's browser (logged, never stored)" }),
    handler: async (request, reply) => {
      await limit(request, reply, [`client-errors:${request.ip}`]);
      const { kind, remote, version, path, message, stack } = request.body;
      const where = remote ? `${remote}@${version ?? 'unknown'}` : 'shell';
      request.log.warn(
        {
          clientError: {
            kind,
            remote: remote ?? 'shell',
            version: version ?? null,
            path: clean(path)?.split('?')[0] ?? null,
            stack: clean(stack) ?? null,
          },
        },
        `client error (${kind}) in ${where}: ${clean(message)}`,
      );
      return reply.status(204).send(null);
    },
  });
};

export default clientErrorRoutes;
