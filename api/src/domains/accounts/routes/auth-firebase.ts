import type { AuthServices } from '../plugins/auth-services';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionResponse } from '@receipts/contract';
import { InvalidIdentityTokenError, type VerifiedIdentity } from '../plugins/firebase';
import { ENDPOINTS } from '@receipts/contract/schemas';
import { normaliseEmail } from '../data/usernames';
import { authError, authErrorSchema, rejectInvalidInput } from './validation';
import { EmailTakenError, FirebaseUidTakenError, toBackendUser, type UserRow } from '../data/users';
import type { users } from '../../../db/schema';
import { at, schemaFor } from '../../../routes/endpoint';

/** Google sign-in needs a verified e-mail. */
export const EMAIL_VERIFICATION_REQUIRED = 'Email verification is required to use all features. Please verify your email address.';
export const INVALID_ID_TOKEN = 'Your sign-in could not be verified. Please sign in again.';
export const IDENTITY_UNAVAILABLE = 'The sign-in service is unavailable right now. Please try again.';
export const NO_EMAIL = 'Your sign-in provider did not share an email address, which Receipts needs. Please use another sign-in method.';
export const EMAIL_IN_USE_UNVERIFIED =
  'An account with this email already exists. Sign in with your email and password, or use a provider that confirms your email address.';

const GOOGLE = 'google.com';

/** Social sign-in (Google, Apple) through Firebase: the ID token becomes a backend session. */
export const authFirebaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.auth;

  app.route({
    ...at(ENDPOINTS.auth.firebase),
    bodyLimit: 64 * 1024,
    attachValidation: true,
    schema: schemaFor(
      ENDPOINTS.auth.firebase,
      {
        tags: ['auth'],
        summary: 'Exchange a Firebase ID token (Google, Apple) for a session',
        description:
          'The token is verified with firebase-admin (against the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set). ' +
          'The user is found by Firebase uid, else linked by the same verified e-mail, else created. Google requires a verified e-mail.',
      },
      { 400: authErrorSchema, 503: authErrorSchema },
    ),
    handler: async (request, reply) => {
      rejectInvalidInput(request);
      let identity: VerifiedIdentity;
      try {
        identity = await services.identity.verifyIdToken(request.body.token);
      } catch (error) {
        if (error instanceof InvalidIdentityTokenError) {
          request.log.info({ code: error.code }, 'rejected Firebase ID token');
          throw authError(400, INVALID_ID_TOKEN);
        }
        request.log.error({ err: error }, 'Firebase ID token could not be checked');
        throw authError(503, IDENTITY_UNAVAILABLE);
      }
      const google = identity.provider === GOOGLE || request.body.providerId === GOOGLE;
      if (google && !identity.emailVerified) throw authError(400, EMAIL_VERIFICATION_REQUIRED);
      const user = await signInIdentity(services, identity);
      const grant = await services.grantAccessToken(await app.startSession(reply, request, user.id));
      return { success: true, user: toBackendUser(user), ...grant } satisfies SessionResponse;
    },
  });
};

/**
 * The account for a verified identity: by Firebase uid; else the account with the same verified e-mail
 * (linked); else a new one. Linking to an account whose e-mail was never verified drops its password and
 * sessions: whoever set that password never proved they own the address.
 */
export async function signInIdentity(services: AuthServices, identity: VerifiedIdentity, attempt = 0): Promise<UserRow> {
  const repo = services.users;
  const email = identity.email ? normaliseEmail(identity.email) : null;

  const byUid = await repo.findByFirebaseUid(identity.uid);
  if (byUid) {
    const patch = freshProfile(byUid, identity);
    if (identity.emailVerified && email === byUid.email && !byUid.emailVerified) patch.emailVerified = true;
    return Object.keys(patch).length ? repo.update(byUid.id, patch) : byUid;
  }

  if (!email) throw authError(400, NO_EMAIL);
  const byEmail = await repo.findByEmail(email);
  if (byEmail) {
    if (!identity.emailVerified) throw authError(400, EMAIL_IN_USE_UNVERIFIED);
    const patch = freshProfile(byEmail, identity);
    // The first linked uid stays; another provider's uid with the same verified e-mail still reaches this account.
    if (!byEmail.firebaseUid) patch.firebaseUid = identity.uid;
    if (!byEmail.emailVerified) {
      patch.emailVerified = true;
      patch.passwordHash = null;
      await services.endAllSessions(byEmail.id, 'revoked');
      await repo.dropPendingVerification(byEmail.id);
    }
    return Object.keys(patch).length ? repo.update(byEmail.id, patch) : byEmail;
  }

  try {
    return await repo.create({
      email,
      name: identity.name ?? '',
      displayName: identity.name,
      emailVerified: identity.emailVerified,
      authProvider: identity.provider,
      firebaseUid: identity.uid,
      photoUrl: identity.picture,
    });
  } catch (error) {
    // A concurrent first sign-in created the account: take the path that finds it.
    if ((error instanceof EmailTakenError || error instanceof FirebaseUidTakenError) && attempt < 2) {
      return signInIdentity(services, identity, attempt + 1);
    }
    throw error;
  }
}

function freshProfile(user: UserRow, identity: VerifiedIdentity): Partial<typeof users.$inferInsert> {
  const patch: Partial<typeof users.$inferInsert> = {};
  if (!user.photoUrl && identity.picture) patch.photoUrl = identity.picture;
  if (!user.name && identity.name) patch.name = identity.name;
  if (!user.displayName && identity.name) patch.displayName = identity.name;
  return patch;
}

export default authFirebaseRoutes;
