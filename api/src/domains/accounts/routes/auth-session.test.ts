import { eq } from 'drizzle-orm';
import { createTestApp, createUserWithSession, cookieHeaders, json, type TestContext } from '../../../test/harness';
import { sessions } from '../../../db/schema';
import { hashToken, SESSION_TTL_MS } from '../../../repositories/sessions';
import { browser, removeTempDataDirs, tempDataDir } from '../../../auth/testing';
import { TEST_USER_EMAIL } from './auth-session';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ dataDir: await tempDataDir(), trustProxy: 1 });
});
afterAll(async () => {
  await ctx.close();
  await removeTempDataDirs();
});

const userUrl = '/api/auth/user/';

describe('GET /api/auth/user/', () => {
  it('answers 401 for visitors and for unknown tokens', async () => {
    const visitor = await ctx.app.inject({ url: userUrl });
    expect(visitor.statusCode).toBe(401);
    expect(json(visitor)).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect((await ctx.app.inject({ url: userUrl, headers: { authorization: 'Bearer nope' } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: userUrl, headers: { cookie: 'sessionid=nope' } })).statusCode).toBe(401);
  });

  it('answers the backend user for a session cookie or a bearer token', async () => {
    const { user, token, headers } = await createUserWithSession(ctx, {
      isStaff: true,
      photoUrl: 'https://img.test/a.png',
      displayName: 'Ace',
    });
    const expected = {
      id: user.id,
      email: user.email,
      username: user.username,
      name: user.name,
      email_verified: true,
      emailVerified: true,
      is_staff: true,
      display_username: null,
      display_name: 'Ace',
      photoURL: 'https://img.test/a.png',
      auth_provider: 'email',
      uid: null,
    };
    expect(json(await ctx.app.inject({ url: userUrl, headers }))).toEqual({ user: expected });
    expect(json(await ctx.app.inject({ url: userUrl, headers: { cookie: `sessionid=${token}` } }))).toEqual({ user: expected });
  });
});

describe('sessions', () => {
  it('set the cookie HttpOnly, SameSite=Lax, 14 days ahead, Secure only over https', async () => {
    const { token } = await createUserWithSession(ctx);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.id, hashToken(token)));
    const plain = await ctx.app.inject({ url: userUrl, headers: { cookie: `sessionid=${token}` } });
    const cookie = plain.cookies.find((c) => c.name === 'sessionid');
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const days = (new Date(cookie?.expires as Date).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    const https = await ctx.app.inject({ url: userUrl, headers: { cookie: `sessionid=${token}`, 'x-forwarded-proto': 'https' } });
    expect(https.cookies.find((c) => c.name === 'sessionid')?.secure).toBe(true);
  });

  it('roll their expiry forward when used', async () => {
    const { token, headers } = await createUserWithSession(ctx);
    const soon = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: soon })
      .where(eq(sessions.id, hashToken(token)));
    expect((await ctx.app.inject({ url: userUrl, headers })).statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(token)));
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_TTL_MS - 60_000);
  });

  it('expire: an expired session is a visitor', async () => {
    const { token, headers } = await createUserWithSession(ctx);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, hashToken(token)));
    expect((await ctx.app.inject({ url: userUrl, headers })).statusCode).toBe(401);
    const check = json(await ctx.app.inject({ url: '/api/auth-check/', headers: { cookie: `sessionid=${token}` } }));
    expect(check).toMatchObject({ authenticated: false, cookies: { sessionid: true } });
  });

  it('are stored hashed: the token itself is not in the database', async () => {
    const { token, user } = await createUserWithSession(ctx);
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.id)).toEqual([hashToken(token)]);
  });
});

describe('POST /api/auth/logout/', () => {
  it('deletes the session row and clears the cookie', async () => {
    const { token, user } = await createUserWithSession(ctx);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout/', headers: cookieHeaders(token) });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true });
    const cleared = response.cookies.find((c) => c.name === 'sessionid');
    expect(cleared?.value).toBe('');
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await ctx.app.inject({ url: userUrl, headers: { cookie: `sessionid=${token}` } })).statusCode).toBe(401);
  });

  it('needs the CSRF header when the session rides on a cookie', async () => {
    const { token, user } = await createUserWithSession(ctx);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: { cookie: `sessionid=${token}; csrftoken=abc` },
    });
    expect(missing.statusCode).toBe(403);
    expect(json(missing)).toEqual({ detail: 'CSRF Failed: CSRF token missing.' });
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: { ...cookieHeaders(token, 'abc'), 'x-csrftoken': 'abd' },
    });
    expect(wrong.statusCode).toBe(403);
    const noCookie = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: { cookie: `sessionid=${token}`, 'x-csrftoken': 'abc' },
    });
    expect(json(noCookie)).toEqual({ detail: 'CSRF Failed: CSRF cookie not set.' });
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it('accepts a bearer-only request without CSRF (no ambient credential)', async () => {
    const { headers, user } = await createUserWithSession(ctx);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout/', headers });
    expect(response.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('is harmless for visitors', async () => {
    const response = await browser(ctx.app).post('/api/auth/logout/');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true });
  });
});

