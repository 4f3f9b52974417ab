import { sql } from 'drizzle-orm';
import { rowsOf } from './repositories/sql';
import { createTestApp, createUserWithSession, cookieHeaders, json, type TestContext } from './test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the API skeleton', () => {
  it('reports health with the database kind and the instance that answered', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      status: 'ok',
      database: expect.stringMatching(/pglite|postgres/),
      instance: expect.stringMatching(/^.+:\d+$/),
    });
  });

  it('is ready once migrated, with Redis when configured, and names the instance', async () => {
    const response = await ctx.app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      status: 'ok',
      instance: ctx.app.config.instanceId,
      checks: { database: 'ok', migrations: 'ok', redis: ctx.app.config.redisUrl ? 'ok' : 'none' },
    });
  });

  it('is not ready while a migration is missing, and says so', async () => {
    const [last] = await rowsOf<{ id: number; hash: string; created_at: string }>(
      ctx.database.db,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1`,
    );
    await ctx.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      const response = await ctx.app.inject({ url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(json(response)).toMatchObject({
        status: 'error',
        checks: { database: 'ok', migrations: 'pending' },
        detail: expect.stringMatching(/^1 of \d+ migrations are not applied yet$/),
      });
    } finally {
      await ctx.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at})`,
      );
    }
    expect((await ctx.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });

  it('answers unknown /api paths with 404 JSON', async () => {
    const response = await ctx.app.inject({ url: '/api/no-such-thing/' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ detail: 'Not found.' });
  });

  it('issues a CSRF token and sets the readable cookie', async () => {
    const response = await ctx.app.inject({ url: '/api/csrf/' });
    const { csrfToken } = json(response);
    expect(csrfToken).toMatch(/.{20,}/);
    const cookie = response.cookies.find((c) => c.name === 'csrftoken');
    expect(cookie?.value).toBe(csrfToken);
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('rejects unsafe cookie-authenticated requests without a matching CSRF header', async () => {
    const { token } = await createUserWithSession(ctx);
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/health', headers: { cookie: `sessionid=${token}; csrftoken=abc` } });
    expect(missing.statusCode).toBe(403);
    expect(json(missing).detail).toMatch(/^CSRF Failed: /);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { ...cookieHeaders(token, 'abc'), 'x-csrftoken': 'xyz' },
    });
    expect(json(wrong).detail).toBe('CSRF Failed: CSRF token incorrect.');
  });

  it('serves the OpenAPI description at /api/docs', async () => {
    const response = await ctx.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(json(response).paths)).toEqual(expect.arrayContaining(['/api/health', '/api/csrf/']));
  });

  it('serves the remotes map (per session: staff-only remotes are named to staff only) and runtime config without caching', async () => {
    const map = await ctx.app.inject({ url: '/remotes.json' });
    expect(map.headers['cache-control']).toBe('no-cache, private');
    // No site root and no REMOTES_MAP: the registry has no remotes.
    expect(json(map)).toEqual({});
    const config = await ctx.app.inject({ url: '/runtime-config.json' });
    // The create form checks 'today or later' in the API's own zone (TRACK_RECORD_TIME_ZONE, UTC by default).
    expect(json(config)).toMatchObject({
      apiBaseUrl: '/api',
      trackRecordTimeZone: 'UTC',
      minResolvedToRank: 5,
      contact: { email: expect.any(String) },
    });
  });
});
