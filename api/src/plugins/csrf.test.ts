// @engine-agnostic: CSRF tokens and cookies; the session rows it reads are plain inserts and selects (runs in the PostgreSQL pass only when both run: api/scripts/run-tests.mjs).
import { eq } from 'drizzle-orm';
import { createTestApp, createUserWithSession, cookieHeaders, json, TEST_SECRET_KEY, type TestContext } from '../test/harness';
import { sessions } from '../db/schema';
import { hashToken } from '../repositories/sessions';
import { browser } from '../auth/testing';
import { makeCsrfToken, VISITOR_BINDING } from './csrf-token';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const sessionRows = async (userId: number) => ctx.database.db.select().from(sessions).where(eq(sessions.userId, userId));

describe('CSRF keys on the matched route, not the raw request target', () => {
  // A cross-site <form enctype="text/plain"> carries only the cookie: each spelling of the logout path must be refused.
  it.each([
    ['a percent-encoded path', '/%61pi/auth/logout/'],
    ['an encoded slash segment', '/api/auth/%6Cogout/'],
    ['an absolute-form target', 'http://127.0.0.1/api/auth/logout/'],
    ['an absolute-form, encoded target', 'http://evil.test/%61pi/auth/logout/'],
    ['a doubled slash', '//api/auth/logout/'],
  ])('%s (%s) with only the session cookie and a text/plain body is 403 and logs nobody out', async (_what, url) => {
    const { token, user } = await createUserWithSession(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      payload: 'x=y',
      headers: { cookie: `sessionid=${token}`, 'content-type': 'text/plain' },
    });
    expect([403, 404]).toContain(response.statusCode);
    if (response.statusCode === 403) expect(json(response).detail).toBe('CSRF Failed: CSRF cookie not set.');
    expect(await sessionRows(user.id)).toHaveLength(1);
  });

  it('the encoded path does reach the logout route (so the check above is the one that refused it)', async () => {
    const { token, user } = await createUserWithSession(ctx);
    const response = await ctx.app.inject({ method: 'POST', url: '/%61pi/auth/logout/', headers: cookieHeaders(token) });
    expect(response.statusCode).toBe(200);
    expect(await sessionRows(user.id)).toHaveLength(0);
  });

  it('resolves the session for an encoded /api path (the route is an /api route however it was written)', async () => {
    const { token, user } = await createUserWithSession(ctx);
    const response = await ctx.app.inject({ url: '/%61pi/auth/user/', headers: { cookie: `sessionid=${token}` } });
    expect(response.statusCode).toBe(200);
    expect(json(response).user.id).toBe(user.id);
  });
});

describe('the CSRF token is bound to the session', () => {
  it('a made-up token echoed in cookie and header does not pass (csrftoken=abc + X-CSRFToken: abc)', async () => {
    const { token, user } = await createUserWithSession(ctx);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout/', headers: cookieHeaders(token, 'abc') });
    expect(response.statusCode).toBe(403);
    expect(json(response).detail).toBe('CSRF Failed: CSRF token incorrect.');
    expect(await sessionRows(user.id)).toHaveLength(1);
  });

  it("a token signed for another session (the attacker's own) or for a visitor does not pass", async () => {
    const attacker = await createUserWithSession(ctx);
    const victim = await createUserWithSession(ctx);
    for (const forged of [makeCsrfToken(TEST_SECRET_KEY, hashToken(attacker.token)), makeCsrfToken(TEST_SECRET_KEY, VISITOR_BINDING)]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout/', headers: cookieHeaders(victim.token, forged) });
      expect(response.statusCode).toBe(403);
    }
    expect(await sessionRows(victim.user.id)).toHaveLength(1);
  });

  it('a token signed with another secret does not pass', async () => {
    const { token } = await createUserWithSession(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: cookieHeaders(token, makeCsrfToken('other-secret', hashToken(token))),
    });
    expect(response.statusCode).toBe(403);
  });

  it('GET /api/csrf/ keeps a valid token, replaces one that is not valid for this session', async () => {
    const { token } = await createUserWithSession(ctx);
    const valid = makeCsrfToken(TEST_SECRET_KEY, hashToken(token));
    const kept = await ctx.app.inject({ url: '/api/csrf/', headers: { cookie: `sessionid=${token}; csrftoken=${valid}` } });
    expect(json(kept).csrfToken).toBe(valid);
    const stale = await ctx.app.inject({ url: '/api/csrf/', headers: { cookie: `sessionid=${token}; csrftoken=abc` } });
    const fresh = json(stale).csrfToken as string;
    expect(fresh).not.toBe('abc');
    expect(stale.cookies.find((c) => c.name === 'csrftoken')?.value).toBe(fresh);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout/', headers: cookieHeaders(token, fresh) })).statusCode).toBe(200);
  });

  it('signing in hands out a token for the new session with the answer, so the next write passes as is', async () => {
    const client = browser(ctx.app);
    await client.get('/api/csrf/');
    const visitorToken = client.jar.get('csrftoken');
    const signedIn = await client.post('/api/auth/test-create-user/');
    expect(signedIn.statusCode).toBe(200);
    expect(client.jar.get('csrftoken')).not.toBe(visitorToken);
    expect((await client.post('/api/auth/logout/')).statusCode).toBe(200);
    // Logging out hands out a visitor's token in turn.
    expect((await client.post('/api/auth/logout/')).statusCode).toBe(200);
  });
});

describe('bearer tokens', () => {
  it('an invalid bearer is a 401 on a write, never a way around the CSRF check', async () => {
    const { token, user } = await createUserWithSession(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: { cookie: `sessionid=${token}`, authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(403); // the cookie session is what counts: it needs its CSRF token
    const bearerOnly = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout/', headers: { authorization: 'Bearer not-a-token' } });
    expect(bearerOnly.statusCode).toBe(401);
    expect(json(bearerOnly).detail).toBe('Invalid or expired token.');
    const write = await ctx.app.inject({
      method: 'POST',
      url: '/api/content-api/statements/',
      headers: { authorization: 'Bearer not-a-token' },
      payload: {},
    });
    expect(write.statusCode).toBe(401);
    expect(await sessionRows(user.id)).toHaveLength(1);
  });

  it('a browser whose stored bearer outlived its session can still sign in: with a valid CSRF token it is the visitor it is', async () => {
    const client = browser(ctx.app);
    const response = await client.post('/api/auth/test-create-user/', undefined, { authorization: 'Bearer expired-token' });
    expect(response.statusCode).toBe(200);
    expect(json(response).user.email).toBe('test-user@receipts.test');
  });

  it('a valid bearer needs no CSRF token; an invalid one on a read is just a visitor', async () => {
    const { headers, user } = await createUserWithSession(ctx);
    expect(json(await ctx.app.inject({ url: '/api/auth-check/', headers: { authorization: 'Bearer nope' } })).authenticated).toBe(false);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout/', headers })).statusCode).toBe(200);
    expect(await sessionRows(user.id)).toHaveLength(0);
  });
});
