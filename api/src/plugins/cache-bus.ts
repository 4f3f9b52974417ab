import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A successful write through the API: which endpoint (the contract's `group.name`) and the ids it names. */
export interface WriteEvent {
  endpoint: string;
  /** The statement it wrote to, when the request names one (path `:id` of a statement, or `statement` in the body). */
  statement: number | null;
  /** The comment it wrote to (a comment vote). */
  comment: number | null;
}

export interface CacheBus {
  /** Tells this instance's caches at once, and every other instance's through Redis pub/sub (or nobody else without Redis). */
  publish(event: WriteEvent): void;
  subscribe(handler: (event: WriteEvent) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    cacheBus: CacheBus;
  }
}

/**
 * Cache invalidation across instances: a write published here reaches this instance's subscribers synchronously
 * (before the writer gets its answer) and the other instances' within a Redis round trip. Without Redis it is an
 * in-process event emitter. Messages carry this app's random origin so an instance does not handle its own twice.
 */
export const cacheBusPlugin = fp(
  async (app: FastifyInstance) => {
    const local = new EventEmitter();
    local.setMaxListeners(0);
    const origin = randomUUID();
    const channel = `${app.config.redisPrefix}cache`;
    const { redis } = app;
    if (redis) {
      const subscriber = redis.duplicate();
      subscriber.on('error', (error: Error) => app.log.warn({ err: error }, 'redis: cache bus subscriber error'));
      subscriber.on('message', (from: string, text: string) => {
        if (from !== channel) return;
        try {
          const message = JSON.parse(text) as { origin: string; event: WriteEvent };
          if (message.origin !== origin) local.emit('write', message.event);
        } catch (error) {
          app.log.warn({ err: error }, 'cache bus: unreadable message');
        }
      });
      await subscriber.subscribe(channel);
      app.addHook('onClose', async () => {
        await subscriber.quit().catch(() => subscriber.disconnect());
      });
    }
    app.decorate('cacheBus', {
      publish(event) {
        local.emit('write', event);
        redis
          ?.publish(channel, JSON.stringify({ origin, event }))
          .catch((error: unknown) => app.log.error({ err: error }, 'cache bus: publish failed'));
      },
      subscribe(handler) {
        local.on('write', handler);
      },
    } satisfies CacheBus);
  },
  { name: 'cache-bus', dependencies: ['redis'] },
);
