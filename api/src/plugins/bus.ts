import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface Bus<T> {
  /** To this instance's subscribers at once (synchronously), to every other instance's through Redis pub/sub. */
  publish(message: T): void;
  subscribe(handler: (message: T) => void): void;
}

/**
 * A message bus across instances on one Redis channel (`<REDIS_PREFIX><name>`); without Redis an in-process
 * event emitter. Messages carry this app's random origin, so an instance does not handle its own twice.
 */
export async function createBus<T>(app: FastifyInstance, name: string): Promise<Bus<T>> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const origin = randomUUID();
  const channel = `${app.config.redisPrefix}${name}`;
  const { redis } = app;
  if (redis) {
    const subscriber = redis.duplicate();
    subscriber.on('error', (error: Error) => app.log.warn({ err: error }, `redis: ${name} bus subscriber error`));
    subscriber.on('message', (from: string, text: string) => {
      if (from !== channel) return;
      try {
        const envelope = JSON.parse(text) as { origin: string; message: T };
        if (envelope.origin !== origin) local.emit('message', envelope.message);
      } catch (error) {
        app.log.warn({ err: error }, `${name} bus: unreadable message`);
      }
    });
    await subscriber.subscribe(channel);
    app.addHook('onClose', async () => {
      await subscriber.quit().catch(() => subscriber.disconnect());
    });
  }
  return {
    publish(message) {
      local.emit('message', message);
      redis
        ?.publish(channel, JSON.stringify({ origin, message }))
        .catch((error: unknown) => app.log.error({ err: error }, `${name} bus: publish failed`));
    },
    subscribe(handler) {
      local.on('message', handler);
    },
  };
}
