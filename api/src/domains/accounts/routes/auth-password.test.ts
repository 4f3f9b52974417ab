import { eq } from 'drizzle-orm';
import { PASSWORD_TOO_SHORT } from '@receipts/contract';
import { createTestApp, createUserWithSession, json, type TestContext } from '../../../test/harness';
import { passwordResets, sessions, users } from '../../../db/schema';
import { hashPassword } from '../data/passwords';
import { RESET_DONE, RESET_LINK_INVALID, RESET_REQUESTED } from '../plugins/password-reset';
import { browser, outboxMessages, removeTempDataDirs, tempDataDir } from '../../../auth/testing';
import { INVALID_CREDENTIALS } from './auth-email';
import { NO_PASSWORD_YET, PASSWORD_CHANGED, SAME_PASSWORD, WRONG_CURRENT_PASSWORD } from './auth-password';

let ctx: TestContext;
let dataDir: string;
let seq = 0;
const OLD = 'the old password';
const NEW = 'a brand new password';
const RESET = '/api/auth/password/reset/';
const CONFIRM = '/api/auth/password/reset/confirm/';
const CHANGE = '/api/auth/password/change/';

beforeAll(async () => {
  dataDir = await tempDataDir();
  ctx = await createTestApp({ dataDir, publicOrigin: 'https://receipts.example' });
});
afterAll(async () => {
  await ctx.close();
  await removeTempDataDirs();
});

async function account(fields: Partial<typeof users.$inferInsert> = {}) {
  seq += 1;
  const stamp = `${Date.now().toString(36)}${seq}`;
  const [row] = await ctx.database.db
    .insert(users)
    .values({ email: `pw.${stamp}@example.test`, username: `pw_${stamp}`, name: 'Pat', passwordHash: await hashPassword(OLD), ...fields })
    .returning();
  return row;
}

async function logIn(email: string, password: string) {
  const client = browser(ctx.app);
  const response = await client.post('/api/auth/email/login/', { email, password });
  return { client, response };
}

async function requestReset(email: string) {
  const response = await browser(ctx.app).post(RESET, { email });
  await ctx.app.auth.mailer.flush();
  return response;
}

/** The reset link in the newest message to `to`. */
async function resetLink(to: string): Promise<URL> {
  const messages = await outboxMessages(dataDir, to);
  const match = /https?:\/\/[^\s"<>]+\/reset-password\/[^\s"<>]+/.exec(messages[messages.length - 1] ?? '');
  if (!match) throw new Error(`no reset link mailed to ${to}`);
  return new URL(match[0]);
}
const tokenOf = (link: URL) => link.pathname.split('/').pop() as string;

describe('POST /api/auth/password/reset/', () => {
  it('mails a single-use link valid for an hour, stored only as a hash', async () => {
    const user = await account();
    const response = await requestReset(` ${user.email.toUpperCase()} `);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: RESET_REQUESTED });
    const link = await resetLink(user.email);
    expect(link.origin).toBe('https://receipts.example');
    expect(link.pathname).toMatch(new RegExp(`^/reset-password/${user.id}\\.[A-Za-z0-9_-]{43}$`));
    const [row] = await ctx.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(link.pathname).not.toContain(row.tokenHash);
    const minutes = (row.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
    const [mail] = (await outboxMessages(dataDir, user.email)).slice(-1);
    expect(mail).toMatch(/Subject: Reset your Receipts password/);
    expect(mail).toContain('expires in 1 hour');
  });

  it('answers an unknown address exactly the same, and mails nothing', async () => {
    const known = await requestReset((await account()).email);
    const email = `nobody.${Date.now().toString(36)}@example.test`;
    const unknown = await requestReset(email);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await outboxMessages(dataDir, email)).toHaveLength(0);
  });

  it('refuses a malformed address with a clear 400', async () => {
    const response = await browser(ctx.app).post(RESET, { email: '' });
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe('E-mail is required.');
  });

  it('is rate limited per address', async () => {
    const services = ctx.app.auth;
    const saved = services.rateRule;
    services.rateRule = { limit: 2, windowMs: 60_000 };
    try {
      const { email } = await account();
      expect((await requestReset(email)).statusCode).toBe(200);
      expect((await requestReset(email)).statusCode).toBe(200);
      const limited = await requestReset(email);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect(json(limited).error).toMatch(/^Too many attempts/);
    } finally {
      services.rateRule = saved;
    }
  });
});

