import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_LEADERBOARD_WINDOW, LEADERBOARD_PAGE_SIZE } from '@receipts/contract';
import { ENDPOINTS } from '@receipts/contract/schemas';
import { kindOfCollection } from '@receipts/contract';
import { errorResponses } from '../../../schemas/common';
import { at, schemaFor } from '../../../routes/endpoint';

/** Leaderboards: users with enough resolved predictions, ranked by skill, per window and league. */
export const leaderboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { trackRecords: repo, punditRecords: pundits } = app.repos;
  const { get } = ENDPOINTS.leaderboards;

  app.route({
    ...at(get),
    schema: schemaFor(
      get,
      {
        tags: ['track record'],
        summary: `Ranked track records of members (scope=users, the default: skill, then resolved count, then user id) or of commentators, podcasts or shows (Wilson lower bound of accuracy, then resolved count); ${LEADERBOARD_PAGE_SIZE} per page; the signed-in user’s own row in me`,
      },
      errorResponses(400),
    ),
    handler: async (request) => {
      const window = request.query.window ?? DEFAULT_LEADERBOARD_WINDOW;
      const page = request.query.page ?? 1;
      const league = request.query.league;
      const scope = request.query.scope ?? 'users';
      if (scope !== 'users') {
        const board = await pundits.leaderboard(kindOfCollection(scope), window, league, page, LEADERBOARD_PAGE_SIZE);
        const base = { window, league: league ?? null, min_resolved: pundits.minResolved, page, per_page: LEADERBOARD_PAGE_SIZE };
        return { scope, ...base, has_more: board.hasMore, rows: board.rows };
      }
      const { rows, hasMore, me } = await repo.leaderboard(window, league, page, LEADERBOARD_PAGE_SIZE, request.user?.id ?? null);
      return {
        scope,
        window,
        league: league ?? null,
        min_resolved: repo.minResolved,
        page,
        per_page: LEADERBOARD_PAGE_SIZE,
        has_more: hasMore,
        rows,
        me,
      };
    },
  });
};

export default leaderboardRoutes;
