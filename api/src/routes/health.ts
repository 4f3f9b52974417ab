import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ENDPOINTS } from '@receipts/shared/contract/schemas';
import { at, schemaFor } from './endpoint';

const unhealthySchema = z.object({ status: z.literal('error'), database: z.enum(['pglite', 'postgres']), detail: z.string() });

/**
 * A real write, not just `select 1`: a row lock on the migrations table's first row takes a transaction id and
 * commits (WAL written and flushed), so a read-only database (a standby, default_transaction_read_only, a
 * read-only data directory) or a disk that refuses writes fails it. No row changes and nothing grows.
 */
export const WRITE_PROBE = sql`select id from drizzle.__drizzle_migrations order by id limit 1 for update`;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { health } = ENDPOINTS.meta;
  app.route({
    ...at(health),
    schema: schemaFor(health, { tags: ['meta'], summary: 'Liveness and a database write check (503 when the database cannot write)' }, { 503: unhealthySchema }),
    handler: async (request, reply) => {
      const database = app.database.kind;
      try {
        await app.db.transaction(async (tx) => {
          await tx.execute(WRITE_PROBE);
        });
      } catch (error) {
        request.log.error({ err: error }, 'health: database write probe failed');
        const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
        return reply.status(503).send({ status: 'error' as const, database, detail: `The database is not writable: ${reason}` });
      }
      return { status: 'ok' as const, database };
    },
  });
};
