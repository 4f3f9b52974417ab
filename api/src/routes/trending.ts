import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_PER_PAGE } from '@receipts/shared/contract';
import { HOT_SCORE, TRENDING_TABS, TRENDING_WINDOWS } from '@receipts/shared/contract/trending';
import { ENDPOINTS } from '@receipts/shared/contract/schemas';
import { decayHotRanks, trendingRepository } from '../repositories/trending';
import { errorResponses, trustedJsonSerializer } from '../schemas/common';
import { at, schemaFor } from './endpoint';

/**
 * /trending (issue 11): statements by their stored hot score (shared/src/contract/trending.ts), and the decay job
 * that keeps the scores of the window's statements moving with time: once when the server is ready (a seed's or
 * an old database's rows), then every HOT_SCORE.DECAY_INTERVAL_MS, on the app's clock.
 */
export const trendingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const repo = trendingRepository(app.db, { timeZone: config.trackRecordTimeZone, now: config.now }, app.caches.trendingPages);
  const { trending } = ENDPOINTS.statements;

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const decay = () => {
    running ??= decayHotRanks(app.db, config.now())
      .then(() => app.cacheBus.publish({ endpoint: 'jobs.trendingDecay', statement: null, comment: null }))
      .catch((error: unknown) => app.log.error({ err: error }, 'hot score decay failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    await decay();
    timer = setInterval(() => void decay(), HOT_SCORE.DECAY_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });

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
