import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Comment, InsightsResponse, SearchResponse, Statement } from '@receipts/contract';
import { nextIp } from './auth/testing';
import { hashPassword } from './domains/accounts/data/passwords';
import { MIGRATIONS_FOLDER, openDatabase } from './db';
import { users } from './db/schema';
import { rowsOf } from './repositories/sql';
import { sql } from 'drizzle-orm';
import { createTestCluster, createUserWithSession, json, scratchDatabase, type TestContext } from './test/harness';
import { opinionPayload, postStatement, predictionPayload } from './test/content';

/*
 * Two instances of one site in this process, as behind a load balancer: their own apps and pools on one PostgreSQL
 * database and one Redis, one SECRET_KEY. Real engines, nothing mocked: without TEST_DATABASE_URL (the
 * PostgreSQL pass) and TEST_REDIS_URL this suite fails, it never skips.
 */
jest.setTimeout(120_000);

let cluster: Awaited<ReturnType<typeof createTestCluster>>;
let one: TestContext;
let two: TestContext;
beforeAll(async () => {
  cluster = await createTestCluster(2, { writeRateLimit: { perUserPerMinute: 60, perIpPerMinute: 0 }, searchCacheTtlMs: 10_000 });
  [one, two] = cluster.apps;
});
afterAll(() => cluster?.close());

