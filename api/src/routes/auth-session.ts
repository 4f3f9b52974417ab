import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authServices } from '../auth/services';
import { authCheckResponseSchema, backendUserSchema, userResponseSchema } from '../auth/schemas';
import { authErrorSchema } from '../auth/validation';
import { unauthorized } from '../plugins/errors';
import { SESSION_COOKIE } from '../plugins/session';
import { toBackendUser, type UserRow } from '../repositories/users';

/** The fixed development account GET /api/auth/test-create-user/ signs visitors in as. */
export const TEST_USER_EMAIL = 'test-user@receipts.test';

/** Who is signed in, logging out, the status page's checks. */
export const authSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = authServices(app);

  app.get(
    '/api/auth/user/',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user; 401 for visitors',
        response: { 200: userResponseSchema, 401: authErrorSchema },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return { user: toBackendUser(request.user) };
    },
  );

  app.post(
    '/api/auth/logout/',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session (its row is deleted and the cookie cleared); fine for visitors too',
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      await app.endSession(reply, request);
      return { success: true as const };
    },
  );

  app.get(
    '/api/auth-check/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Authentication status for the /auth-check page',
        response: { 200: authCheckResponseSchema },
      },
    },
    async (request) => ({
      authenticated: Boolean(request.user),
      user_id: request.user?.id ?? null,
      username: request.user?.username ?? null,
      cookies: { sessionid: Boolean(request.cookies[SESSION_COOKIE]) },
      environment: app.config.env,
    }),
  );

  if (app.config.isProduction) return;

  app.get(
    '/api/auth/test-create-user/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Development only (404 in production): the signed-in user, or sign in as the shared test account',
        description: `Signed in: answers the current user with created=false. Visitor: creates ${TEST_USER_EMAIL} if missing (created tells which), then starts a session for it.`,
        response: { 200: z.object({ user: backendUserSchema, created: z.boolean(), token: z.string().optional() }) },
      },
    },
    async (request, reply) => {
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
      const token = await app.startSession(reply, request, user.id);
      return { user: toBackendUser(user), created, token };
    },
  );
};
