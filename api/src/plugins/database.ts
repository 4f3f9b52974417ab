import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/**
 * The database as decorators (app.db, app.database). Opened and migrated by its owner (server.ts, or a test) before
 * the app is built, and closed by it after app.close(): the pools outlive every request and onClose hook.
 */
export const databasePlugin = fp(
  async (app: FastifyInstance, { database }: { database: Database }) => {
    app.decorate('db', database.db);
    app.decorate('database', database);
  },
  { name: 'database' },
);
