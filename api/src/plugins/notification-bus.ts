import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Something changed in a user's notifications: new rows (`id`, the largest written) or reads (`id` null). */
export interface NotificationSignal {
  recipientId: number;
  id: number | null;
}

export interface NotificationBus {
  /** To this instance's streams at once, to every other instance's through Redis pub/sub (in-process without Redis). */
  publish(signals: NotificationSignal[]): void;
  subscribe(handler: (signal: NotificationSignal) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationBus: NotificationBus;
  }
}

/**
 * The notification streams' signal across instances (issue 27), on the same Redis and pattern as the cache bus
 * (plugins/cache-bus.ts) but its own channel: signals only name a user and an id, each instance reads the rows for the
 * streams it holds. Published after the rows are committed, so a stream that reads on a signal finds them.
 */
export const notificationBusPlugin = fp(
  async (app: FastifyInstance) => {
    const local = new EventEmitter();
    local.setMaxListeners(0);
    const origin = randomUUID();
    const channel = `${app.config.redisPrefix}notifications`;
    const { redis } = app;
    if (redis) {
      const subscriber = redis.duplicate();
      subscriber.on('error', (error: Error) => app.log.warn({ err: error }, 'redis: notification bus subscriber error'));
      subscriber.on('message', (from: string, text: string) => {
        if (from !== channel) return;
        try {
          const message = JSON.parse(text) as { origin: string; signals: NotificationSignal[] };
          if (message.origin !== origin) for (const signal of message.signals) local.emit('signal', signal);
        } catch (error) {
          app.log.warn({ err: error }, 'notification bus: unreadable message');
        }
      });
      await subscriber.subscribe(channel);
      app.addHook('onClose', async () => {
        await subscriber.quit().catch(() => subscriber.disconnect());
      });
    }
    app.decorate('notificationBus', {
      publish(signals) {
        if (!signals.length) return;
        for (const signal of signals) local.emit('signal', signal);
        redis
          ?.publish(channel, JSON.stringify({ origin, signals }))
          .catch((error: unknown) => app.log.error({ err: error }, 'notification bus: publish failed'));
      },
      subscribe(handler) {
        local.on('signal', handler);
      },
    } satisfies NotificationBus);
  },
  { name: 'notification-bus', dependencies: ['redis'] },
);

/** One signal per recipient, naming the largest id written for them. */
export function signalsOf(written: { recipientId: number; id: number }[]): NotificationSignal[] {
  const latest = new Map<number, number>();
  for (const row of written) latest.set(row.recipientId, Math.max(row.id, latest.get(row.recipientId) ?? 0));
  return [...latest].map(([recipientId, id]) => ({ recipientId, id }));
}
