import Fastify, { type FastifyInstance } from 'fastify';
import autoload from '@fastify/autoload';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { fastifyTrustProxy } from './config-guards';
import type { Database, Db } from './db';
import { serializeError } from './plugins/log-redaction';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    database: Database;
  }
}

/**
 * What app.ts autoloads, from its own folder (src/, or dist/app/ compiled): the cross-cutting plugins/ and routes/,
 * and each domain's (domains/<name>/plugins, domains/<name>/routes). Every such file with a default export is a
 * plugin; tests and helpers sit beside them, and the rest of the tree (a domain's data/ and jobs/, db/…) is imported,
 * never loaded.
 */
const AUTOLOAD = { dir: __dirname, ignorePattern: /\.test\.|\.d\.ts$/, dirNameRoutePrefix: false } as const;
const inRole = (role: 'plugins' | 'routes') => new RegExp(`^/(?:domains/[^/]+/)?${role}/`);

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  logger?: boolean;
}

/** The whole server as a Fastify instance: tests use app.inject(), server.ts listens. */
export async function buildApp({ config, database, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Errors are logged without a failed query's parameters (users' text): plugins/log-redaction.ts.
    logger: logger ? { level: config.logLevel, serializers: { err: (error: unknown) => serializeError(error) } } : false,
    bodyLimit: 256 * 1024,
    // Only the hops of proxies we run (a count or their addresses, never `true`) may X-Forwarded-For be believed:
    // rate limits key on the client IP.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: false },
    // A plugin that opens connections (the job queue, Redis) can take more than Fastify's default 10 s on a host
    // that is starting several instances at once; one that never finishes still fails the start.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  // The database, opened and migrated before the app by its owner (server.ts, a test), is closed by it after
  // app.close(): the pools outlive every request and onClose hook.
  app.decorate('database', database);
  app.decorate('db', database.db);
  // fastify/demo's layout. Plugins: what the routes stand on, each a named fastify-plugin decorating the root app
  // (app.redis, app.caches, app.repos, app.auth, app.mailer, app.jobs, app.notificationBus…) or hooking every request
  // (session, CSRF, limits, headers), ordered by their declared `dependencies` across every folder (one autoload for
  // all of them). Each closes what it opened in its onClose hook.
  await app.register(autoload, { ...AUTOLOAD, matchFilter: inRole('plugins') });
  // Routes, once every plugin is in: one encapsulated plugin per resource, each owning its paths under /api (the
  // site's are domains/site/plugins/site.ts).
  await app.register(autoload, { ...AUTOLOAD, matchFilter: inRole('routes') });
  return app;
}
