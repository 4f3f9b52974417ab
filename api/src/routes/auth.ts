import type { FastifyInstance } from 'fastify';
import { authServicesPlugin } from '../auth/services';
import { authEmailRoutes } from './auth-email';
import { authFirebaseRoutes } from './auth-firebase';
import { authPasswordRoutes } from './auth-password';
import { authSessionRoutes } from './auth-session';
import { authTokenRoutes } from './auth-token';

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
 */
export async function authRoutes(app: FastifyInstance) {
  await app.register(authServicesPlugin);
  await app.register(authSessionRoutes);
  await app.register(authEmailRoutes);
  await app.register(authFirebaseRoutes);
  await app.register(authTokenRoutes);
  await app.register(authPasswordRoutes);
}
