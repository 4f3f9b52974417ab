import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicProfile } from '@receipts/contract';
import { ENDPOINTS } from '@receipts/contract/schemas';
import { notFound } from '../../../plugins/errors';
import { type FollowCounts } from '../../directory/data/follows';
import { type ProfileRow } from '../data/profiles';
import { errorResponses, isoTimestamp } from '../../../schemas/common';
import { at, schemaFor } from '../../../routes/endpoint';

/** Public profiles: e-mail and auth provider only for the owner; follower and following counts. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profiles: repo, follows } = app.repos;
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
    handler: async (request) => profileOf(request.params.username, request.user?.id),
  });

  // The path profiles had before it joined the other /api/users/{username}/… paths (it made them ambiguous):
  // a browser still holding an older bundle calls it. Not in the document.
  app.route({
    method: 'GET',
    url: '/api/users/profile/:username/',
    schema: { hide: true, params: endpoint.params, response: { 200: endpoint.response } },
    handler: async (request) => profileOf(request.params.username, request.user?.id),
  });

  async function profileOf(username: string, viewerId: number | undefined): Promise<PublicProfile> {
    const row = await repo.byHandle(username);
    if (!row) throw notFound('User not found.');
    return publicProfile(row, viewerId, await follows.countsOf(row.id, viewerId ?? null));
  }
};

/** A profile row as the API answers it, with its follow counts: e-mail and auth provider only for the owner. */
export function publicProfile(row: ProfileRow, viewerId: number | undefined, followCounts: FollowCounts): PublicProfile {
  const profile: PublicProfile = {
    id: row.id,
    username: row.username,
    name: row.name,
    display_name: row.display_name,
    bio: row.bio,
    photoURL: row.photo_url,
    date_joined: isoTimestamp(row.created_at),
    prediction_count: row.prediction_count,
    favourite_teams: row.favourite_teams,
    ...followCounts,
  };
  if (viewerId === row.id) {
    profile.email = row.email;
    profile.auth_provider = row.auth_provider;
  }
  return profile;
}

export default profileRoutes;
