import type { FastifyInstance } from 'fastify';
import { authServicesPlugin } from '../auth/services';
import { authEmailRoutes } from './auth-email';
import { authFirebaseRoutes } from './auth-firebase';
import { authSessionRoutes } from './auth-session';

/**
 * Accounts, sessions and identity (issue 3): /api/auth/**, /api/auth-check/ (GET /api/csrf/ is the csrf plugin's).
 *
 * Settings: SMTP_URL (real SMTP; unset → RFC 822 files in DATA_DIR/outbox/ and the link logged),
 * PUBLIC_ORIGIN (verification links: {origin}/verify-email/{token}?email={email}), FIREBASE_PROJECT_ID and
 * FIREBASE_AUTH_EMULATOR_HOST (ID token verification; the emulator is refused in production),
 * AUTH_RATE_LIMIT_PER_MINUTE (login, register, resend per IP and per e-mail; default 10, 0 disables).
 * Auth errors answer `{detail, error}` with the same text (the sign-in dialog shows `error`); a wrong e-mail or
 * password is 400, never 401, because the shared client redirects to /login on 401.
 */
export async function authRoutes(app: FastifyInstance) {
  await app.register(authServicesPlugin);
  await app.register(authSessionRoutes);
  await app.register(authEmailRoutes);
  await app.register(authFirebaseRoutes);
}
