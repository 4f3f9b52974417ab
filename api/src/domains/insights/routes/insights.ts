import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@receipts/contract/schemas';
import { INSIGHTS_CACHE_MS } from '../data/insights';
import { trustedJsonSerializer } from '../../../schemas/common';
import { at, schemaFor } from '../../../routes/endpoint';

/** /insights: the community's accuracy, calibration, contested and upcoming predictions, sharpest analysts. */
export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.insights;
  const { get } = ENDPOINTS.insights;

  app.route({
    ...at(get),
    // Built by typed mappers (`InsightsResponse`) and cached: sent as is, not re-validated through zod per request.
    serializerCompiler: trustedJsonSerializer,
    schema: schemaFor(get, {
      tags: ['track record'],
      summary: `Community insights, the same for everyone, recomputed at most every ${INSIGHTS_CACHE_MS / 1000} s per instance, and after a write that changes them`,
    }),
    handler: async () => repo.get(),
  });
};

export default insightsRoutes;
