import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { HttpError } from './errors';

export interface RateRule {
  /** Attempts allowed per window; 0 disables the rule. */
  limit: number;
  windowMs: number;
}

/** Counts one attempt against each key; over the rule on any of them it throws `refuse(seconds to wait)` with Retry-After. */
export type Limiter = (request: FastifyRequest, reply: FastifyReply, keys: string[]) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A limiter for `rule` (read at every attempt, so a setting can change while the app runs), counted in Redis
     * when REDIS_URL is set (every instance shares the counts), else in this process.
     */
    limiter(rule: () => RateRule, refuse: (seconds: number) => HttpError): Limiter;
  }
}

const KEY = Symbol('rate limit key');
type Keyed = FastifyRequest & { [KEY]?: string };

/** What is stored: the key's kind as is (`login`, `write-ip`…) and a hash of the rest (no e-mail address or IP in Redis). */
const storedKey = (key: string) => `${key.split(':')[0]}:${createHash('sha256').update(key).digest('base64url').slice(0, 24)}`;

/**
 * Every rate limit of the API through @fastify/rate-limit: its Redis store (fixed windows, one Lua INCR + PEXPIRE
 * per attempt, keys under REDIS_PREFIX) or its in-process LRU store, the same code either way. Routes count
 * attempts against keys they choose (an IP, an e-mail, a user) at the point they know them, through app.limiter().
 */
export const rateLimitsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      redis: app.redis ?? undefined,
      nameSpace: `${app.config.redisPrefix}rate-limit:`,
      // Keys in process; an attacker rotating keys evicts the oldest first.
      cache: 50_000,
      // Without Redis a limit cannot be counted: the request fails (500) rather than going unlimited.
      skipOnError: false,
    });
    app.decorate('limiter', (rule: () => RateRule, refuse: (seconds: number) => HttpError): Limiter => {
      const check = app.createRateLimit({
        max: () => rule().limit,
        timeWindow: () => rule().windowMs,
        keyGenerator: (request) => (request as Keyed)[KEY] ?? request.ip,
      });
      return async (request, reply, keys) => {
        if (rule().limit <= 0) return;
        let wait = 0;
        for (const key of keys) {
          // Read synchronously by keyGenerator as check() starts, before its first await.
          (request as Keyed)[KEY] = storedKey(key);
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) wait = Math.max(wait, result.ttlInSeconds, 1);
        }
        if (wait > 0) {
          reply.header('Retry-After', String(wait));
          throw refuse(wait);
        }
      };
    });
  },
  { name: 'rate-limits', dependencies: ['redis'] },
);

export default rateLimitsPlugin;
