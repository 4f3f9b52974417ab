import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../../plugins/errors';
import { requireUser } from '../../../plugins/session';
import { ENDPOINTS } from '@receipts/contract/schemas';
import { errorResponses } from '../../../schemas/common';
import { at, schemaFor } from '../../../routes/endpoint';
import { activeMember } from '../../moderation/plugins/suspension';

/** Following commentators, podcasts and shows, and other fans. */
export const SELF_FOLLOW = 'You cannot follow yourself.';

export const followRoutes: FastifyPluginAsyncZod = async (app) => {
  const { follows: repo, profiles } = app.repos;
  const { toggle, mine, ofUser } = ENDPOINTS.follows;

  app.route({
    ...at(toggle),
    preValidation: activeMember,
    schema: schemaFor(
      toggle,
      {
        tags: ['follows'],
        summary: 'Follow or unfollow a commentator, podcast, show or fan (signed in; a fan by user id, never oneself)',
      },
      errorResponses(400, 401, 403, 404),
    ),
    handler: async (request) => {
      const user = requireUser(request);
      const { followable_type: type, object_id: objectId } = request.body;
      if (type === 'user' && objectId === user.id) throw badRequest(SELF_FOLLOW, { errors: { object_id: [SELF_FOLLOW] } });
      const result = await repo.toggle(user.id, type, objectId);
      if (!result) throw notFound(`No ${type} with that id.`);
      return result;
    },
  });

  app.route({
    ...at(mine),
    schema: schemaFor(mine, {
      tags: ['follows'],
      summary: 'What the signed-in user follows; empty lists for a visitor',
    }),
    handler: async (request) => {
      if (!request.user) return { commentators: [], podcasts: [], shows: [], users: [] };
      return repo.listsOf(request.user.id);
    },
  });

  app.route({
    ...at(ofUser),
    schema: schemaFor(
      ofUser,
      {
        tags: ['follows'],
        summary: 'What a user follows',
      },
      errorResponses(400, 404),
    ),
    handler: async (request) => {
      const profile = await profiles.byHandle(request.params.username);
      if (!profile) throw notFound('User not found.');
      return repo.listsOf(profile.id);
    },
  });
};

export default followRoutes;