describe('POST /api/auth/password/reset/confirm/', () => {
  it('sets the new password once, ends every session of the account and verifies the address', async () => {
    const user = await account({ emailVerified: false });
    const { client: signedIn, response: login } = await logIn(user.email, OLD);
    await requestReset(user.email);
    const token = tokenOf(await resetLink(user.email));

    const response = await browser(ctx.app).post(CONFIRM, { token, password: NEW });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: RESET_DONE });

    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await signedIn.get('/api/auth/user/')).statusCode).toBe(401);
    const bearer = await ctx.app.inject({ url: '/api/auth/user/', headers: { authorization: `Bearer ${json(login).token}` } });
    expect(bearer.statusCode).toBe(401);
    expect(json((await logIn(user.email, OLD)).response)).toEqual({ detail: INVALID_CREDENTIALS, error: INVALID_CREDENTIALS });
    const fresh = await logIn(user.email, NEW);
    expect(fresh.response.statusCode).toBe(200);
    expect(json(fresh.response).user.email_verified).toBe(true);

    const reused = await browser(ctx.app).post(CONFIRM, { token, password: 'yet another password' });
    expect(reused.statusCode).toBe(400);
    expect(json(reused)).toMatchObject({ detail: RESET_LINK_INVALID, error: RESET_LINK_INVALID });
  });

  it('refuses a short password without using up the link', async () => {
    const user = await account();
    await requestReset(user.email);
    const token = tokenOf(await resetLink(user.email));
    const short = await browser(ctx.app).post(CONFIRM, { token, password: '1234567' });
    expect(short.statusCode).toBe(400);
    expect(json(short)).toMatchObject({ error: PASSWORD_TOO_SHORT, errors: { 'body.password': [PASSWORD_TOO_SHORT] } });
    expect((await browser(ctx.app).post(CONFIRM, { token, password: '12345678' })).statusCode).toBe(200);
  });

  it('refuses an expired link, an earlier link replaced by a newer one, and made-up tokens', async () => {
    const user = await account();
    await requestReset(user.email);
    const first = tokenOf(await resetLink(user.email));
    await requestReset(user.email);
    const second = tokenOf(await resetLink(user.email));
    expect(second).not.toBe(first);
    const replaced = await browser(ctx.app).post(CONFIRM, { token: first, password: NEW });
    expect(json(replaced).error).toBe(RESET_LINK_INVALID);

    await ctx.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const expired = await browser(ctx.app).post(CONFIRM, { token: second, password: NEW });
    expect(expired.statusCode).toBe(400);
    expect(json(expired).error).toBe(RESET_LINK_INVALID);
    expect((await logIn(user.email, OLD)).response.statusCode).toBe(200);

    for (const token of ['nonsense', `${user.id}.${'A'.repeat(43)}`, `${user.id}.${'A'.repeat(42)}!`]) {
      const forged = await browser(ctx.app).post(CONFIRM, { token, password: NEW });
      expect(forged.statusCode).toBe(400);
      expect(json(forged).error).toBe(RESET_LINK_INVALID);
    }
    const missing = await browser(ctx.app).post(CONFIRM, { password: NEW });
    expect(missing.statusCode).toBe(400);
  });

  it('lets a social-only account set a password (the link proves the address)', async () => {
    const user = await account({ passwordHash: null, authProvider: 'google.com', emailVerified: true });
    await requestReset(user.email);
    const token = tokenOf(await resetLink(user.email));
    expect((await browser(ctx.app).post(CONFIRM, { token, password: NEW })).statusCode).toBe(200);
    expect((await logIn(user.email, NEW)).response.statusCode).toBe(200);
  });
});

