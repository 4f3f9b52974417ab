import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@receipts/contract/schemas';
import { authErrorSchema } from './validation';
import { unauthorized } from '../../../plugins/errors';
import { SESSION_COOKIE } from '../../../plugins/session';
import { toBackendUser, type UserRow } from '../data/users';
import { at, schemaFor } from '../../../routes/endpoint';

/** The fixed development account POST /api/auth/test-create-user/ signs visitors in as. */
export const TEST_USER_EMAIL = 'test-user@receipts.test';

/** Who is signed in, logging out, the status page's checks. */
export const authSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.auth;
  const { currentUser, logout, authCheck, testCreateUser } = ENDPOINTS.auth;

  app.route({
    ...at(currentUser),
    schema: schemaFor(
      currentUser,
      {
        tags: ['auth'],
        summary: 'The signed-in user; 401 for visitors',
      },
      { 401: authErrorSchema },
    ),
    handler: async (request) => {
      if (!request.user) throw unauthorized();
      return { user: toBackendUser(request.user) };
    },
  });

  app.route({
    ...at(logout),
    schema: schemaFor(logout, {
      tags: ['auth'],
      summary: 'End the session (its row is deleted and the cookie cleared); fine for visitors too',
    }),
    handler: async (request, reply) => {
      await app.endSession(reply, request);
      return { success: true as const };
    },
  });

  app.route({
    ...at(authCheck),
    schema: schemaFor(authCheck, {
      tags: ['auth'],
      summary: 'Authentication status for the /auth-check page',
    }),
    handler: async (request) => ({
      authenticated: Boolean(request.user),
      user_id: request.user?.id ?? null,
      username: request.user?.username ?? null,
      cookies: { sessionid: Boolean(request.cookies[SESSION_COOKIE]) },
      environment: app.config.env,
    }),
  });

  // Off in production (and the server refuses to start with TEST_ENDPOINTS=true there); POST, so CSRF-checked.
  if (!app.config.testEndpoints || app.config.isProduction) return;

  app.route({
    ...at(testCreateUser),
    schema: schemaFor(testCreateUser, {
      tags: ['auth'],
      summary: 'Development only (404 in production), POST with the CSRF token: the signed-in user, or sign in as the shared test account',
      description: `Signed in: answers the current user with created=false. Visitor: creates ${TEST_USER_EMAIL} if missing (created tells which), then starts a session for it.`,
    }),
    handler: async (request, reply) => {
      if (request.user) return { user: toBackendUser(request.user), created: false };
      let user: UserRow | null = await services.users.findByEmail(TEST_USER_EMAIL);
      let created = false;
      if (!user) {
        try {
          user = await services.users.create({ email: TEST_USER_EMAIL, name: 'Test User', emailVerified: true, authProvider: 'test' });
          created = true;
        } catch {
          user = await services.users.findByEmail(TEST_USER_EMAIL);
          if (!user) throw new Error('could not create the test user');
        }
      }
      const grant = await services.grantAccessToken(await app.startSession(reply, request, user.id));
      return { user: toBackendUser(user), created, ...grant };
    },
  });
};

export default authSessionRoutes;
