import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's Redis (REDIS_URL), shared by every instance; null when the site runs without one (all in process). */
    redis: Redis | null;
  }
}

/**
 * Opens the Redis connection when REDIS_URL is set and closes it with the app. It connects before the app is
 * ready, so a wrong URL stops the start instead of failing the first request. Commands fail after one retry
 * rather than queueing while Redis is away: a request waits seconds at most, /api/ready says why.
 */
export const redisPlugin = fp(
  async (app: FastifyInstance) => {
    const url = app.config.redisUrl;
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectionName: `receipts:${app.config.instanceId}` });
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis: connection error'));
    await redis.connect();
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis' },
);

export default redisPlugin;
