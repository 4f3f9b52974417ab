import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_LEADERBOARD_WINDOW } from '@receipts/contract';
import { ENDPOINTS } from '@receipts/contract/schemas';
import { notFound } from '../../../plugins/errors';
import { errorResponses } from '../../../schemas/common';
import { at, schemaFor } from '../../../routes/endpoint';

/** A user's track record, public: scores, rank, calibration, by league, deleted-after-lock predictions. */
export const recordRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.trackRecords;
  const { record } = ENDPOINTS.users;

  app.route({
    ...at(record),
    schema: schemaFor(
      record,
      { tags: ['track record'], summary: 'A user’s track record in a window (by resolution date) and league' },
      errorResponses(400, 404),
    ),
    handler: async (request) => {
      const window = request.query.window ?? DEFAULT_LEADERBOARD_WINDOW;
      const league = request.query.league;
      const found = await repo.record(request.params.username, window, league);
      if (!found) throw notFound('User not found.');
      return { ...found, window, league: league ?? null, min_resolved: repo.minResolved };
    },
  });
};

export default recordRoutes;
