import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOG } from '../catalog';
import { catalogSchema } from '../schemas/statements';

/** The built-in leagues, teams, players and topics (spec §2.9), so the create form and the server agree. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/content-api/catalog/',
    {
      schema: {
        tags: ['statements'],
        summary: 'Leagues, teams (per league), fictional players (per team) and topics',
        response: { 200: catalogSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      return CATALOG;
    },
  );
};
