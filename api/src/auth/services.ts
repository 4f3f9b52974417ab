import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer, type MailMessage } from '../mail';
import { usersRepository } from '../repositories/users';
import { createFirebaseVerifier, type IdentityVerifier } from './firebase';
import { dummyHash } from './passwords';
import { createRateLimiter, type RateLimiter, type RateRule } from './rate-limit';
import { verificationService } from './verification';

/** Everything the auth routes share, one set per app instance. */
export interface AuthServices {
  mailer: Mailer;
  limiter: RateLimiter;
  /** Login, register and resend: this many attempts per minute per IP and per e-mail (AUTH_RATE_LIMIT_PER_MINUTE, default 10; 0 disables). */
  rateRule: RateRule;
  identity: IdentityVerifier;
  users: ReturnType<typeof usersRepository>;
  verification: ReturnType<typeof verificationService>;
  /** Sends a mail, waiting at most `waitMs` for it; a failure is logged and never thrown. */
  deliverSoon(message: MailMessage, waitMs?: number): Promise<void>;
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
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    dataDir: config.dataDir,
    from: `Receipts <${config.contactEmail}>`,
    log: app.log,
  });
  const services: AuthServices = {
    mailer,
    limiter: createRateLimiter(),
    rateRule: { limit: config.authRateLimitPerMinute, windowMs: 60_000 },
    identity: createFirebaseVerifier(config.firebase),
    users: usersRepository(app.db),
    verification: verificationService(app.db, config.publicOrigin),
    async deliverSoon(message, waitMs = 2_500) {
      let timer: NodeJS.Timeout | undefined;
      const delivery = services.mailer.sendInBackground(message);
      await Promise.race([delivery, new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))]);
      clearTimeout(timer);
    },
  };
  registry.set(app.server, services);
  void dummyHash();
  app.addHook('onClose', async () => {
    await services.mailer.flush();
    services.mailer.close();
    registry.delete(app.server);
  });
});
