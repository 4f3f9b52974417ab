import { randomUUID } from 'node:crypto';
import type { NotificationItem } from '@receipts/contract';
import type { StreamDelivery } from './notification-bus';
import type { SessionEndCause } from '../../../plugins/session-bus';
import type { StreamRef, StreamRegistry } from './stream-registry';

/** Why the server ended a stream for good: the browser must not reconnect (a reconnect would be refused or evict). */
export type StreamEnd = { reason: 'session_ended'; cause: SessionEndCause } | { reason: 'replaced' };

/** One open `GET /api/notifications/stream/`: whose it is, under which session, what its catch-up sent. */
export interface OpenStream {
  id: string;
  userId: number;
  /** The stored session id it was opened under (a cookie's, or the one a bearer was issued under). */
  sessionId: string;
  /** When what it authenticated with expires (the session, or the bearer token): it ends then. */
  expiresAt: Date;
  /** Ids its catch-up after Last-Event-ID sent (a delivery racing it does not send them twice). */
  caughtUp: Set<number>;
  write(text: string): void;
  end(): void;
  /** Sends to one stream happen one after another, in order. */
  queue: Promise<void>;
}

/** What a stream reads once, when it opens: never per event. */
export interface StreamSource {
  after(userId: number, afterId: number): Promise<NotificationItem[]>;
  unreadCount(userId: number): Promise<number>;
  /** Of these session ids, those still live (one query per heartbeat for all the instance's streams). */
  liveSessions(sessionIds: string[]): Promise<Set<string>>;
}

export interface StreamHubOptions {
  heartbeatMs: number;
  registry: StreamRegistry;
  /** Streams past a member's limit held by other instances: published for them to close. */
  replaceElsewhere(refs: StreamRef[]): void;
  onError(error: unknown): void;
  now?: () => number;
}

