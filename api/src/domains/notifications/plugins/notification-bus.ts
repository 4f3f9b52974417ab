import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { NotificationItem } from '@receipts/contract';
import { memoryStreamRegistry, redisStreamRegistry, type StreamRef, type StreamRegistry } from './stream-registry';
import { rowsByIdSql, toNotification, unreadCounts, type NotificationRow } from '../data/notifications';
import type { Written } from '../data/notification-writes';
import { readRows } from '../../../repositories/sql';
import { createBus } from '../../../plugins/bus';

/**
 * What a member's open streams are sent: new items (oldest first) with the unread count after them, or (no items)
 * the count alone after reads, a hidden statement, a deletion. Rendered once by the writer: a stream only writes it.
 */
export interface StreamDelivery {
  recipientId: number;
  items: NotificationItem[];
  unreadCount: number;
}

export interface NotificationBus {
  /** After the rows committed: renders them and their recipients' counts (two queries), for those with a stream open. */
  written(written: Written[]): Promise<void>;
  /** After a change to these members' unread rows: their new counts (one query), for those with a stream open. */
  unreadChanged(recipientIds: number[]): Promise<void>;
  /** A count the writer already knows (a read answers it). */
  unread(recipientId: number, unreadCount: number): void;
  subscribe(handler: (delivery: StreamDelivery) => void): void;
  /** The per-member limit's count of open streams, across instances. */
  streams: StreamRegistry;
  /** Streams past a member's limit, for whichever instance holds them to close. */
  replace(refs: StreamRef[]): void;
  onReplace(handler: (refs: StreamRef[]) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationBus: NotificationBus;
  }
}

/** Recipients per rendered message: a resolution's fan-out to thousands goes out in several. */
const CHUNK = 200;

const chunks = <T>(list: T[]) => Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * The notification streams' deliveries across instances (Redis pub/sub, in-process without Redis). The writer
 * renders what its commit changed once, whoever listens and however many streams they hold; each instance only
 * writes it to the streams it holds. Nothing is rendered for members with no stream open anywhere.
 */
export const notificationBusPlugin = fp(
  async (app: FastifyInstance) => {
    const bus = await createBus<StreamDelivery[]>(app, 'notification-deliveries');
    const replaced = await createBus<StreamRef[]>(app, 'notification-streams-replaced');
    const limit = () => app.config.notificationStreamsPerMember;
    const streams = app.redis
      ? redisStreamRegistry(app.redis, app.config.redisPrefix, limit, Math.max(3 * app.config.notificationHeartbeatMs, 5_000))
      : memoryStreamRegistry(limit);
    const publish = (deliveries: StreamDelivery[]) => {
      for (const part of chunks(deliveries)) bus.publish(part);
    };
    const failed = (error: unknown) => app.log.error({ err: error }, 'notification bus: delivery failed');

    const render = async (written: Written[]) => {
      const watched = await streams.watched([...new Set(written.map((row) => row.recipientId))]);
      const ids = written.filter((row) => watched.has(row.recipientId)).map((row) => row.id);
      if (!ids.length) return;
      const rows = await readRows<NotificationRow>(app.db, rowsByIdSql(ids), false);
      const counts = await unreadCounts(app.db, [...watched]);
      const items = new Map<number, NotificationItem[]>();
      for (const row of rows) {
        const recipient = Number(row.recipient_id);
        items.set(recipient, [...(items.get(recipient) ?? []), toNotification(row)]);
      }
      publish([...items].map(([recipientId, list]) => ({ recipientId, items: list, unreadCount: counts.get(recipientId) ?? 0 })));
    };
    const recount = async (recipientIds: number[]) => {
      const watched = await streams.watched([...new Set(recipientIds)]);
      if (!watched.size) return;
      const counts = await unreadCounts(app.db, [...watched]);
      publish([...counts].map(([recipientId, unreadCount]) => ({ recipientId, items: [], unreadCount })));
    };

    app.decorate('notificationBus', {
      written: (written) => (written.length ? render(written).catch(failed) : Promise.resolve()),
      unreadChanged: (recipientIds) => (recipientIds.length ? recount(recipientIds).catch(failed) : Promise.resolve()),
      unread(recipientId, unreadCount) {
        publish([{ recipientId, items: [], unreadCount }]);
      },
      subscribe(handler) {
        bus.subscribe((deliveries) => deliveries.forEach(handler));
      },
      streams,
      replace(refs) {
        if (refs.length) replaced.publish(refs);
      },
      onReplace(handler) {
        replaced.subscribe(handler);
      },
    } satisfies NotificationBus);
  },
  { name: 'notification-bus', dependencies: ['redis'] },
);

export default notificationBusPlugin;
