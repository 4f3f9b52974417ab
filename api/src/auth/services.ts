import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Mailer } from '../mail';
import { passwordResetsRepository } from '../repositories/password-resets';
import { hashToken, sessionsRepository } from '../repositories/sessions';
import { usersRepository } from '../repositories/users';
import { createFirebaseVerifier, type IdentityVerifier } from './firebase';
import { passwordResetService } from './password-reset';
import { dummyHash } from './passwords';
import type { Limiter, RateRule } from '../plugins/rate-limits';
import type { SessionEndCause } from '../plugins/session-bus';
import { tooManyAttempts } from './rate-limit';
import { accessTokenTtlSeconds } from './tokens';
import { verificationService } from './verification';

/** What sign-in answers carry for the browser's `Authorization: Bearer`. */
export interface AccessTokenGrant {
  token: string;
  /** Seconds until it expires. */
  token_expires_in: number;
}

/** Everything the auth routes share, one set per app instance. */
export interface AuthServices {
  mailer: Mailer;
  /** Counts an attempt against keys (an IP, an e-mail, a user) under `rateRule`; 429 "Too many attempts…" over it. */
  limit: Limiter;
  /** Login, register, resend, password reset and change: this many attempts per minute per IP and per e-mail or user (AUTH_RATE_LIMIT_PER_MINUTE, default 10; 0 disables). */
  rateRule: RateRule;
  identity: IdentityVerifier;
  users: ReturnType<typeof usersRepository>;
  verification: ReturnType<typeof verificationService>;
  passwordResets: ReturnType<typeof passwordResetService> & { repo: ReturnType<typeof passwordResetsRepository> };
  sessions: ReturnType<typeof sessionsRepository>;
  /** Lifetime of new access tokens (ACCESS_TOKEN_TTL_SECONDS, default 15 minutes, at most an hour); tests shorten it. */
  accessTokenTtlMs: number;
  /** A new access token under the session whose cookie token is `sessionToken` (what app.startSession returned). */
  grantAccessToken(sessionToken: string): Promise<AccessTokenGrant>;
  /** Every session of the account ends (and its open streams, on any instance). */
  endAllSessions(userId: number, cause: SessionEndCause): Promise<void>;
}

/** Keyed by the http server every encapsulated context shares, so tests can reach them through the root app. */
const registry = new WeakMap<object, AuthServices>();

export function authServices(app: FastifyInstance): AuthServices {
  const services = registry.get(app.server);
  if (!services) throw new Error('auth services are not registered on this app');
  return services;
}

export const authServicesPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  // app.mailer: background mail is a job (mail/plugin.ts), send() delivers at once (the resend endpoint reports failures).
  const mailer = app.mailer;
  const resetsRepo = passwordResetsRepository(app.db);
  const services: AuthServices = {
    mailer,
    limit: app.limiter(() => services.rateRule, tooManyAttempts),
    rateRule: { limit: config.authRateLimitPerMinute, windowMs: 60_000 },
    identity: createFirebaseVerifier(config.firebase),
    users: usersRepository(app.db),
    verification: verificationService(app.db, config.publicOrigin),
    passwordResets: { ...passwordResetService(resetsRepo, config.publicOrigin), repo: resetsRepo },
    sessions: sessionsRepository(app.db),
    accessTokenTtlMs: accessTokenTtlSeconds() * 1000,
    async grantAccessToken(sessionToken) {
      const { token, expiresAt } = await services.sessions.issueAccessToken(hashToken(sessionToken), services.accessTokenTtlMs);
      return { token, token_expires_in: Math.max(1, Math.round((expiresAt.getTime() - Date.now()) / 1000)) };
    },
    async endAllSessions(userId, cause) {
      app.sessionBus.ended(await services.users.endAllSessions(userId), cause);
    },
  };
  registry.set(app.server, services);
  void dummyHash();
  app.addHook('onClose', async () => {
    await services.mailer.flush();
    registry.delete(app.server);
  });
});
