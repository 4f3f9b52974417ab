import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@receipts/contract/schemas';
import { HttpError } from '../../../plugins/errors';
import { requireUser } from '../../../plugins/session';
import { ActionRefused, answerAppeal, appealQueue, auditEntries, moderationQueue, takeAction } from '../data';
import { unreadRecipientsOf } from '../../notifications/data/notifications';
import { asHttpError } from './appeals';
import { errorResponses } from '../../../schemas/common';
import { sql } from 'drizzle-orm';
import { at, schemaFor } from '../../../routes/endpoint';
import { staffOnly } from '../../../plugins/guards';

const AUDIT_PAGE = 200;

/** The staff queue, actions and audit: 401 for visitors, 403 for members. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { queue, act, audit, appeals, answerAppeal: answer } = ENDPOINTS.moderation;

  app.route({
    ...at(queue),
    preValidation: staffOnly,
    schema: schemaFor(
      queue,
      { tags: ['moderation'], summary: 'Open reports grouped per target, most counted reports first, with how many count (staff)' },
      errorResponses(401, 403),
    ),
    handler: async () => moderationQueue(app.db, app.config.standing, app.config.now()),
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
        const { response, statementId, written, endedSessions } = await takeAction(app.db, actor.id, request.body, app.config.now());
        app.sessionBus.ended(endedSessions, 'suspended'); // committed: the member's open streams end, on any instance
        void app.notificationBus.written(written); // the author's notice, on any instance
        // Hiding, removing or restoring a statement or comment hides or shows notifications about it: their
        // recipients' unread counts move (everyone with unread rows on that statement is told its count again).
        if (request.body.target_type !== 'user' && statementId !== null)
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

  app.route({
    ...at(appeals),
    preValidation: staffOnly,
    schema: schemaFor(
      appeals,
      { tags: ['moderation'], summary: 'Open appeals of hidden content, oldest first, with the author’s message (staff)' },
      errorResponses(401, 403),
    ),
    handler: async () => appealQueue(app.db),
  });

  app.route({
    ...at(answer),
    preValidation: staffOnly,
    schema: schemaFor(
      answer,
      {
        tags: ['moderation'],
        summary: 'Answer an appeal: restore the item or uphold its hiding, with an optional note the author reads (staff)',
      },
      errorResponses(400, 401, 403, 404, 409),
    ),
    handler: async (request) => {
      const actor = requireUser(request);
      const { decision, note } = request.body;
      const { appeal, written } = await answerAppeal(
        app.db,
        actor.id,
        request.params.id,
        { decision, note: note?.trim() || null },
        app.config.now(),
      ).catch(asHttpError);
      if (appeal.status === 'restored') {
        const comment = appeal.target_type === 'comment' ? appeal.target_id : null;
        app.cacheBus.publish({ endpoint: 'moderation.act', statement: appeal.statement_id, comment });
        void app.notificationBus.unreadChanged(await unreadRecipientsOf(app.db, appeal.statement_id));
      }
      void app.notificationBus.written(written);
      return appeal;
    },
  });
};

export default moderationRoutes;
