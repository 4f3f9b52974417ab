import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_LEADERBOARD_WINDOW, ENTITY_KINDS, collectionOf } from '@receipts/contract';
import { ENDPOINTS } from '@receipts/contract/schemas';
import { notFound } from '../../../plugins/errors';
import { errorResponses } from '../../../schemas/common';
import { at, schemaFor } from '../../../routes/endpoint';

const NOT_FOUND = { commentator: 'Commentator not found', podcast: 'Podcast not found', show: 'Show not found' } as const;

/** A commentator's, podcast's or show's record from the receipts members posted. */
export const punditRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.punditRecords;
  for (const kind of ENTITY_KINDS) {
    const { record } = ENDPOINTS[collectionOf(kind)];
    app.route({
      ...at(record),
      schema: schemaFor(
        record,
        {
          tags: ['track record'],
          summary: `A ${kind}'s record: counted receipts (source confirmed, resolved) in a window and league, by league, latest receipts`,
        },
        errorResponses(400, 404),
      ),
      handler: async (request) => {
        const window = request.query.window ?? DEFAULT_LEADERBOARD_WINDOW;
        const league = request.query.league;
        const found = await repo.record(kind, request.params.slug, window, league);
        if (!found) throw notFound(NOT_FOUND[kind]);
        return { ...found, window, league: league ?? null, min_resolved: repo.minResolved };
      },
    });
  }
};

export default punditRecordRoutes;
