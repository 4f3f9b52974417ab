import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../plugins/errors';
import { requireUser } from '../plugins/session';
import { followsRepository } from '../repositories/follows';
import { profilesRepository } from '../repositories/profiles';
import { errorResponses, usernameParams } from '../schemas/common';
import { followListsSchema, followToggleBody, followToggleResponse } from '../schemas/directory';
import { signedIn } from './guards';

/** Following commentators, podcasts and shows (spec §4 "Follow toggle", §7). */
export const followRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = followsRepository(app.db);
  const profiles = profilesRepository(app.db);

  app.post(
    '/api/follow/toggle/',
    {
      preValidation: signedIn,
      schema: {
        tags: ['follows'],
        summary: 'Follow or unfollow a commentator, podcast or show (signed in)',
        body: followToggleBody,
        response: { 200: followToggleResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const result = await repo.toggle(user.id, request.body.followable_type, request.body.object_id);
      if (!result) throw notFound(`No ${request.body.followable_type} with that id.`);
      return result;
    },
  );

  app.get(
    '/api/follow/list/',
    {
      schema: {
        tags: ['follows'],
        summary: 'What the signed-in user follows; empty lists for a visitor (spec §4)',
        response: { 200: followListsSchema },
      },
    },
    async (request) => {
      if (!request.user) return { commentators: [], podcasts: [], shows: [] };
      return repo.listsOf(request.user.id);
    },
  );

  app.get(
    '/api/users/:username/follows/',
    {
      schema: {
        tags: ['follows'],
        summary: 'What a user follows',
        params: usernameParams,
        response: { 200: followListsSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const profile = await profiles.byHandle(request.params.username);
      if (!profile) throw notFound('User not found.');
      return repo.listsOf(profile.id);
    },
  );
};
