import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyWrites } from '../auth/rate-limit';
import { UNSAFE_METHOD } from './csrf';
import { isApiRoute } from './session';

const MINUTE = 60_000;

/**
 * Every write (POST/PUT/PATCH/DELETE on an /api route, keyed on the matched route) counts against the client's
 * IP and, when signed in, the user: WRITE_RATE_LIMIT_PER_IP_PER_MINUTE and WRITE_RATE_LIMIT_PER_USER_PER_MINUTE.
 * Over either: 429 with Retry-After and a message the UI shows as is. Counted in Redis when REDIS_URL is set, so
 * the limits hold for the site, not per instance (plugins/rate-limits.ts). Reads are never counted here. A preHandler
 * after the CSRF check: a forged cross-site request costs the victim none of their budget, and only writes that
 * would run count (a refused body or a visitor's 401 does no work).
 * The IP is request.ip: with TRUST_PROXY a hop count or the proxies' addresses, a client cannot choose it.
 */
export const writeLimitsPlugin = fp(
  async (app: FastifyInstance) => {
    const { perUserPerMinute, perIpPerMinute } = app.config.writeRateLimit;
    const perIp = app.limiter(() => ({ limit: perIpPerMinute, windowMs: MINUTE }), tooManyWrites);
    const perUser = app.limiter(() => ({ limit: perUserPerMinute, windowMs: MINUTE }), tooManyWrites);
    app.addHook('preHandler', async (request, reply) => {
      if (!UNSAFE_METHOD(request.method) || !isApiRoute(request)) return;
      await perIp(request, reply, [`write-ip:${request.ip}`]);
      if (request.user) await perUser(request, reply, [`write-user:${request.user.id}`]);
    });
  },
  { name: 'write-limits', dependencies: ['rate-limits', 'session', 'csrf'] },
);

export default writeLimitsPlugin;
