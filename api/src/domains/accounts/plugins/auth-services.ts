import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Mailer } from '../../../mail';
import type { passwordResetsRepository } from '../data/password-resets';
import { hashToken, type sessionsRepository } from '../../../repositories/sessions';
import type { usersRepository } from '../data/users';
import { createFirebaseVerifier, type IdentityVerifier } from './firebase';
import { passwordResetService } from './password-reset';
import { dummyHash } from '../data/passwords';
import { tooManyAttempts } from '../../../auth/rate-limit';
import { accessTokenTtlSeconds } from '../data/tokens';
import { verificationService } from './verification';
import type { Limiter, RateRule } from '../../../plugins/rate-limits';
import type { SessionEndCause } from '../../../plugins/session-bus';

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

declare module 'fastify' {
  interface FastifyInstance {
    /** The auth routes' services (domains/accounts/plugins/auth-services.ts); tests reach them as `ctx.app.auth`. */
    auth: AuthServices;
  }
}

/**
 * Accounts, sessions and identity: /api/auth/**, /api/auth-check/ (GET /api/csrf/ is the csrf plugin's).
 *
 * Settings: SMTP_URL (real SMTP; unset → RFC 822 files in DATA_DIR/outbox/ and the link logged),
 * PUBLIC_ORIGIN (verification links: {origin}/verify-email/{token}?email={email}), FIREBASE_PROJECT_ID and
 * FIREBASE_AUTH_EMULATOR_HOST (ID token verification; the emulator is refused in production),
 * AUTH_RATE_LIMIT_PER_MINUTE (login, register, resend, password reset and change per IP and per e-mail or user; default
 * 10, 0 disables), ACCESS_TOKEN_TTL_SECONDS (the bearer access token's lifetime; default 900, at most 3600).
 * Sessions and tokens: the `sessionid` cookie (HttpOnly, 14 days rolling) is the session; sign-in answers carry a
 * short-lived access token for `Authorization: Bearer`, renewed by POST /api/auth/token/ with the cookie.
 * Auth errors answer `{detail, error}` with the same text (the sign-in dialog shows `error`); a wrong e-mail or
 * password is 400, never 401, because the shared client redirects to /login on 401.
 *
 * `app.auth`: built once per app, beside the repositories it signs in through.
 */
export const authServicesPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, repos } = app;
    // app.mailer: background mail is a job (plugins/mail.ts), send() delivers at once (the resend endpoint reports failures).
    const mailer = app.mailer;
    const resetsRepo = repos.passwordResets;
    const services: AuthServices = {
      mailer,
      limit: app.limiter(() => services.rateRule, tooManyAttempts),
      rateRule: { limit: config.authRateLimitPerMinute, windowMs: 60_000 },
      identity: createFirebaseVerifier(config.firebase),
      users: repos.users,
      verification: verificationService(app.db, config.publicOrigin),
      passwordResets: { ...passwordResetService(resetsRepo, config.publicOrigin), repo: resetsRepo },
      sessions: repos.sessions,
      accessTokenTtlMs: accessTokenTtlSeconds() * 1000,
      async grantAccessToken(sessionToken) {
        const { token, expiresAt } = await services.sessions.issueAccessToken(hashToken(sessionToken), services.accessTokenTtlMs);
        return { token, token_expires_in: Math.max(1, Math.round((expiresAt.getTime() - Date.now()) / 1000)) };
      },
      async endAllSessions(userId, cause) {
        app.sessionBus.ended(await services.users.endAllSessions(userId), cause);
      },
    };
    app.decorate('auth', services);
    void dummyHash();
    app.addHook('onClose', async () => services.mailer.flush());
  },
  { name: 'auth-services', dependencies: ['repositories', 'mail', 'rate-limits', 'session-bus'] },
);

export default authServicesPlugin;