export const sseEvent = (event: string, data: object, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * This instance's open streams. A delivery (rendered by the writer, from any instance through the notification bus)
 * is written to the recipient's streams as is: `notification` events with the count, or an `unread` count. A
 * stream reads the database only when it opens (the count, and what it missed after its Last-Event-ID). Ending
 * sessions end their streams with an `end` event; so does a member's stream past their limit (the oldest).
 */
export function streamHub(source: StreamSource, options: StreamHubOptions) {
  const { registry } = options;
  const now = options.now ?? Date.now;
  const byUser = new Map<number, Set<OpenStream>>();
  const byId = new Map<string, OpenStream>();
  let heartbeat: NodeJS.Timeout | null = null;

  const enqueue = (stream: OpenStream, work: (stream: OpenStream) => void | Promise<void>) => {
    stream.queue = stream.queue.then(() => (byId.has(stream.id) ? work(stream) : undefined)).catch(options.onError);
  };
  const sendItems = (stream: OpenStream, items: NotificationItem[], unreadCount: number) => {
    for (const item of items.filter((candidate) => !stream.caughtUp.has(candidate.id)))
      stream.write(sseEvent('notification', { notification: item, unread_count: unreadCount }, item.id));
  };
  const sendUnread = (stream: OpenStream, unreadCount: number) => stream.write(sseEvent('unread', { unread_count: unreadCount }));

  const forget = (stream: OpenStream) => {
    if (!byId.delete(stream.id)) return false;
    const streams = byUser.get(stream.userId);
    streams?.delete(stream);
    if (!streams?.size) byUser.delete(stream.userId);
    registry.remove(stream.userId, stream.id).catch(options.onError);
    return true;
  };
  /** A final `end` event saying why, then the response ends: the client stops instead of reconnecting. */
  const end = (stream: OpenStream, why: StreamEnd) => {
    if (!forget(stream)) return;
    stream.write(sseEvent('end', why));
    stream.end();
  };

  // Keep-alive bytes on the sockets this process holds open: only it can write to them, so this is per instance by
  // nature (no scheduled work; each instance's timer serves its own streams). The same beat ends streams whose
  // session or token expired, or whose session is gone without word (a lost bus message), with one query.
  const beat = async () => {
    const at = now();
    for (const stream of byId.values()) {
      if (stream.expiresAt.getTime() <= at) end(stream, { reason: 'session_ended', cause: 'expired' });
      else stream.write(': heartbeat\n\n');
    }
    if (!byId.size) return;
    const held = new Set([...byId.values()].map((stream) => stream.sessionId));
    const [, live] = await Promise.all([registry.beat().catch(options.onError), source.liveSessions([...held])]);
    // Only the sessions asked about: a stream opened meanwhile is not judged by an answer that did not name it.
    for (const stream of byId.values())
      if (held.has(stream.sessionId) && !live.has(stream.sessionId)) end(stream, { reason: 'session_ended', cause: 'unknown' });
  };
  const startHeartbeat = () => {
    if (heartbeat) return;
    heartbeat = setInterval(() => void beat().catch(options.onError), options.heartbeatMs);
    heartbeat.unref();
  };

  const replaced = (refs: StreamRef[]) => {
    for (const ref of refs) {
      const stream = ref.origin === registry.origin ? byId.get(ref.streamId) : undefined;
      if (stream) end(stream, { reason: 'replaced' });
    }
  };

  return {
    /** Registers a stream: from `resumeAfter` (Last-Event-ID, sent what came since) or from now. */
    async open(
      session: { userId: number; sessionId: string; expiresAt: Date },
      resumeAfter: number | null,
      io: Pick<OpenStream, 'write' | 'end'>,
    ): Promise<OpenStream> {
      const stream: OpenStream = { id: randomUUID(), ...session, caughtUp: new Set(), ...io, queue: Promise.resolve() };
      byId.set(stream.id, stream);
      byUser.set(stream.userId, (byUser.get(stream.userId) ?? new Set()).add(stream));
      startHeartbeat();
      // Without its count (Redis unreachable) the stream still works; the limit is skipped for it.
      const registered = registry.add(stream.userId, stream.id).catch((error: unknown) => (options.onError(error), []));
      // Deliveries that arrive meanwhile wait in its queue behind these reads.
      // From now: every delivery is new to it. Resumed: deliveries skip what the catch-up sent.
      // Its first count goes out only once every instance can see the stream: a writer that saw it open (the count
      // shown) and then missed it in the registry would render nothing for it.
      enqueue(stream, async (s) => {
        await registered;
        const missed = resumeAfter === null ? [] : await source.after(s.userId, resumeAfter);
        const unread = await source.unreadCount(s.userId);
        sendItems(s, missed, unread);
        s.caughtUp = new Set(missed.map((item) => item.id));
        sendUnread(s, unread);
      });
      const over = await registered;
      replaced(over.filter((ref) => ref.origin === registry.origin));
      options.replaceElsewhere(over.filter((ref) => ref.origin !== registry.origin));
      return stream;
    },

    /** The socket closed (the browser left): forgotten. */
    close(stream: OpenStream) {
      forget(stream);
    },

    deliver(delivery: StreamDelivery) {
      for (const stream of byUser.get(delivery.recipientId) ?? [])
        enqueue(stream, (s) =>
          delivery.items.length ? sendItems(s, delivery.items, delivery.unreadCount) : sendUnread(s, delivery.unreadCount),
        );
    },

    sessionsEnded(sessionIds: string[], cause: SessionEndCause) {
      const ended = new Set(sessionIds);
      for (const stream of byId.values()) if (ended.has(stream.sessionId)) end(stream, { reason: 'session_ended', cause });
    },

    /** Streams past their member's limit (this instance's among `refs`). */
    replaced,

    /** Shutdown: every stream is ended (EventSource reconnects to another instance, with its Last-Event-ID). */
    closeAll() {
      for (const stream of [...byId.values()]) {
        forget(stream);
        stream.end();
      }
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
    },

    get size() {
      return byId.size;
    },
  };
}

export type StreamHub = ReturnType<typeof streamHub>;
