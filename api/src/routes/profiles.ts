import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicProfile } from '@receipts/shared/contract';
import { ENDPOINTS } from '@receipts/shared/contract/schemas';
import { notFound } from '../plugins/errors';
import { profilesRepository } from '../repositories/profiles';
import { errorResponses, isoTimestamp } from '../schemas/common';
import { at, schemaFor } from './endpoint';

/** Public profiles (spec §2.12): e-mail and auth provider only for the owner. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = profilesRepository(app.db);
  const { profile: endpoint } = ENDPOINTS.users;

  app.route({
    ...at(endpoint),
    schema: schemaFor(
      endpoint,
      {
        tags: ['users'],
        summary: 'A user’s public profile; the owner also sees e-mail and auth provider',
      },
      errorResponses(400, 404),
    ),
    handler: async (request) => {
      const row = await repo.byHandle(request.params.username);
      if (!row) throw notFound('User not found.');
      const profile: PublicProfile = {
        id: row.id,
        username: row.username,
        name: row.name,
        display_name: row.display_name,
        bio: row.bio,
        photoURL: row.photo_url,
        date_joined: isoTimestamp(row.created_at),
        prediction_count: row.prediction_count,
      };
      if (request.user?.id === row.id) {
        profile.email = row.email;
        profile.auth_provider = row.auth_provider;
      }
      return profile;
    },
  });
};
