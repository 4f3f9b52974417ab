import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOG } from '@receipts/contract/catalog';
import { ENDPOINTS } from '@receipts/contract/schemas';
import { at, schemaFor } from './endpoint';

/**
 * The built-in leagues, teams, players and topics for other clients: the create form and the
 * server's validation both use the CATALOG constant of the contract directly.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog } = ENDPOINTS.statements;
  app.route({
    ...at(catalog),
    schema: schemaFor(catalog, {
      tags: ['statements'],
      summary: 'Leagues, teams (per league), players (per team) and topics',
    }),
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      return CATALOG;
    },
  });
};

export default catalogRoutes;
