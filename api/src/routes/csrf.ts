import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@receipts/contract/schemas';
import { CSRF_COOKIE, setCsrfCookie } from '../plugins/csrf';
import { verifyCsrfToken } from '../plugins/csrf-token';
import { at, schemaFor } from './endpoint';

/** The CSRF token a client echoes on its writes (plugins/csrf.ts checks it on every unsafe request). */
export const csrfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...at(ENDPOINTS.auth.csrf),
    schema: schemaFor(ENDPOINTS.auth.csrf, {
      tags: ['auth'],
      summary: 'Issue a CSRF token bound to the session (also set as the readable csrftoken cookie)',
    }),
    handler: async (request, reply) => {
      const current = request.cookies[CSRF_COOKIE];
      // Keep a token that is still valid for this session (other tabs hold it); otherwise sign a new one.
      if (current && verifyCsrfToken(app.config.secretKey, request.csrfBinding, current)) return { csrfToken: current };
      return { csrfToken: setCsrfCookie(app, reply, request) };
    },
  });
};

export default csrfRoutes;
