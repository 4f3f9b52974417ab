import type { NotificationItem } from '@receipts/shared/contract';
import type { NotificationSignal } from '../plugins/notification-bus';

/** One open `GET /api/notifications/stream/`: whose it is, the last id it was sent, and how to write to it. */
export interface OpenStream {
  userId: number;
  lastId: number;
  write(text: string): void;
  end(): void;
  /** Sends to one stream happen one after another, in order. */
  queue: Promise<void>;
}

export interface StreamSource {
  after(userId: number, afterId: number): Promise<NotificationItem[]>;
  latestId(userId: number): Promise<number>;
  unreadCount(userId: number): Promise<number>;
}

export const sseEvent = (event: string, data: object, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * This instance's open streams by user. A signal (from any instance, through the notification bus) makes each of
 * the user's streams read its rows after its last sent id and send them as `notification` events; a read sends the
 * new `unread` count. One timer writes every stream's heartbeat comment.
 */
export function streamHub(source: StreamSource, options: { heartbeatMs: number; onError: (error: unknown) => void }) {
  const byUser = new Map<number, Set<OpenStream>>();
  let heartbeat: NodeJS.Timeout | null = null;
  let count = 0;

  const deliver = async (stream: OpenStream) => {
    const items = await source.after(stream.userId, stream.lastId);
    if (!items.length) return;
    const unread = await source.unreadCount(stream.userId);
    for (const item of items) {
      stream.write(sseEvent('notification', { notification: item, unread_count: unread }, item.id));
      stream.lastId = Math.max(stream.lastId, item.id);
    }
  };
  const sendUnread = async (stream: OpenStream) => {
    stream.write(sseEvent('unread', { unread_count: await source.unreadCount(stream.userId) }));
  };
  const enqueue = (stream: OpenStream, work: (stream: OpenStream) => Promise<void>) => {
    stream.queue = stream.queue.then(() => work(stream)).catch(options.onError);
  };

  // Keep-alive bytes on the sockets this process holds open: only it can write to them, so this is per instance by
  // nature (no scheduled work; each instance's timer serves its own streams).
  const startHeartbeat = () => {
    if (heartbeat) return;
    heartbeat = setInterval(() => {
      for (const streams of byUser.values()) for (const stream of streams) stream.write(': heartbeat\n\n');
    }, options.heartbeatMs);
    heartbeat.unref();
  };

  return {
    /** Registers a stream: from `resumeAfter` (Last-Event-ID, sent what came since) or from now. */
    async open(userId: number, resumeAfter: number | null, io: Pick<OpenStream, 'write' | 'end'>): Promise<OpenStream> {
      const stream: OpenStream = { userId, lastId: resumeAfter ?? (await source.latestId(userId)), ...io, queue: Promise.resolve() };
      const streams = byUser.get(userId) ?? new Set();
      streams.add(stream);
      byUser.set(userId, streams);
      count += 1;
      startHeartbeat();
      if (resumeAfter !== null) enqueue(stream, deliver);
      enqueue(stream, sendUnread);
      return stream;
    },

    close(stream: OpenStream) {
      const streams = byUser.get(stream.userId);
      if (!streams?.delete(stream)) return;
      count -= 1;
      if (!streams.size) byUser.delete(stream.userId);
    },

    signal(signal: NotificationSignal) {
      for (const stream of byUser.get(signal.recipientId) ?? []) enqueue(stream, signal.id === null ? sendUnread : deliver);
    },

    /** Shutdown: every stream is ended (EventSource reconnects to another instance, with its Last-Event-ID). */
    closeAll() {
      for (const streams of byUser.values()) for (const stream of streams) stream.end();
      byUser.clear();
      count = 0;
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
    },

    get size() {
      return count;
    },
  };
}

export type StreamHub = ReturnType<typeof streamHub>;
