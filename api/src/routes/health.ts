import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ENDPOINTS, notReadyResponseSchema } from '@receipts/contract/schemas';
import { MIGRATIONS_FOLDER } from '../db';
import { rowsOf } from '../repositories/sql';
import { at, schemaFor } from './endpoint';

const unhealthySchema = z.object({
  status: z.literal('error'),
  database: z.enum(['pglite', 'postgres']),
  instance: z.string(),
  detail: z.string(),
});

/**
 * A real write, not just `select 1`: a row lock on the migrations table's first row takes a transaction id and
 * commits (WAL written and flushed), so a read-only database (a standby, default_transaction_read_only, a
 * read-only data directory) or a disk that refuses writes fails it. No row changes and nothing grows.
 */
export const WRITE_PROBE = sql`select id from drizzle.__drizzle_migrations order by id limit 1 for update`;

const reasonOf = (error: unknown) =>
  error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);

/** How many migrations this build ships (drizzle's journal): the database is ready when it has applied them all. */
const shippedMigrations = (): number =>
  (JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

/**
 * GET /api/health: this instance is alive and its database takes writes. GET /api/ready: it can serve, the load
 * balancer's check (database writable, every migration applied, Redis answering when configured). Both name the
 * instance (INSTANCE_ID). While an instance shuts down Fastify answers 503 to both, so the balancer moves on.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { health, ready } = ENDPOINTS.meta;
  const { instanceId: instance } = app.config;
  const shipped = shippedMigrations();
  const probe = () => app.db.transaction(async (tx) => void (await tx.execute(WRITE_PROBE)));

  app.route({
    ...at(health),
    schema: schemaFor(
      health,
      { tags: ['meta'], summary: 'Liveness and a database write check (503 when the database cannot write)' },
      { 503: unhealthySchema },
    ),
    handler: async (request, reply) => {
      const database = app.database.kind;
      try {
        await probe();
      } catch (error) {
        request.log.error({ err: error }, 'health: database write probe failed');
        return reply
          .status(503)
          .send({ status: 'error' as const, database, instance, detail: `The database is not writable: ${reasonOf(error)}` });
      }
      return { status: 'ok' as const, database, instance };
    },
  });

  app.route({
    ...at(ready),
    schema: schemaFor(
      ready,
      {
        tags: ['meta'],
        summary: 'Readiness for the load balancer: database writable, migrations applied, Redis answering (503 otherwise)',
      },
      { 503: notReadyResponseSchema },
    ),
    handler: async (request, reply) => {
      const problems: string[] = [];
      const checks: { database: 'ok' | 'error'; migrations: 'ok' | 'pending' | 'error'; redis: 'ok' | 'error' | 'none' } = {
        database: 'ok',
        migrations: 'ok',
        redis: app.redis ? 'ok' : 'none',
      };
      await probe().catch((error: unknown) => {
        checks.database = 'error';
        problems.push(`The database is not writable: ${reasonOf(error)}`);
      });
      await rowsOf<{ n: number | string }>(app.db, sql`select count(*) as n from drizzle.__drizzle_migrations`)
        .then(([row]) => {
          const applied = Number(row?.n ?? 0);
          if (applied < shipped) {
            checks.migrations = 'pending';
            problems.push(`${shipped - applied} of ${shipped} migrations are not applied yet`);
          }
        })
        .catch((error: unknown) => {
          checks.migrations = 'error';
          problems.push(`The migrations cannot be read: ${reasonOf(error)}`);
        });
      if (app.redis) {
        await app.redis.ping().catch((error: unknown) => {
          checks.redis = 'error';
          problems.push(`Redis does not answer: ${reasonOf(error)}`);
        });
      }
      if (problems.length) {
        request.log.error({ checks }, `not ready: ${problems.join('; ')}`);
        return reply.status(503).send({ status: 'error' as const, instance, checks, detail: problems.join('; ') });
      }
      return { status: 'ok' as const, instance, checks };
    },
  });
};

export default healthRoutes;