describe('GET /api/auth-check/', () => {
  it('describes a visitor', async () => {
    expect(json(await ctx.app.inject({ url: '/api/auth-check/' }))).toEqual({
      authenticated: false,
      user_id: null,
      username: null,
      cookies: { sessionid: false },
      environment: 'test',
    });
  });

  it('describes a cookie session and a bearer session', async () => {
    const { user, token, headers } = await createUserWithSession(ctx);
    expect(json(await ctx.app.inject({ url: '/api/auth-check/', headers: { cookie: `sessionid=${token}` } }))).toEqual({
      authenticated: true,
      user_id: user.id,
      username: user.username,
      cookies: { sessionid: true },
      environment: 'test',
    });
    expect(json(await ctx.app.inject({ url: '/api/auth-check/', headers }))).toMatchObject({
      authenticated: true,
      cookies: { sessionid: false },
    });
  });
});

describe('POST /api/auth/test-create-user/', () => {
  it('signs a visitor in as the shared test account, creating it once', async () => {
    const first = browser(ctx.app);
    const created = await first.post('/api/auth/test-create-user/');
    expect(created.statusCode).toBe(200);
    expect(json(created)).toMatchObject({
      created: true,
      token: expect.any(String),
      user: { email: TEST_USER_EMAIL, email_verified: true },
    });
    expect(json(await first.get('/api/auth-check/'))).toMatchObject({ authenticated: true, username: json(created).user.username });
    const second = await browser(ctx.app).post('/api/auth/test-create-user/');
    expect(json(second)).toMatchObject({ created: false, user: { id: json(created).user.id } });
  });

  it('answers the signed-in user as is', async () => {
    const { user, headers } = await createUserWithSession(ctx);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/test-create-user/', headers });
    expect(json(response)).toEqual({ created: false, user: expect.objectContaining({ id: user.id }) });
  });

  it('is POST only and needs the CSRF token, even in development (a photo URL or a link cannot sign anyone in)', async () => {
    expect((await ctx.app.inject({ url: '/api/auth/test-create-user/' })).statusCode).toBe(404);
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/test-create-user/',
      headers: { cookie: 'csrftoken=abc', 'x-csrftoken': 'abc' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/test-create-user/',
      payload: 'a=b',
      headers: { 'content-type': 'text/plain' },
    });
    expect(form.statusCode).toBe(403);
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ env: 'production', isProduction: true, dataDir: await tempDataDir() });
    try {
      const response = await browser(production.app).post('/api/auth/test-create-user/');
      expect(response.statusCode).toBe(404);
      expect(json(await production.app.inject({ url: '/api/docs/json' })).paths['/api/auth/test-create-user/']).toBeUndefined();
      expect(json(await production.app.inject({ url: '/api/auth-check/' })).environment).toBe('production');
    } finally {
      await production.close();
    }
  });
});

describe('the OpenAPI description', () => {
  it('lists every auth endpoint with its schemas', async () => {
    const doc = json(await ctx.app.inject({ url: '/api/docs/json' }));
    const paths = doc.paths as Record<string, Record<string, any>>;
    const expected: [string, string][] = [
      ['/api/csrf/', 'get'],
      ['/api/auth/user/', 'get'],
      ['/api/auth/logout/', 'post'],
      ['/api/auth-check/', 'get'],
      ['/api/auth/test-create-user/', 'post'],
      ['/api/auth/email/register/', 'post'],
      ['/api/auth/email/login/', 'post'],
      ['/api/auth/email/resend-verification/', 'post'],
      ['/api/auth/email/verify/{token}/', 'get'],
      ['/api/auth/firebase/', 'post'],
    ];
    for (const [path, method] of expected) {
      const operation = paths[path]?.[method];
      expect(operation).toBeDefined();
      expect(operation.tags).toContain('auth');
      expect(Object.keys(operation.responses)).toContain(path.endsWith('register/') ? '201' : '200');
    }
    const register = paths['/api/auth/email/register/'].post;
    const bodySchema = register.requestBody.content['application/json'].schema;
    expect(bodySchema.required).toEqual(expect.arrayContaining(['email', 'password', 'name']));
    expect(bodySchema.properties.password.minLength).toBe(8);
  });
});
