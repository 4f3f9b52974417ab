import { commentators, podcasts, shows } from '../db/schema';
import { cookieHeaders, createTestApp, createUserWithSession, type TestContext } from '../test/harness';
import { opinionPayload, postStatement } from '../test/content';
import { EDGE_CACHE_TABLE, PRIVATE_ANSWER, publicAnswer } from './edge-cache';

let ctx: TestContext;
let member: Awaited<ReturnType<typeof createUserWithSession>>;
let statementId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  member = await createUserWithSession(ctx);
  statementId = (await postStatement(ctx, cookieHeaders(member.token), opinionPayload())).id;
  const { db } = ctx.database;
  await db.insert(commentators).values({ slug: 'pundit', name: 'Ana Alvarez', sportLeagueName: 'NBA' });
  await db.insert(podcasts).values({ slug: 'pundit', name: 'Hoops Hour', sportLeagueName: 'NBA', category: 'Analysis', host: 'Ana' });
  await db.insert(shows).values({ slug: 'pundit', name: 'Gridiron Live', sportLeagueName: 'NFL', format: 'Studio Debate', hosts: 'Bo' });
});

afterAll(() => ctx.close());

/** One URL per row of the table, each answering 200 to a visitor. */
const urls = () =>
  EDGE_CACHE_TABLE.map(([endpoint, lifetime]) => ({
    lifetime,
    url: endpoint.path.replace(':id', String(statementId)).replace(':slug', 'pundit'),
  }));

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('Cache-Control for shared caches (the edge-cache table)', () => {
  it('lets a shared cache keep a visitor’s answer for the table’s time, varying on who asks', async () => {
    for (const { url, lifetime } of urls()) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect({ url, cacheControl: response.headers['cache-control'] }).toEqual({ url, cacheControl: publicAnswer(lifetime) });
      expect(String(response.headers.vary)).toMatch(/Cookie/);
      expect(String(response.headers.vary)).toMatch(/Authorization/);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    // A new statement within 5 s: the feed's lifetime plus its stale time.
    expect((await get('/api/content-api/statements/')).headers['cache-control']).toBe('public, s-maxage=2, stale-while-revalidate=3');
  });

  it('keeps the same reads private for a session cookie, a bearer token, or even a dead session cookie', async () => {
    const asMember = [cookieHeaders(member.token), member.headers, { cookie: 'sessionid=expired-or-made-up' }];
    for (const headers of asMember) {
      for (const { url } of urls()) {
        const response = await get(url, headers);
        expect(response.statusCode).toBe(200);
        expect({ url, cacheControl: response.headers['cache-control'] }).toEqual({ url, cacheControl: PRIVATE_ANSWER });
      }
    }
  });

  it('gives a member their own vote state, never a visitor’s copy', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/content-api/votes/toggle/',
      headers: cookieHeaders(member.token),
      payload: { statement_id: statementId, vote_type: 'upvote' },
    });
    const mine = await get(`/api/content-api/statements/${statementId}/`, cookieHeaders(member.token));
    expect(mine.json()).toMatchObject({ user_vote: 'upvote' });
    expect(mine.headers['cache-control']).toBe(PRIVATE_ANSWER);
    const visitor = await get(`/api/content-api/statements/${statementId}/`);
    expect(visitor.json()).toMatchObject({ user_vote: null });
    expect(visitor.headers['cache-control']).toMatch(/^public/);
  });

  it('never marks an answer that sets a cookie public', async () => {
    // A visitor's first CSRF token is a cookie: private, whatever else.
    const csrf = await get('/api/csrf/');
    expect(csrf.headers['set-cookie']).toBeDefined();
    expect(csrf.headers['cache-control']).toBe(PRIVATE_ANSWER);
    // A member's read renews the session cookie: private too.
    const feed = await get('/api/content-api/statements/', cookieHeaders(member.token));
    expect(feed.headers['set-cookie']).toBeDefined();
    expect(feed.headers['cache-control']).toBe(PRIVATE_ANSWER);
    // A route's own public answer (the catalog's hour) stays the browser's only, once it carries a cookie.
    const catalog = await get('/api/content-api/catalog/', cookieHeaders(member.token));
    expect(catalog.headers['set-cookie']).toBeDefined();
    expect(catalog.headers['cache-control']).toBe('private, max-age=3600');
    expect((await get('/api/content-api/catalog/')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('shares no error, no write and nothing outside the table', async () => {
    expect((await get('/api/content-api/statements/999999/')).headers['cache-control']).toBeUndefined();
    expect((await get('/api/commentators/nobody-here/')).headers['cache-control']).toBeUndefined();
    expect((await get('/api/auth/user/')).headers['cache-control']).toBeUndefined();
    expect((await get('/api/search/?q=depth')).headers['cache-control']).toBeUndefined();
    const write = await ctx.app.inject({
      method: 'POST',
      url: '/api/content-api/statements/',
      headers: cookieHeaders(member.token),
      payload: opinionPayload({ title: 'Another take' }),
    });
    expect(write.statusCode).toBe(201);
    expect(write.headers['cache-control']).toBe(PRIVATE_ANSWER);
  });
});