describe('POST /api/auth/password/change/', () => {
  it('changes the password: other sessions end, this browser stays signed in with a new session and token', async () => {
    const user = await account();
    const { client, response: login } = await logIn(user.email, OLD);
    const other = await logIn(user.email, OLD);
    const oldSession = client.jar.get('sessionid');
    await requestReset(user.email);

    const response = await client.post(CHANGE, { current_password: OLD, new_password: NEW });
    expect(response.statusCode).toBe(200);
    const answer = json(response);
    expect(answer).toEqual({
      success: true,
      message: PASSWORD_CHANGED,
      user: expect.objectContaining({ id: user.id }),
      token: expect.any(String),
      token_expires_in: expect.any(Number),
    });
    expect(client.jar.get('sessionid')).not.toBe(oldSession);
    expect(json(await client.get('/api/auth/user/')).user.id).toBe(user.id);
    const bearer = (token: string) => ctx.app.inject({ url: '/api/auth/user/', headers: { authorization: `Bearer ${token}` } });
    expect((await bearer(answer.token)).statusCode).toBe(200);
    expect((await bearer(json(login).token)).statusCode).toBe(401);
    expect((await other.client.get('/api/auth/user/')).statusCode).toBe(401);
    expect((await bearer(json(other.response).token)).statusCode).toBe(401);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    // A reset link mailed before the change no longer works.
    expect(await ctx.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))).toHaveLength(0);

    expect((await logIn(user.email, OLD)).response.statusCode).toBe(400);
    expect((await logIn(user.email, NEW)).response.statusCode).toBe(200);
  });

  it('works for a bearer-only client too', async () => {
    const user = await account();
    const { response: login } = await logIn(user.email, OLD);
    const response = await ctx.app.inject({
      method: 'POST',
      url: CHANGE,
      payload: { current_password: OLD, new_password: NEW },
      headers: { authorization: `Bearer ${json(login).token}` },
    });
    expect(response.statusCode).toBe(200);
    const fresh = json(response).token;
    expect((await ctx.app.inject({ url: '/api/auth/user/', headers: { authorization: `Bearer ${fresh}` } })).statusCode).toBe(200);
  });

  it('refuses a wrong current password, a short or unchanged new one, with clear 400s and nothing changed', async () => {
    const user = await account();
    const { client } = await logIn(user.email, OLD);
    const wrong = await client.post(CHANGE, { current_password: 'not it at all', new_password: NEW });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ detail: WRONG_CURRENT_PASSWORD, error: WRONG_CURRENT_PASSWORD });
    const short = await client.post(CHANGE, { current_password: OLD, new_password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(json(short)).toMatchObject({ error: PASSWORD_TOO_SHORT, errors: { 'body.new_password': [PASSWORD_TOO_SHORT] } });
    const same = await client.post(CHANGE, { current_password: OLD, new_password: OLD });
    expect(json(same).error).toBe(SAME_PASSWORD);
    const missing = await client.post(CHANGE, { new_password: NEW });
    expect(json(missing).errors).toHaveProperty(['body.current_password']);
    expect((await client.get('/api/auth/user/')).statusCode).toBe(200);
    expect((await logIn(user.email, OLD)).response.statusCode).toBe(200);
  });

  it('tells a social-only account it has no password yet', async () => {
    const { headers } = await createUserWithSession(ctx, { passwordHash: null, authProvider: 'google.com' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: CHANGE,
      headers,
      payload: { current_password: 'anything', new_password: NEW },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe(NO_PASSWORD_YET);
  });

  it('is for signed-in users only, and CSRF-protected on the cookie', async () => {
    const visitor = await browser(ctx.app).post(CHANGE, { current_password: OLD, new_password: NEW });
    expect(visitor.statusCode).toBe(401);
    const user = await account();
    const { client } = await logIn(user.email, OLD);
    const forged = await ctx.app.inject({
      method: 'POST',
      url: CHANGE,
      payload: { current_password: OLD, new_password: NEW },
      headers: { cookie: client.cookieHeader() },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('is rate limited per user (guessing the current password)', async () => {
    const services = ctx.app.auth;
    const saved = services.rateRule;
    services.rateRule = { limit: 2, windowMs: 60_000 };
    try {
      const user = await account();
      const { client } = await logIn(user.email, OLD);
      for (let i = 0; i < 2; i += 1)
        expect((await client.post(CHANGE, { current_password: `guess ${i}`, new_password: NEW })).statusCode).toBe(400);
      const limited = await client.post(CHANGE, { current_password: OLD, new_password: NEW });
      expect(limited.statusCode).toBe(429);
    } finally {
      services.rateRule = saved;
    }
  });
});
