import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@receipts/contract/schemas';
import { HttpError, notFound } from '../../../plugins/errors';
import { requireUser } from '../../../plugins/session';
import { UsernameTakenError, type ProfileChanges } from '../data/member-profiles';
import { toBackendUser, type UserRow } from '../data/users';
import { errorResponses } from '../../../schemas/common';
import { avatarFolder, safeFileName } from '../../../storage';
import { AVATAR_MULTIPART_LIMITS, readAvatarImage } from './avatar-upload';
import { at, schemaFor } from '../../../routes/endpoint';
import { publicProfile } from './profiles';
import { activeMember } from '../../moderation/plugins/suspension';

/**
 * The signed-in member's own profile (Settings): display name, username (the sign-up handle rules; a taken one is a
 * 409), bio, favourite teams, and their avatar through the same upload checks as the pundits' (JPEG, PNG or WebP
 * up to 5 MB, by its bytes), stored under users/{id}/. Both answer the account as the shell keeps it and the public
 * profile, so the top bar and the profile change at once. Suspended members cannot edit (403).
 */
export const usersMeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: AVATAR_MULTIPART_LIMITS });
  const { memberProfiles: members, profiles, follows } = app.repos;
  const { updateMe, avatarUpload } = ENDPOINTS.users;

  async function answer(user: UserRow) {
    const row = await profiles.byHandle(user.username);
    if (!row) throw notFound('User not found.');
    return { user: toBackendUser(user), profile: publicProfile(row, user.id, await follows.countsOf(row.id, user.id)) };
  }

  async function save(user: UserRow, changes: ProfileChanges) {
    try {
      return await answer(await members.update(user, changes));
    } catch (error) {
      if (error instanceof UsernameTakenError) throw new HttpError(409, error.message, { errors: { 'body.username': [error.message] } });
      throw error;
    }
  }

  app.route({
    ...at(updateMe),
    preValidation: activeMember,
    schema: schemaFor(
      updateMe,
      { tags: ['users'], summary: 'Edit your own profile: display name, username, bio and favourite teams (signed in)' },
      errorResponses(400, 401, 403, 409),
    ),
    handler: async (request) => {
      const body = request.body;
      return save(requireUser(request), {
        ...(body.display_name !== undefined ? { displayName: body.display_name || null } : {}),
        ...(body.username !== undefined ? { username: body.username } : {}),
        ...(body.bio !== undefined ? { bio: body.bio } : {}),
        ...(body.favourite_teams !== undefined ? { favouriteTeams: body.favourite_teams } : {}),
      });
    },
  });

  app.route({
    ...at(avatarUpload),
    preValidation: activeMember,
    schema: schemaFor(
      avatarUpload,
      {
        tags: ['users'],
        summary: 'Upload your own avatar (signed in; multipart field "file"; JPEG, PNG or WebP up to 5 MB); it becomes your photo',
        consumes: ['multipart/form-data'],
      },
      errorResponses(400, 401, 403, 413),
    ),
    handler: async (request) => {
      const user = requireUser(request);
      const { filename, body, type } = await readAvatarImage(request);
      const stored = await app.storage.put({
        folder: avatarFolder('users', String(user.id)),
        name: safeFileName(filename, type),
        body,
        contentType: type,
        uploaderId: user.id,
      });
      request.log.info({ key: stored.key, uploaderId: user.id, size: body.length }, 'member avatar uploaded');
      return save(user, { photoUrl: stored.url });
    },
  });
};

export default usersMeRoutes;
