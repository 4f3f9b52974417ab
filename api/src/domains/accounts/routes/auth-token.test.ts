import { eq } from 'drizzle-orm';
import { createTestApp, createUserWithSession, json, type TestContext } from '../../../test/harness';
import { accessTokens, sessions, users } from '../../../db/schema';
import { hashPassword } from '../data/passwords';
import { accessTokenTtlSeconds, DEFAULT_ACCESS_TOKEN_TTL_SECONDS } from '../data/tokens';
import { browser, removeTempDataDirs, tempDataDir } from '../../../auth/testing';
import { ACCESS_TOKEN_MAX_TTL_MS, hashToken, sessionsRepository } from '../../../repositories/sessions';
import { SESSION_ENDED } from './auth-token';

let ctx: TestContext;
let seq = 0;
const PASSWORD = 'a long enough password';
const userUrl = '/api/auth/user/';
const tokenUrl = '/api/auth/token/';

beforeAll(async () => {
  ctx = await createTestApp({ dataDir: await tempDataDir() });
});
afterAll(async () => {
  await ctx.close();
  await removeTempDataDirs();
});

/** An e-mail account, signed in by a fresh browser: its login answer and the browser. */
async function signedIn(email?: string) {
  seq += 1;
  const address = email ?? `token.${Date.now().toString(36)}${seq}@example.test`;
  if (!email) {
    await ctx.database.db.insert(users).values({
      email: address,
      username: `token_${Date.now().toString(36)}${seq}`,
      passwordHash: await hashPassword(PASSWORD),
      emailVerified: true,
    });
  }
  const client = browser(ctx.app);
  const login = await client.post('/api/auth/email/login/', { email: address, password: PASSWORD });
  expect(login.statusCode).toBe(200);
  return { client, email: address, answer: json<{ token: string; token_expires_in: number; user: { id: number } }>(login) };
}

const asBearer = (token: string, method: 'GET' | 'POST' = 'GET', url = userUrl) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