/** Polls until `seen` holds; the milliseconds it took (fails past `limitMs`). */
async function within(limitMs: number, seen: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await seen()) return Date.now() - started;
    if (Date.now() - started > limitMs) throw new Error(`not seen within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const get = async <T>(app: FastifyInstance, url: string): Promise<T> => {
  const response = await app.inject({ url });
  expect(response.statusCode).toBe(200);
  return json<T>(response);
};

describe('instances sharing PostgreSQL and Redis', () => {
  it('are two apps answering as themselves', async () => {
    expect(json(await one.app.inject({ url: '/api/ready' }))).toMatchObject({
      status: 'ok',
      instance: 'instance-1',
      checks: { redis: 'ok' },
    });
    expect(json(await two.app.inject({ url: '/api/health' }))).toMatchObject({ status: 'ok', instance: 'instance-2' });
  });

  it('refuse the 11th login attempt in a minute whichever instance gets it', async () => {
    const email = `fan-${randomBytes(4).toString('hex')}@example.test`;
    await one.database.db.insert(users).values({
      email,
      username: `u${randomBytes(4).toString('hex')}`,
      name: 'Fan',
      emailVerified: true,
      passwordHash: await hashPassword('right password'),
    });
    const ip = nextIp();
    // A visitor's CSRF token from instance one, echoed to both (one SECRET_KEY signs for the site).
    const csrfToken = json<{ csrfToken: string }>(await one.app.inject({ url: '/api/csrf/', remoteAddress: ip })).csrfToken;
    const headers = { cookie: `csrftoken=${csrfToken}`, 'x-csrftoken': csrfToken };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const app = (attempt % 2 === 0 ? one : two).app;
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/email/login/',
        remoteAddress: ip,
        headers,
        payload: { email, password: 'wrong password' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429)
        expect(json(response).error).toMatch(/^Too many attempts\. Please wait \d+ seconds? and try again\.$/);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
  });

  it('share the per-user write limit', async () => {
    const { headers } = await createUserWithSession(one);
    const statuses: number[] = [];
    for (let write = 0; write < 61; write += 1) {
      const { app } = write % 2 === 0 ? one : two;
      const response = await app.inject({
        method: 'POST',
        url: '/api/follow/toggle/',
        remoteAddress: nextIp(),
        headers,
        payload: { followable_type: 'commentator', object_id: 999_999 },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 60)).not.toContain(429);
    expect(statuses[60]).toBe(429);
  });

  it('show a vote through one instance on the other at once', async () => {
    const author = await createUserWithSession(one);
    const voter = await createUserWithSession(two);
    const statement = await postStatement(one, author.headers, opinionPayload({ title: `Vote me ${randomBytes(3).toString('hex')}` }));
    expect((await get<Statement>(two.app, `/api/content-api/statements/${statement.id}/`)).votes.upvotes).toBe(0);
    const vote = await one.app.inject({
      method: 'POST',
      url: '/api/content-api/votes/toggle/',
      headers: voter.headers,
      payload: { statement_id: statement.id, vote_type: 'upvote' },
    });
    expect(vote.statusCode).toBe(200);
    expect((await get<Statement>(two.app, `/api/content-api/statements/${statement.id}/`)).votes.upvotes).toBe(1);
  });

  it('take 50 signed-in writes alternating between them with one CSRF token (one SECRET_KEY)', async () => {
    const { token } = await createUserWithSession(one);
    const author = await createUserWithSession(one);
    const statement = await postStatement(one, author.headers, opinionPayload());
    const csrf = await one.app.inject({ url: '/api/csrf/', headers: { cookie: `sessionid=${token}` } });
    const csrfToken = json<{ csrfToken: string }>(csrf).csrfToken;
    const headers = { cookie: `sessionid=${token}; csrftoken=${csrfToken}`, 'x-csrftoken': csrfToken };
    const statuses: number[] = [];
    for (let write = 0; write < 50; write += 1) {
      const { app } = write % 2 === 0 ? one : two;
      const response = await app.inject({
        method: 'POST',
        url: '/api/content-api/votes/toggle/',
        remoteAddress: nextIp(),
        headers,
        payload: { statement_id: statement.id, vote_type: 'upvote' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual(Array(50).fill(200));
  });

  it("see a write on one in the other's comment thread, search and insights within 1 s", async () => {
    const fan = await createUserWithSession(one);
    const word = `quixotic${randomBytes(4).toString('hex')}`;
    const statement = await postStatement(one, fan.headers, opinionPayload({ title: `A take about ${word}` }));
    const thread = `/api/content-api/statements/${statement.id}/comments/`;
    // Instance two reads (and keeps) the thread, the search answer and the insights before the writes.
    expect(await get<Comment[]>(two.app, thread)).toEqual([]);
    const search = `/api/search/?q=${word}&type=statements`;
    await get<SearchResponse>(two.app, search);
    const before = await get<InsightsResponse>(two.app, '/api/insights/');

    const comment = await one.app.inject({
      method: 'POST',
      url: '/api/content-api/comments/',
      headers: fan.headers,
      payload: { statement: statement.id, text: 'Seen everywhere?' },
    });
    expect(comment.statusCode).toBe(201);
    expect(await within(1000, async () => (await get<Comment[]>(two.app, thread)).length === 1)).toBeLessThan(1000);

    const commentId = json<Comment>(comment).id;
    const voter = await createUserWithSession(one);
    await one.app.inject({
      method: 'POST',
      url: `/api/content-api/comments/${commentId}/vote/`,
      headers: voter.headers,
      payload: { vote_type: 'upvote' },
    });
    expect(await within(1000, async () => (await get<Comment[]>(two.app, thread))[0]?.votes.upvotes === 1)).toBeLessThan(1000);

    const found = await postStatement(one, fan.headers, opinionPayload({ title: `Another ${word} take` }));
    expect(
      await within(1000, async () => (await get<SearchResponse>(two.app, search)).statements.some((hit) => hit.id === found.id)),
    ).toBeLessThan(1000);

    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
    const upcoming = await postStatement(one, fan.headers, predictionPayload({ title: `Upcoming ${word}`, event_date: tomorrow }));
    const listed = (insights: InsightsResponse) =>
      insights.upcoming.leagues.some((league) => league.predictions.some((p) => p.id === upcoming.id));
    expect(listed(before)).toBe(false);
    expect(await within(1000, async () => listed(await get<InsightsResponse>(two.app, '/api/insights/')))).toBeLessThan(1000);
  });
});

describe('migrations', () => {
  it('run once when three instances start together on an empty database: all succeed', async () => {
    const { url, drop } = await scratchDatabase();
    const databases = [1, 2, 3].map(() => openDatabase({ url }));
    try {
      const results = await Promise.allSettled(databases.map((database) => database.migrate()));
      expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
      const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      const [{ n }] = await rowsOf<{ n: string | number }>(databases[0].db, sql`select count(*) as n from drizzle.__drizzle_migrations`);
      expect(Number(n)).toBe(journal.entries.length);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
      await drop();
    }
  });
});
