import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { ENDPOINTS } from '@receipts/shared/contract/schemas';
import { at, schemaFor } from './endpoint';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { health } = ENDPOINTS.meta;
  app.route({
    ...at(health),
    schema: schemaFor(health, { tags: ['meta'], summary: 'Liveness and database check' }),
    handler: async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.database.kind };
    },
  });
};
