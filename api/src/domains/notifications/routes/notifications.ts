import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@receipts/contract/schemas';
import { requireUser } from '../../../plugins/session';
import { errorResponses } from '../../../schemas/common';
import { at, schemaFor } from '../../../routes/endpoint';
import { signedIn } from '../../../plugins/guards';

/** The signed-in fan's own notifications (nobody reads another's: every query is by the session's user). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.notifications;
  const { list, read, preferences, updatePreferences } = ENDPOINTS.notifications;

  app.route({
    ...at(list),
    preValidation: signedIn,
    schema: schemaFor(
      list,
      { tags: ['notifications'], summary: 'Your notifications, newest activity first (keyset: before=), with the unread count' },
      errorResponses(400, 401),
    ),
    handler: async (request) => repo.list(requireUser(request).id, request.query.before, request.query.per_page),
  });

  app.route({
    ...at(read),
    preValidation: signedIn,
    schema: schemaFor(
      read,
      { tags: ['notifications'], summary: 'Mark some (ids) or all (all: true) of your notifications read; answers the unread count' },
      errorResponses(400, 401),
    ),
    handler: async (request) => {
      const user = requireUser(request);
      const unread = await repo.markRead(user.id, request.body);
      app.notificationBus.unread(user.id, unread); // the fan's other tabs and devices: the count, not a query each
      return { unread_count: unread };
    },
  });

  app.route({
    ...at(preferences),
    preValidation: signedIn,
    schema: schemaFor(preferences, { tags: ['notifications'], summary: 'How you get each kind of notification' }, errorResponses(401)),
    handler: async (request) => ({ preferences: await repo.preferences(requireUser(request).id) }),
  });

  app.route({
    ...at(updatePreferences),
    preValidation: signedIn,
    schema: schemaFor(
      updatePreferences,
      { tags: ['notifications'], summary: 'Change how you get some kinds: in_app, email_digest (the app and a daily e-mail) or off' },
      errorResponses(400, 401),
    ),
    handler: async (request) => ({ preferences: await repo.setPreferences(requireUser(request).id, request.body.preferences) }),
  });
};

export default notificationRoutes;
