import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@receipts/contract/schemas';
import { SEARCH_LIMIT_ALL, SEARCH_LIMIT_ONE } from '@receipts/contract/search';
import { errorResponses, trustedJsonSerializer } from '../../../schemas/common';
import { at, schemaFor } from '../../../routes/endpoint';

/** Search across statements, users, commentators, podcasts and shows (domains/search/data/search.ts). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.search;
  const { get } = ENDPOINTS.search;

  app.route({
    ...at(get),
    schema: schemaFor(
      get,
      {
        tags: ['search'],
        summary: 'Search takes (full text, best match first) and people, commentators, podcasts and shows by name (typos tolerated)',
      },
      errorResponses(400),
    ),
    // The hits are built field by field from the contract's types (domains/search/data/search.ts).
    serializerCompiler: trustedJsonSerializer,
    handler: async (request) => {
      const { q, type, limit } = request.query;
      return repo.search(q, type, limit ?? (type ? SEARCH_LIMIT_ONE : SEARCH_LIMIT_ALL));
    },
  });
};

export default searchRoutes;
