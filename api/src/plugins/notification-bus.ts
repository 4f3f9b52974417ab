import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBus } from './bus';

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
 * The notification streams' signal across instances (issue 27), on the same Redis as the cache bus (bus.ts) but its
 * own channel: signals only name a user and an id, each instance reads the rows for the
 * streams it holds. Published after the rows are committed, so a stream that reads on a signal finds them.
 */
export const notificationBusPlugin = fp(
  async (app: FastifyInstance) => {
    // One message per publish: all the signals of one commit travel together.
    const bus = await createBus<NotificationSignal[]>(app, 'notifications');
    app.decorate('notificationBus', {
      publish(signals) {
        if (signals.length) bus.publish(signals);
      },
      subscribe(handler) {
        bus.subscribe((signals) => signals.forEach(handler));
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
