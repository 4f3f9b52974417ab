import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@receipts/contract/schemas';
import { authError, authErrorSchema } from './validation';
import { SESSION_COOKIE } from '../../../plugins/session';
import { at, schemaFor } from '../../../routes/endpoint';

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/**
 * POST /api/auth/token/: a fresh short-lived access token for the browser's bearer, issued only to the
 * HttpOnly `sessionid` cookie session (a bearer cannot renew itself), so it is CSRF-protected like every cookie write.
 */
export const authTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.auth;
  const { token } = ENDPOINTS.auth;

  app.route({
    ...at(token),
    schema: schemaFor(
      token,
      {
        tags: ['auth'],
        summary: 'A new access token for the session cookie (the bearer the browser sends; expires after token_expires_in seconds)',
        description: 'Needs the sessionid cookie and the CSRF token; a bearer alone is refused (401), as is an ended session.',
      },
      { 401: authErrorSchema },
    ),
    handler: async (request) => {
      const cookieToken = request.cookies[SESSION_COOKIE];
      // Signed in by this very cookie (not by a bearer that came along with a dead cookie).
      if (!request.user || request.bearerOnly || !cookieToken || request.sessionToken !== cookieToken) throw authError(401, SESSION_ENDED);
      return services.grantAccessToken(cookieToken);
    },
  });
};

export default authTokenRoutes;
