import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PasswordChangeResponse } from '@receipts/contract';
import { ENDPOINTS } from '@receipts/contract/schemas';
import { RESET_DONE, RESET_LINK_INVALID, RESET_REQUESTED, resetMail } from '../plugins/password-reset';
import { hashPassword, verifyPassword } from '../data/passwords';
import { authError, authErrorSchema, rejectInvalidInput } from './validation';
import { requireUser } from '../../../plugins/session';
import { toBackendUser } from '../data/users';
import { at, schemaFor } from '../../../routes/endpoint';

export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect.';
export const NO_PASSWORD_YET = "Your account has no password yet. Sign out and use 'Forgot password?' to set one.";
export const SAME_PASSWORD = 'Choose a new password that is different from your current one.';
export const PASSWORD_CHANGED = 'Your password has been changed. You have been signed out everywhere else.';

const BODY_LIMIT = 16 * 1024;

/**
 * Password reset by e-mail and password change. Both end every session of the account (and so every
 * access token issued under them); a change then signs the changing browser in again with a fresh session.
 */
export const authPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.auth;
  const { passwordReset, passwordResetConfirm, passwordChange } = ENDPOINTS.auth;
  const { limit } = services;

  app.route({
    ...at(passwordReset),
    bodyLimit: BODY_LIMIT,
    attachValidation: true,
    schema: schemaFor(
      passwordReset,
      {
        tags: ['auth'],
        summary: 'E-mail a password reset link (single use, valid 1 hour) if the address has an account',
        description:
          'Always the same answer, whether or not the address has an account. Rate limited per IP and per e-mail (429 with Retry-After).',
      },
      { 400: authErrorSchema, 429: authErrorSchema },
    ),
    handler: async (request, reply) => {
      await limit(request, reply, [`reset:ip:${request.ip}`]);
      rejectInvalidInput(request);
      const { email } = request.body;
      await limit(request, reply, [`reset:email:${email}`]);
      const user = await services.users.findByEmail(email);
      if (user) {
        const link = await services.passwordResets.issue(user);
        // Never awaited: how long delivery takes must not tell whether there was anything to deliver.
        services.mailer.sendInBackground(resetMail(user, link));
      }
      return { message: RESET_REQUESTED };
    },
  });

  app.route({
    ...at(passwordResetConfirm),
    bodyLimit: BODY_LIMIT,
    attachValidation: true,
    schema: schemaFor(
      passwordResetConfirm,
      {
        tags: ['auth'],
        summary: 'Set a new password with the e-mailed link; every session of the account ends',
        description: `400 "${RESET_LINK_INVALID}" for an unknown, used or expired link. Rate limited per IP.`,
      },
      { 400: authErrorSchema, 429: authErrorSchema },
    ),
    handler: async (request, reply) => {
      await limit(request, reply, [`reset-confirm:ip:${request.ip}`]);
      rejectInvalidInput(request);
      const { token, password } = request.body;
      const claim = await services.passwordResets.claim(token);
      if (!claim.ok) throw authError(400, RESET_LINK_INVALID);
      const userId = await services.passwordResets.repo.setPasswordForEmail(claim.userId, claim.email, await hashPassword(password));
      if (userId === null) throw authError(400, RESET_LINK_INVALID);
      await services.endAllSessions(userId, 'password_changed');
      return { message: RESET_DONE };
    },
  });

  app.route({
    ...at(passwordChange),
    bodyLimit: BODY_LIMIT,
    attachValidation: true,
    schema: schemaFor(
      passwordChange,
      {
        tags: ['auth'],
        summary: 'Change the signed-in user’s password; other sessions end, this browser gets a fresh session and token',
        description: `400 "${WRONG_CURRENT_PASSWORD}" when the current password does not match. Rate limited per user and per IP.`,
      },
      { 400: authErrorSchema, 401: authErrorSchema, 429: authErrorSchema },
    ),
    handler: async (request, reply) => {
      const user = requireUser(request);
      await limit(request, reply, [`change:ip:${request.ip}`, `change:user:${user.id}`]);
      rejectInvalidInput(request);
      const { current_password: current, new_password: next } = request.body;
      if (!(await verifyPassword(user.passwordHash, current)))
        throw authError(400, user.passwordHash ? WRONG_CURRENT_PASSWORD : NO_PASSWORD_YET);
      if (current === next) throw authError(400, SAME_PASSWORD, { errors: { 'body.new_password': [SAME_PASSWORD] } });
      const updated = await services.users.update(user.id, { passwordHash: await hashPassword(next) });
      await services.endAllSessions(user.id, 'password_changed');
      await services.passwordResets.repo.drop(user.id);
      const grant = await services.grantAccessToken(await app.startSession(reply, request, user.id));
      return { success: true as const, message: PASSWORD_CHANGED, user: toBackendUser(updated), ...grant } satisfies PasswordChangeResponse;
    },
  });
};

export default authPasswordRoutes;
