import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type Database } from '../db';
import { hashToken, sessionsRepository } from '../repositories/sessions';
import { makeCsrfToken } from '../plugins/csrf-token';
import { users } from '../db/schema';
import { databaseUrl, pgliteSnapshot, postgresTemplate } from './migrated-template';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh, migrated database: in-memory PGlite by default, or a throwaway PostgreSQL
 * database when TEST_DATABASE_URL is set and RECEIPTS_TEST_DB=postgres. Both are copies of one database migrated
 * once per run; `migrate()` then finds nothing left to apply. `fromScratch` runs every migration on an empty
 * database instead, for tests of what the migrations make.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}, { fromScratch = false } = {}): Promise<TestContext> {
  const { database, close } = await createTestDatabase({ fromScratch });
  const app = await buildTestApp(database, overrides);
  return {
    app,
    database,
    async close() {
      await app.close();
      await close();
    },
  };
}

/**
 * A fresh, migrated database alone, for a file whose tests each build their own app on it (`buildTestApp`): a
 * fresh instance's process state costs a fraction of a fresh database.
 */
export async function createTestDatabase({ fromScratch = false } = {}): Promise<{ database: Database; close(): Promise<void> }> {
  const { url, drop } = await scratchDatabase({ migrated: !fromScratch });
  const database = openDatabase({ url, snapshot: url || fromScratch ? undefined : await pgliteSnapshot() });
  await database.migrate();
  return {
    database,
    async close() {
      await database.close();
      await drop();
    },
  };
}

/** The environment of every test app: no site files, no demo seed, write limits off unless a test sets them. */
const TEST_ENV = {
  NODE_ENV: 'test',
  SITE_ROOT: 'none',
  SEED_DEMO: 'false',
  WRITE_RATE_LIMIT_PER_USER_PER_MINUTE: '0',
  WRITE_RATE_LIMIT_PER_IP_PER_MINUTE: '0',
};

/** An app on `database` as tests run it: write limits off unless a test sets them (security.test.ts covers them). */
export async function buildTestApp(database: Database, overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const config = loadConfig(TEST_ENV, { secretKey: TEST_SECRET_KEY, ...testRedis(), ...overrides });
  const app = await buildApp({ config, database });
  await app.ready();
  return app;
}

export const usingPostgres = () => process.env.RECEIPTS_TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

/**
 * In the PostgreSQL pass every test app also runs on Redis when TEST_REDIS_URL is set (rate limits, cache bus),
 * under a key prefix of its own so test files running in parallel never share a count or a channel.
 */
export function testRedis(prefix = `receipts-test:${randomBytes(6).toString('hex')}:`): Pick<AppConfig, 'redisUrl' | 'redisPrefix'> {
  return { redisUrl: usingPostgres() ? process.env.TEST_REDIS_URL || null : null, redisPrefix: prefix };
}

/**
 * Several instances of one site in this process, as behind a load balancer: each its own app and PostgreSQL pool
 * (migrated side by side, as instances starting together do) on one database and one Redis (one key prefix), with
 * one SECRET_KEY. Needs real PostgreSQL and Redis: it throws, never skips, without TEST_DATABASE_URL in the
 * PostgreSQL pass and TEST_REDIS_URL.
 */
export async function createTestCluster(
  count: number,
  overrides: Partial<AppConfig> = {},
): Promise<{ apps: TestContext[]; url: string | null; close(): Promise<void> }> {
  const missing = [
    !usingPostgres() && 'TEST_DATABASE_URL with RECEIPTS_TEST_DB=postgres (the PostgreSQL pass of scripts/run-tests.mjs)',
    !process.env.TEST_REDIS_URL && 'TEST_REDIS_URL (e.g. redis://127.0.0.1:6379; start Redis with `redis-server --daemonize yes`)',
  ].filter(Boolean);
  if (missing.length) throw new Error(`The multi-instance suite needs real PostgreSQL and Redis; set ${missing.join(' and ')}`);
  const redis = testRedis();
  const { url, drop } = await scratchDatabase({ migrated: true });
  const databases = Array.from({ length: count }, () => openDatabase({ url }));
  await Promise.all(databases.map((database) => database.migrate()));
  const apps: TestContext[] = [];
  for (const [index, database] of databases.entries()) {
    const config = loadConfig(TEST_ENV, { secretKey: TEST_SECRET_KEY, ...redis, instanceId: `instance-${index + 1}`, ...overrides });
    const app = await buildApp({ config, database });
    await app.ready();
    apps.push({ app, database, close: async () => undefined });
  }
  return {
    apps,
    /** The shared database, for an instance a test starts later. */
    url,
    async close() {
      for (const { app, database } of apps) {
        await app.close();
        await database.close();
      }
      await drop();
    },
  };
}

/**
 * A throwaway PostgreSQL database in the PostgreSQL pass (null on PGlite): empty, for tests of the migrations
 * themselves, or with `migrated` a copy of the run's migrated template.
 */
export async function scratchDatabase({ migrated = false } = {}): Promise<{ url: string | null; drop: () => Promise<void> }> {
  if (!usingPostgres()) return { url: null, drop: async () => undefined };
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `receipts_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const template = migrated ? ` TEMPLATE ${await postgresTemplate(admin, adminUrl)}` : '';
    await admin.query(`CREATE DATABASE ${name}${template}`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(adminUrl, name),
    async drop() {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A user and a live session, created directly (no auth endpoints needed): `token` is the session (the cookie's
 * value), `accessToken` a bearer access token issued under it, and `headers` authenticate with that bearer.
 */
export async function createUserWithSession(
  ctx: TestContext,
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<{ user: typeof users.$inferSelect; token: string; accessToken: string; headers: Record<string, string> }> {
  const suffix = randomBytes(4).toString('hex');
  const [user] = await ctx.database.db
    .insert(users)
    .values({ email: `fan-${suffix}@example.test`, username: `fan_${suffix}`, name: `Fan ${suffix}`, emailVerified: true, ...fields })
    .returning();
  const sessions = sessionsRepository(ctx.database.db);
  const { token } = await sessions.create(user.id);
  const { token: accessToken } = await sessions.issueAccessToken(hashToken(token), 60 * 60 * 1000);
  return { user, token, accessToken, headers: { authorization: `Bearer ${accessToken}` } };
}

/** The standing rule turned off (any verified account counts), for tests whose fresh accounts' reports or checks must count. */
export const ANY_STANDING = { standing: { minAgeHours: 0, minActivity: 0 } } as const;

/** The SECRET_KEY of test apps, so tests can sign CSRF tokens the way the server does. */
export const TEST_SECRET_KEY = 'receipts-test-secret-key';

/** Cookie-authenticated headers that pass the CSRF check (a token signed for this session), as a browser would send them. */
export function cookieHeaders(token: string, csrf = makeCsrfToken(TEST_SECRET_KEY, hashToken(token))): Record<string, string> {
  return { cookie: `sessionid=${token}; csrftoken=${csrf}`, 'x-csrftoken': csrf };
}

export function json<T = any>(response: LightMyRequestResponse): T {
  return JSON.parse(response.body) as T;
}
