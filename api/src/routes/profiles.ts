import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PublicProfile } from '@receipts/shared/contract';
import { notFound } from '../plugins/errors';
import { profilesRepository } from '../repositories/profiles';
import { errorResponses, isoTimestamp, usernameParams } from '../schemas/common';

const profileSchema = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  display_name: z.string().nullable(),
  bio: z.string(),
  photoURL: z.string().nullable(),
  date_joined: z.string(),
  prediction_count: z.number(),
  email: z.string().optional(),
  auth_provider: z.string().optional(),
}) satisfies z.ZodType<PublicProfile>;

/** Public profiles (spec §2.12): e-mail and auth provider only for the owner. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = profilesRepository(app.db);

  app.get(
    '/api/users/profile/:username/',
    {
      schema: {
        tags: ['users'],
        summary: 'A user’s public profile; the owner also sees e-mail and auth provider',
        params: usernameParams,
        response: { 200: profileSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
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
  );
};
