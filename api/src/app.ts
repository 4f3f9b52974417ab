import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { fastifyTrustProxy } from './config-guards';
import type { Database } from './db';
import { databasePlugin } from './plugins/database';
import { redisPlugin } from './plugins/redis';
import { cacheBusPlugin } from './plugins/cache-bus';
import { notificationBusPlugin } from './plugins/notification-bus';
import { sessionBusPlugin } from './plugins/session-bus';
import { cachesPlugin } from './plugins/caches';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { bodyLimitPlugin } from './plugins/body-limit';
import { errorsPlugin } from './plugins/errors';
import { sessionPlugin } from './plugins/session';
import { csrfPlugin } from './plugins/csrf';
import { nulGuardPlugin } from './plugins/nul-guard';
import { apiRoutes } from './routes';
import { sitePlugin } from './plugins/site';
import { compressionPlugin } from './plugins/compression';
import { uploadsPlugin } from './plugins/uploads';
import { securityHeadersPlugin } from './plugins/security-headers';
import { edgeCachePlugin } from './plugins/edge-cache';
import { writeLimitsPlugin } from './plugins/write-limits';
import { serializeError } from './plugins/log-redaction';
import { staticGuardPlugin } from './plugins/static-guard';
import { apiDocsPlugin } from './plugins/api-docs';
import { openapi30Transform, openapi30TransformObject } from './openapi/openapi-3-0';
import { API_DESCRIPTION } from './openapi/api-description';
import { mailPlugin } from './mail/plugin';
import { jobsPlugin } from './jobs';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

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
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  // Dependencies are plugins that decorate the app (fastify/demo's layout): routes reach them as app.db, app.redis,
  // app.cacheBus, app.caches, app.limiter. Each closes what it opened in its onClose hook; the database, opened and
  // migrated before the app by its owner (server.ts, a test), is closed by it after app.close().
  await app.register(databasePlugin, { database });
  await app.register(redisPlugin);
  await app.register(cacheBusPlugin);
  await app.register(notificationBusPlugin);
  await app.register(sessionBusPlugin);
  await app.register(cachesPlugin);
  await app.register(rateLimitsPlugin);

  await app.register(errorsPlugin);
  await app.register(bodyLimitPlugin); // a 413 is sent once the rest of the body is read, then the connection closes
  await app.register(securityHeadersPlugin);
  // Before anything that serves a file: what may come from disk is decided on the normalised path, once.
  await app.register(staticGuardPlugin, {
    deploys: Boolean(config.remotesMapFile),
    uploads: config.storage.driver === 'local',
    isProduction: config.isProduction,
  });
  await app.register(compressionPlugin);
  await app.register(cookie);
  // After the cookie plugin (its onSend writes Set-Cookie first): which answers a shared cache may keep, and how long.
  await app.register(edgeCachePlugin);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Receipts API',
        version: '0.1.0',
        description: API_DESCRIPTION,
        license: { name: 'Receipts Terms of Service', url: '/terms' },
      },
      servers: [{ url: '/', description: 'This server' }],
    },
    // Schemas registered with an id (e.g. the recursive Comment) become components the paths $ref. Both in the
    // document's dialect, OpenAPI 3.0.3 (checked by a validator in openapi-validity.test.ts).
    transform: openapi30Transform,
    transformObject: openapi30TransformObject,
  });
  await app.register(apiDocsPlugin); // the reference page at /api/docs/ (Scalar, from node_modules) and the document
  await app.register(nulGuardPlugin); // U+0000 anywhere in an /api route's input is a 400, never a PostgreSQL 500
  await app.register(sessionPlugin);
  await app.register(csrfPlugin);
  await app.register(writeLimitsPlugin); // after the session (per user) and CSRF (forged writes cost nothing)
  await app.register(uploadsPlugin); // app.storage, and /uploads/… with the local driver
  await app.register(mailPlugin); // app.mailer
  await app.register(jobsPlugin); // app.jobs: the queue (pg-boss on PostgreSQL, in-process on PGlite)
  await app.register(apiRoutes);
  await app.register(sitePlugin);
  return app;
}
