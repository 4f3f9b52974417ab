import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_PER_PAGE } from '@receipts/contract';
import { TRENDING_TABS, TRENDING_WINDOWS } from '@receipts/contract/trending';
import { ENDPOINTS } from '@receipts/contract/schemas';
import { errorResponses, trustedJsonSerializer } from '../../../schemas/common';
import { at, schemaFor } from '../../../routes/endpoint';

/**
 * /trending: statements by their stored hot score (shared/contract/src/trending.ts). The scores fade
 * with time through the trending-decay job (jobs/definitions.ts), which runs once per period across all instances.
 */
export const trendingRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.trending;
  const { trending } = ENDPOINTS.statements;

  app.route({
    ...at(trending),
    // Rows come from the feed's own typed mapper (toStatement), like the feed's route: no re-validation through zod.
    serializerCompiler: trustedJsonSerializer,
    schema: schemaFor(
      trending,
      {
        tags: ['statements'],
        summary: `Statements by hot score (votes and comments, fading with age), newest window first: tab ${TRENDING_TABS.join(' | ')}, window ${TRENDING_WINDOWS.join(' | ')}`,
      },
      errorResponses(400),
    ),
    handler: async (request) => {
      const { tab = 'predictions', window = 'today', page = 1, per_page: perPage = DEFAULT_PER_PAGE } = request.query;
      return repo.page({ tab, window, page, perPage }, request.user?.id ?? null);
    },
  });
};

export default trendingRoutes;
