import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inArray } from 'drizzle-orm';
import { and, gt, sql } from 'drizzle-orm';
import { ENDPOINTS } from '@receipts/contract/schemas';
import { sessions } from '../../../db/schema';
import { requireUser } from '../../../plugins/session';
import { unauthorized } from '../../../plugins/errors';
import { unreadCount } from '../data/notifications';
import { streamHub } from '../plugins/stream-hub';
import { errorResponses } from '../../../schemas/common';
import { at, schemaFor } from '../../../routes/endpoint';
import { signedIn } from '../../../plugins/guards';

/** A Last-Event-ID the stream can resume after (an id it sent), else null. */
const resumePoint = (header: string | string[] | undefined): number | null =>
  typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : null;

/**
 * `GET /api/notifications/stream/`: Server-Sent Events for the signed-in fan (the browser's EventSource sends the
 * session cookie; a bearer works too). Deliveries come rendered through the notification bus, so a row written by
 * any instance reaches a stream held by any other; a reconnect (another instance after a restart, too) resumes after
 * its Last-Event-ID. A stream lives as long as its session: ending the session (on any instance) ends it.
 */
export const notificationStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.notifications;
  const hub = streamHub(
    {
      after: (userId, afterId) => repo.after(userId, afterId),
      unreadCount: (userId) => unreadCount(app.db, userId),
      async liveSessions(ids) {
        const rows = await app.db
          .select({ id: sessions.id })
          .from(sessions)
          .where(and(inArray(sessions.id, ids), gt(sessions.expiresAt, sql`now()`)));
        return new Set(rows.map((row) => row.id));
      },
    },
    {
      heartbeatMs: app.config.notificationHeartbeatMs,
      registry: app.notificationBus.streams,
      replaceElsewhere: (refs) => app.notificationBus.replace(refs),
      onError: (error) => app.log.error({ err: error }, 'notification stream: send failed'),
    },
  );
  app.notificationBus.subscribe((delivery) => hub.deliver(delivery));
  app.notificationBus.onReplace((refs) => hub.replaced(refs));
  app.sessionBus.subscribe(({ sessionIds, cause }) => hub.sessionsEnded(sessionIds, cause));
  // Before the server stops listening and waits for its connections: an open stream would hold it for the whole grace.
  app.addHook('preClose', async () => hub.closeAll());
  const { stream } = ENDPOINTS.notifications;

  app.route({
    ...at(stream),
    preValidation: signedIn,
    schema: schemaFor(
      stream,
      { tags: ['notifications'], summary: 'Your new notifications as they happen (Server-Sent Events)' },
      errorResponses(401),
    ),
    handler: async (request, reply) => {
      const user = requireUser(request);
      if (!request.session) throw unauthorized();
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      // HEAD (which every GET answers): the stream's headers, and the answer ends; no events, no subscription.
      if (request.method === 'HEAD') return void raw.end();
      raw.write('retry: 3000\n\n');
      const open = await hub.open(
        { userId: user.id, sessionId: request.session.id, expiresAt: request.session.expiresAt },
        resumePoint(request.headers['last-event-id']),
        { write: (text) => void (raw.writableEnded || raw.write(text)), end: () => raw.end() },
      );
      raw.on('close', () => hub.close(open));
      if (raw.destroyed) hub.close(open);
    },
  });
};

export default notificationStreamRoutes;
