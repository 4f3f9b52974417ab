import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@receipts/contract/schemas';
import { tooManyWrites } from '../../../auth/rate-limit';
import { badRequest, notFound } from '../../../plugins/errors';
import { requireUser } from '../../../plugins/session';
import { fileReport } from '../data';
import { errorResponses } from '../../../schemas/common';
import { at, schemaFor } from '../../../routes/endpoint';
import { activeMember } from '../plugins/suspension';

const HOUR = 3_600_000;

/**
 * POST /api/reports/: a member reports a statement, a comment or a profile, once per target (again
 * updates it), at most REPORT_RATE_LIMIT_PER_HOUR times an hour. Enough reporters with standing hide the target pending
 * review (never again by the reports staff already reviewed); that hide is published on the cache bus like a staff action.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { create } = ENDPOINTS.reports;
  const limit = app.limiter(() => ({ limit: app.config.moderation.reportsPerHour, windowMs: HOUR }), tooManyWrites);

  app.route({
    ...at(create),
    preValidation: activeMember,
    schema: schemaFor(
      create,
      { tags: ['moderation'], summary: 'Report a statement, comment or profile to the moderators (signed in)' },
      errorResponses(400, 401, 403, 404, 429),
    ),
    handler: async (request, reply) => {
      const user = requireUser(request);
      await limit(request, reply, [`report:${user.id}`]);
      const { autoHideReports: autoHideAt, autoHideAfterReview: afterReviewAt } = app.config.moderation;
      const policy = { autoHideAt, afterReviewAt, standing: app.config.standing, now: app.config.now() };
      const result = await fileReport(app.db, user.id, request.body, policy);
      if (result.kind === 'missing') throw notFound(`No ${request.body.target_type} with that id.`);
      if (result.kind === 'own')
        throw badRequest(request.body.target_type === 'user' ? 'You cannot report yourself.' : 'You cannot report your own post.');
      if (result.autoHidden) {
        const { target_type: type, target_id: id } = result.report;
        app.cacheBus.publish({ endpoint: 'moderation.act', statement: result.statementId, comment: type === 'comment' ? id : null });
        void app.notificationBus.written(result.written); // committed: the author's streams, on any instance
      }
      return reply.code(201).send(result.report);
    },
  });
};

export default reportRoutes;
