import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@receipts/shared/contract/schemas';
import { HttpError } from '../plugins/errors';
import { requireUser } from '../plugins/session';
import { ActionRefused, auditEntries, moderationQueue, takeAction } from '../repositories/moderation';
import { unreadRecipientsOf } from '../repositories/notifications';
import { errorResponses } from '../schemas/common';
import { sql } from 'drizzle-orm';
import { at, schemaFor } from './endpoint';
import { staffOnly } from './guards';

const AUDIT_PAGE = 200;

/** The staff queue, actions and audit (issue 28): 401 for visitors, 403 for members. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { queue, act, audit } = ENDPOINTS.moderation;

  app.route({
    ...at(queue),
    preValidation: staffOnly,
    schema: schemaFor(
      queue,
      { tags: ['moderation'], summary: 'Open reports grouped per target, most reported first (staff)' },
      errorResponses(401, 403),
    ),
    handler: async () => moderationQueue(app.db),
  });

  app.route({
    ...at(act),
    preValidation: staffOnly,
    schema: schemaFor(
      act,
      {
        tags: ['moderation'],
        summary: 'Hide, restore, remove, dismiss the reports of, suspend or unsuspend (staff); every action is audited',
      },
      errorResponses(400, 401, 403, 404, 409),
    ),
    handler: async (request) => {
      const actor = requireUser(request);
      try {
        const { response, statementId, endedSessions } = await takeAction(app.db, actor.id, request.body, app.config.now());
        app.sessionBus.ended(endedSessions, 'suspended'); // committed: the member's open streams end, on any instance
        // Hiding, removing or restoring a statement hides or shows its notifications: their recipients' counts move.
        if (request.body.target_type === 'statement' && statementId !== null)
          void app.notificationBus.unreadChanged(await unreadRecipientsOf(app.db, statementId));
        // A comment's thread is cached by statement: name it (the write's own event names only the comment).
        if (request.body.target_type === 'comment')
          app.cacheBus.publish({ endpoint: 'moderation.act', statement: statementId, comment: null });
        return response;
      } catch (error) {
        if (error instanceof ActionRefused) throw new HttpError(error.status, error.message);
        throw error;
      }
    },
  });

  app.route({
    ...at(audit),
    preValidation: staffOnly,
    schema: schemaFor(audit, { tags: ['moderation'], summary: 'Every moderation action, newest first (staff)' }, errorResponses(401, 403)),
    handler: async () => auditEntries(app.db, sql`true`, AUDIT_PAGE),
  });
};
