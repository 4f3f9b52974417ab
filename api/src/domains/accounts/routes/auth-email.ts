import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, type SessionResponse } from '@receipts/contract';
import { alreadyRegisteredMail } from '../plugins/password-reset';
import { ENDPOINTS } from '@receipts/contract/schemas';
import { hashPassword, verifyPassword } from '../data/passwords';
import { authError, authErrorSchema, rejectInvalidInput } from './validation';
import { VERIFY_INVALID_LINK, VERIFY_OK, verificationMail } from '../plugins/verification';
import { requireUser } from '../../../plugins/session';
import { EmailTakenError, toBackendUser } from '../data/users';
import { at, schemaFor } from '../../../routes/endpoint';

/** One message for an unknown e-mail and a wrong password alike (no account enumeration). 400, not 401: the shared client redirects on 401. */
export const INVALID_CREDENTIALS = 'Invalid email or password.';
/** Registration's one answer, new address or not (registration never reveals an account). */
export const REGISTERED = 'Check your e-mail to finish signing up: we have sent a message to that address.';
export const ALREADY_VERIFIED = 'Your email address is already verified.';
export const RESEND_OK = 'Verification email sent successfully';
export const RESEND_FAILED = 'Failed to send verification email. Please try again later.';

const AUTH_BODY_LIMIT = 16 * 1024;

/** E-mail and password accounts with verification links. */
export const authEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.auth;
  const { register, login, resendVerification, verifyEmail } = ENDPOINTS.auth;
  const { limit } = services;

  app.route({
    ...at(register),
    bodyLimit: AUTH_BODY_LIMIT,
    attachValidation: true,
    schema: schemaFor(
      register,
      {
        tags: ['auth'],
        summary: 'Create an e-mail account and send its verification link (no session: sign in afterwards)',
        description:
          `E-mail is trimmed and lowercased; the password needs at least ${PASSWORD_MIN_LENGTH} characters. The answer is the same whether ` +
          'or not the e-mail already has an account (its owner is e-mailed instead). Rate limited per IP and per e-mail (429 with Retry-After).',
      },
      { 400: authErrorSchema, 429: authErrorSchema },
    ),
    handler: async (request, reply) => {
      await limit(request, reply, [`register:ip:${request.ip}`]);
      rejectInvalidInput(request);
      const { email, password, name } = request.body;
      await limit(request, reply, [`register:email:${email}`]);
      // A new address costs an account and a link more than a taken one: the answer waits for the same floor either
      // way, so its timing tells no more than its body. Both hash the password and queue exactly one mail.
      const floor = delay(app.config.registerAnswerFloorMs);
      const passwordHash = await hashPassword(password);
      const existing = await services.users.findByEmail(email);
      const user = existing
        ? null
        : await services.users
            .create({ email, name, passwordHash, emailVerified: false, authProvider: 'email' })
            .catch((error: unknown) => {
              if (error instanceof EmailTakenError) return null;
              throw error;
            });
      if (user) {
        // The account exists from here on: a mail failure is logged, and signing in then 'Resend Email' issues a new link.
        try {
          const link = await services.verification.issue(user);
          await services.mailer.sendInBackground(verificationMail(user, link));
        } catch (error) {
          request.log.error({ err: error, userId: user.id }, 'could not issue the verification link');
        }
      } else {
        const owner = existing ?? (await services.users.findByEmail(email));
        if (owner) await services.mailer.sendInBackground(alreadyRegisteredMail(owner, app.config.publicOrigin));
      }
      await floor;
      reply.status(201);
      return { success: true as const, message: REGISTERED };
    },
  });

  app.route({
    ...at(login),
    bodyLimit: AUTH_BODY_LIMIT,
    attachValidation: true,
    schema: schemaFor(
      login,
      {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password and start a session',
        description: `A wrong password and an unknown e-mail both answer 400 "${INVALID_CREDENTIALS}" after the same work. Rate limited per IP and per e-mail (429 with Retry-After).`,
      },
      { 400: authErrorSchema, 429: authErrorSchema },
    ),
    handler: async (request, reply) => {
      await limit(request, reply, [`login:ip:${request.ip}`]);
      rejectInvalidInput(request);
      const { email, password } = request.body;
      await limit(request, reply, [`login:email:${email}`]);
      const user = await services.users.findByEmail(email);
      const ok = await verifyPassword(user?.passwordHash, password);
      if (!user || !ok) throw authError(400, INVALID_CREDENTIALS);
      const grant = await services.grantAccessToken(await app.startSession(reply, request, user.id));
      return { success: true, user: toBackendUser(user), ...grant } satisfies SessionResponse;
    },
  });

  app.route({
    ...at(resendVerification),
    bodyLimit: AUTH_BODY_LIMIT,
    schema: schemaFor(
      resendVerification,
      {
        tags: ['auth'],
        summary: 'Send a new verification link to the signed-in user (the previous link stops working)',
        description: 'Rate limited per IP and per e-mail (429 with Retry-After). 503 when the mail could not be sent.',
      },
      { 400: authErrorSchema, 401: authErrorSchema, 429: authErrorSchema, 503: authErrorSchema },
    ),
    handler: async (request, reply) => {
      const user = requireUser(request);
      await limit(request, reply, [`resend:ip:${request.ip}`, `resend:email:${user.email}`]);
      if (user.emailVerified) throw authError(400, ALREADY_VERIFIED);
      const link = await services.verification.issue(user);
      try {
        await services.mailer.send(verificationMail(user, link));
      } catch (error) {
        request.log.error({ err: error, userId: user.id }, 'verification mail failed');
        throw authError(503, RESEND_FAILED);
      }
      return { message: RESEND_OK };
    },
  });

  app.route({
    ...at(verifyEmail),
    attachValidation: true,
    schema: schemaFor(
      verifyEmail,
      { tags: ['auth'], summary: 'Confirm an e-mail address with the link sent by mail (single use, valid 24 h)' },
      // Failures answer {error}, the message the sign-in dialog shows as it is; input refused by an app-wide guard also
      // carries detail/errors.
      {
        400: z.object({
          error: z.string().optional(),
          detail: z.string().optional(),
          errors: z.record(z.string(), z.array(z.string())).optional(),
        }),
      },
    ),
    handler: async (request, reply) => {
      if (request.validationError) return reply.status(400).send({ error: VERIFY_INVALID_LINK });
      const outcome = await services.verification.consume(request.params.token, request.query.email);
      if (!outcome.ok) return reply.status(400).send({ error: outcome.error });
      return { message: VERIFY_OK };
    },
  });
};

export default authEmailRoutes;