describe('the access token of a sign-in', () => {
  it('is not the session: a separate, short-lived token stored only as a hash, scoped to the session', async () => {
    const { client, answer } = await signedIn();
    const session = client.jar.get('sessionid') as string;
    expect(answer.token).not.toBe(session);
    expect(answer.token_expires_in).toBe(DEFAULT_ACCESS_TOKEN_TTL_SECONDS);
    const [row] = await ctx.database.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.id, hashToken(answer.token)));
    expect(row.sessionId).toBe(hashToken(session));
    const seconds = (row.expiresAt.getTime() - Date.now()) / 1000;
    expect(seconds).toBeGreaterThan(DEFAULT_ACCESS_TOKEN_TTL_SECONDS - 30);
    expect(seconds).toBeLessThanOrEqual(DEFAULT_ACCESS_TOKEN_TTL_SECONDS);
    expect(await ctx.database.db.select().from(accessTokens).where(eq(accessTokens.id, answer.token))).toHaveLength(0);
    expect(json(await asBearer(answer.token)).user.id).toBe(answer.user.id);
  });

  it('is the only bearer: the session token sent as a bearer is refused (401)', async () => {
    const { client } = await signedIn();
    const session = client.jar.get('sessionid') as string;
    expect((await asBearer(session)).statusCode).toBe(401);
    expect((await asBearer(session, 'POST', '/api/auth/logout/')).statusCode).toBe(401);
    expect(
      await ctx.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashToken(session))),
    ).toHaveLength(1);
  });

  it('stops working once expired: 401, and an unsafe request with it is a 401 too, never a CSRF-free visitor', async () => {
    const { answer } = await signedIn();
    await ctx.database.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.id, hashToken(answer.token)));
    expect((await asBearer(answer.token)).statusCode).toBe(401);
    const write = await asBearer(answer.token, 'POST', '/api/auth/email/resend-verification/');
    expect(write.statusCode).toBe(401);
  });

  it('lives ACCESS_TOKEN_TTL_SECONDS (1 to 3600, else 15 minutes)', async () => {
    expect(accessTokenTtlSeconds(undefined)).toBe(900);
    expect(accessTokenTtlSeconds('60')).toBe(60);
    expect(accessTokenTtlSeconds('3600')).toBe(3600);
    for (const bad of ['0', '-5', '3601', '1.5', 'soon', '']) expect(accessTokenTtlSeconds(bad)).toBe(900);
    const services = ctx.app.auth;
    const saved = services.accessTokenTtlMs;
    services.accessTokenTtlMs = 1_000;
    try {
      const { answer, client } = await signedIn();
      expect(answer.token_expires_in).toBe(1);
      expect((await asBearer(answer.token)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect((await asBearer(answer.token)).statusCode).toBe(401);
      // The cookie session is still there: it renews the bearer.
      const renewed = await client.post(tokenUrl);
      expect(renewed.statusCode).toBe(200);
      expect((await asBearer(json(renewed).token)).statusCode).toBe(200);
    } finally {
      services.accessTokenTtlMs = saved;
    }
  });

  it('never outlives an hour, whatever the caller asks', async () => {
    const { token } = await createUserWithSession(ctx);
    const issued = await sessionsRepository(ctx.database.db).issueAccessToken(hashToken(token), 24 * 60 * 60 * 1000);
    expect(issued.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(ACCESS_TOKEN_MAX_TTL_MS);
  });
});

describe('POST /api/auth/token/', () => {
  it('gives the cookie session a fresh access token; earlier ones keep working until they expire', async () => {
    const { client, answer } = await signedIn();
    const response = await client.post(tokenUrl);
    expect(response.statusCode).toBe(200);
    const fresh = json(response);
    expect(fresh).toEqual({ token: expect.any(String), token_expires_in: DEFAULT_ACCESS_TOKEN_TTL_SECONDS });
    expect(fresh.token).not.toBe(answer.token);
    expect(json(await asBearer(fresh.token)).user.id).toBe(answer.user.id);
    expect((await asBearer(answer.token)).statusCode).toBe(200);
  });

  it('drops the expired tokens of that session as it issues a new one', async () => {
    const { client, answer } = await signedIn();
    await ctx.database.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.id, hashToken(answer.token)));
    expect((await client.post(tokenUrl)).statusCode).toBe(200);
    expect(
      await ctx.database.db
        .select()
        .from(accessTokens)
        .where(eq(accessTokens.id, hashToken(answer.token))),
    ).toHaveLength(0);
  });

  it('needs the cookie session: a bearer cannot renew itself, a visitor gets nothing (401 with a message)', async () => {
    const { answer } = await signedIn();
    const bearerOnly = await asBearer(answer.token, 'POST', tokenUrl);
    expect(bearerOnly.statusCode).toBe(401);
    expect(json(bearerOnly)).toMatchObject({ detail: SESSION_ENDED, error: SESSION_ENDED });
    const visitor = await browser(ctx.app).post(tokenUrl);
    expect(visitor.statusCode).toBe(401);
    expect(json(visitor).detail).toBe(SESSION_ENDED);
  });

  it('is CSRF-protected (it rides on the cookie)', async () => {
    const { client } = await signedIn();
    const noHeader = await ctx.app.inject({ method: 'POST', url: tokenUrl, headers: { cookie: client.cookieHeader() } });
    expect(noHeader.statusCode).toBe(403);
    expect(json(noHeader).token).toBeUndefined();
  });
});

describe('revoking', () => {
  it('logout ends the session and every token issued under it, and no other session', async () => {
    const { client, email, answer } = await signedIn();
    const other = await signedIn(email);
    const second = json(await client.post(tokenUrl)).token as string;
    expect((await client.post('/api/auth/logout/')).statusCode).toBe(200);
    for (const token of [answer.token, second]) expect((await asBearer(token)).statusCode).toBe(401);
    expect(
      await ctx.database.db
        .select()
        .from(accessTokens)
        .where(eq(accessTokens.id, hashToken(second))),
    ).toHaveLength(0);
    expect((await asBearer(other.answer.token)).statusCode).toBe(200);
  });

  it('a bearer-only logout ends the session it was issued under (cookie and sibling tokens too)', async () => {
    const { client, answer } = await signedIn();
    const sibling = json(await client.post(tokenUrl)).token as string;
    const logout = await asBearer(answer.token, 'POST', '/api/auth/logout/');
    expect(logout.statusCode).toBe(200);
    expect((await asBearer(sibling)).statusCode).toBe(401);
    expect((await client.get(userUrl)).statusCode).toBe(401);
  });
});
