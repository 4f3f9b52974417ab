import { eq } from 'drizzle-orm';
import { createTestApp, json, type TestContext } from '../../../test/harness';
import { emailVerifications, sessions, users } from '../../../db/schema';
import { apiVerifyUrl, browser, latestVerificationLink, outboxMessages, removeTempDataDirs, tempDataDir } from '../../../auth/testing';
import { VERIFY_FAILED, VERIFY_INVALID_LINK, VERIFY_OK } from '../plugins/verification';
import { PASSWORD_TOO_SHORT } from '@receipts/contract';
import { ALREADY_VERIFIED, INVALID_CREDENTIALS, REGISTERED, RESEND_FAILED, RESEND_OK } from './auth-email';

let ctx: TestContext;
let dataDir: string;
let seq = 0;
const uniqueEmail = (prefix = 'member') => `${prefix}.${Date.now().toString(36)}${(seq += 1)}@example.test`;

beforeAll(async () => {
  dataDir = await tempDataDir();
  ctx = await createTestApp({ dataDir, publicOrigin: 'https://receipts.example' });
});
afterAll(async () => {
  await ctx.close();
  await removeTempDataDirs();
});

async function register(client = browser(ctx.app), fields: Partial<{ email: string; password: string; name: string }> = {}) {
  const body = { email: uniqueEmail(), password: 'correct horse battery', name: 'Jordan Member', ...fields };
  const response = await client.post('/api/auth/email/register/', body);
  // Registration mails in the background (its answer must not wait on whether there was an account to mail).
  await ctx.app.auth.mailer.flush();
  return { client, body, response };
}

/** Registers, then signs in with the same browser (registration itself starts no session): `response` is the login's. */
async function signUp(client = browser(ctx.app), fields: Partial<{ email: string; password: string; name: string }> = {}) {
  const { body, response: registered } = await register(client, fields);
  expect(registered.statusCode).toBe(201);
  const response = await client.post('/api/auth/email/login/', { email: body.email, password: body.password });
  expect(response.statusCode).toBe(200);
  return { client, body, response };
}

describe('POST /api/auth/email/register/', () => {
  it('creates an unverified account, mails a verification link and starts no session', async () => {
    const { client, body, response } = await register(undefined, { email: '  Jordan.Fan@Example.TEST ', name: ' Jordan Fan ' });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toEqual({ success: true, message: REGISTERED });
    expect(response.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
    expect((await client.get('/api/auth/user/')).statusCode).toBe(401);

    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, 'jordan.fan@example.test'));
    expect(row).toMatchObject({
      username: 'jordan.fan',
      name: 'Jordan Fan',
      displayName: 'Jordan Fan',
      emailVerified: false,
      isStaff: false,
      authProvider: 'email',
    });
    const link = await latestVerificationLink(dataDir, 'jordan.fan@example.test');
    expect(link.origin).toBe('https://receipts.example');
    expect(link.pathname).toMatch(/^\/verify-email\/\d+\.[A-Za-z0-9_-]{43}$/);
    expect(link.searchParams.get('email')).toBe('jordan.fan@example.test');
    expect(body.email).not.toBe('jordan.fan@example.test');

    // Then the fan signs in with the password they chose.
    const login = await client.post('/api/auth/email/login/', { email: 'jordan.fan@example.test', password: body.password });
    expect(login.statusCode).toBe(200);
    expect(json(login)).toEqual({
      success: true,
      token: expect.any(String),
      token_expires_in: expect.any(Number),
      user: {
        id: row.id,
        email: 'jordan.fan@example.test',
        username: 'jordan.fan',
        name: 'Jordan Fan',
        email_verified: false,
        emailVerified: false,
        is_staff: false,
        display_username: 'jordan.fan',
        display_name: 'Jordan Fan',
        photoURL: null,
        auth_provider: 'email',
        uid: null,
      },
    });
    const cookie = login.cookies.find((c) => c.name === 'sessionid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(json(await client.get('/api/auth/user/')).user.id).toBe(row.id);
  });

  it('stores an argon2id hash and only a hash of the verification token', async () => {
    const { body } = await register();
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, body.email));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(body.password);
    const [pending] = await ctx.database.db.select().from(emailVerifications).where(eq(emailVerifications.userId, row.id));
    const link = await latestVerificationLink(dataDir, row.email);
    expect(pending.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(link.pathname).not.toContain(pending.tokenHash);
    const hoursValid = (pending.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hoursValid).toBeGreaterThan(23.9);
    expect(hoursValid).toBeLessThanOrEqual(24);
  });

  it('takes at least the answer floor for a new and for a taken address alike (the timing tells nothing either)', async () => {
    const email = uniqueEmail('timed');
    const timed = async (fields: { email: string }) => {
      const started = performance.now();
      const { response } = await register(undefined, fields);
      expect(response.statusCode).toBe(201);
      return performance.now() - started;
    };
    const floor = ctx.app.config.registerAnswerFloorMs;
    expect(floor).toBeGreaterThanOrEqual(300);
    expect(await timed({ email })).toBeGreaterThanOrEqual(floor - 1);
    expect(await timed({ email })).toBeGreaterThanOrEqual(floor - 1);
  });

  it('answers an e-mail that already has an account (any case) exactly like a new one, and mails its owner instead', async () => {
    const email = uniqueEmail('dup');
    const first = (await register(undefined, { email })).response;
    const [owner] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    const again = (await register(undefined, { email: email.toUpperCase(), password: 'another password', name: 'Someone Else' })).response;
    expect(again.statusCode).toBe(first.statusCode);
    expect(json(again)).toEqual(json(first));
    expect(again.cookies.map((c) => c.name)).toEqual(first.cookies.map((c) => c.name));
    // The account is untouched: one row, the first password, the first name.
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toEqual([owner]);
    const mails = await outboxMessages(dataDir, email);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatch(/Subject: Someone tried to register with your e-mail address/);
    expect(mails[1]).toContain('https://receipts.example/login');
    expect(mails[1]).toContain('Forgot password?');
    expect(mails[1]).not.toMatch(/verify-email/);
  });

  it('enforces the password rules on the server', async () => {
    const short = (await register(undefined, { password: '1234567' })).response;
    expect(short.statusCode).toBe(400);
    expect(json(short)).toMatchObject({
      detail: PASSWORD_TOO_SHORT,
      error: PASSWORD_TOO_SHORT,
      errors: { 'body.password': [PASSWORD_TOO_SHORT] },
    });
    expect((await register(undefined, { password: 'x'.repeat(1025) })).response.statusCode).toBe(400);
    expect((await register(undefined, { password: '12345678' })).response.statusCode).toBe(201);
  });

  it('answers every kind of bad input with 400 and field errors, never a 500', async () => {
    const client = browser(ctx.app);
    const cases: [unknown, string][] = [
      [{ email: 'not-an-email', password: 'long enough', name: 'X' }, 'body.email'],
      [{ password: 'long enough', name: 'X' }, 'body.email'],
      [{ email: uniqueEmail(), password: 'long enough', name: '   ' }, 'body.name'],
      [{ email: uniqueEmail(), password: 12345678, name: 'X' }, 'body.password'],
      [{ email: `${'a'.repeat(250)}@example.test`, password: 'long enough', name: 'X' }, 'body.email'],
      [['an', 'array'], 'body'],
      [{ email: uniqueEmail(), password: 'long enough', name: 'Nul\u0000Name' }, 'body.name'],
      [{ email: 'nul\u0000@example.test', password: 'long enough', name: 'X' }, 'body.email'],
    ];
    for (const [payload, field] of cases) {
      const response = await client.post('/api/auth/email/register/', payload);
      expect(response.statusCode).toBe(400);
      expect(json(response).errors).toHaveProperty([field]);
      expect(json(response).error).toEqual(expect.any(String));
    }
    const notJson = await client.request('POST', '/api/auth/email/register/', '{"email":', { 'content-type': 'application/json' });
    expect(notJson.statusCode).toBe(400);
    const empty = await client.request('POST', '/api/auth/email/register/', undefined, { 'content-type': 'application/json' });
    expect(empty.statusCode).toBe(400);
    const huge = await client.post('/api/auth/email/register/', {
      email: uniqueEmail(),
      password: 'long enough',
      name: 'x'.repeat(20_000),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('ignores unknown fields', async () => {
    const { response } = await signUp(undefined, { is_staff: true, email_verified: true, id: 1 } as object);
    expect(json(response).user).toMatchObject({ is_staff: false, email_verified: false });
  });

  it('keeps the account when the verification mail cannot be sent, and resend then works', async () => {
    const mailer = ctx.app.auth.mailer;
    const send = jest.spyOn(mailer, 'send').mockRejectedValueOnce(new Error('SMTP down'));
    const { client, body, response } = await register();
    expect(response.statusCode).toBe(201);
    await mailer.flush(); // the mail job ran (and failed: it waits for its retry)
    expect(send).toHaveBeenCalledTimes(1);
    expect((await client.post('/api/auth/email/login/', { email: body.email, password: body.password })).statusCode).toBe(200);
    send.mockRestore();
    expect(await outboxMessages(dataDir, body.email.toLowerCase())).toHaveLength(0);
    const resend = await client.post('/api/auth/email/resend-verification/');
    expect(resend.statusCode).toBe(200);
    const link = await latestVerificationLink(dataDir, body.email.toLowerCase());
    expect(json(await client.get(apiVerifyUrl(link)))).toEqual({ message: VERIFY_OK });
  });

  it('derives unique usernames from the e-mail with a numeric suffix', async () => {
    const stamp = Date.now().toString(36);
    const first = json((await signUp(undefined, { email: `sam${stamp}@one.test` })).response).user;
    const second = json((await signUp(undefined, { email: `sam${stamp}@two.test` })).response).user;
    const third = json((await signUp(undefined, { email: `Sam${stamp}@three.test` })).response).user;
    expect([first.username, second.username, third.username]).toEqual([`sam${stamp}`, `sam${stamp}2`, `sam${stamp}3`]);
    expect(third.display_username).toBe(third.username);
  });
});

describe('concurrent registrations', () => {
  it('give distinct usernames to the same handle registering at once', async () => {
    const stamp = Date.now().toString(36);
    const responses = await Promise.all(
      [1, 2, 3, 4].map((n) => register(undefined, { email: `rush${stamp}@site${n}.test` }).then((r) => r.response)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const rows = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        ctx.database.db
          .select()
          .from(users)
          .where(eq(users.email, `rush${stamp}@site${n}.test`)),
      ),
    );
    const names = rows.map(([row]) => row.username).sort();
    expect(names).toEqual([`rush${stamp}`, `rush${stamp}2`, `rush${stamp}3`, `rush${stamp}4`]);
  });

  it('create one account when the same e-mail registers twice at once', async () => {
    const email = uniqueEmail('race');
    const responses = await Promise.all([1, 2, 3].map(() => register(undefined, { email }).then((r) => r.response)));
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    for (const response of responses) expect(json(response)).toEqual({ success: true, message: REGISTERED });
    expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});

describe('POST /api/auth/email/login/', () => {
  it('signs in with the right password (e-mail in any case) and rotates the session', async () => {
    const { body } = await register();
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, body.email));
    const client = browser(ctx.app);
    const response = await client.post('/api/auth/email/login/', { email: ` ${body.email.toUpperCase()} `, password: body.password });
    expect(response.statusCode).toBe(200);
    const answer = json(response);
    expect(answer).toEqual({
      success: true,
      token: expect.any(String),
      token_expires_in: 900,
      user: expect.objectContaining({ id: row.id }),
    });
    const firstSession = client.jar.get('sessionid');
    // The bearer is an access token, not the session.
    expect(firstSession).toEqual(expect.any(String));
    expect(answer.token).not.toBe(firstSession);
    const bearer = (token: string) => ctx.app.inject({ url: '/api/auth/user/', headers: { authorization: `Bearer ${token}` } });
    expect(json(await bearer(answer.token)).user.id).toBe(row.id);
    const again = await client.post('/api/auth/email/login/', { email: body.email, password: body.password });
    expect(client.jar.get('sessionid')).not.toBe(firstSession);
    expect(json(again).token).not.toBe(answer.token);
    // Rotating the session revoked the first one and every token issued under it.
    expect((await bearer(answer.token)).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/auth/user/', headers: { cookie: `sessionid=${firstSession}` } })).statusCode).toBe(401);
    expect((await bearer(json(again).token)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail with the same generic 400', async () => {
    const { body } = await register();
    const client = browser(ctx.app);
    const wrong = await client.post('/api/auth/email/login/', { email: body.email, password: 'not the password' });
    const unknown = await client.post('/api/auth/email/login/', { email: uniqueEmail('nobody'), password: 'whatever it is' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ detail: INVALID_CREDENTIALS, error: INVALID_CREDENTIALS });
      expect(response.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
    }
  });

  it('takes about as long for an unknown e-mail as for a wrong password', async () => {
    const { body } = await register();
    // The work each answer costs, as this process's CPU time (argon2 runs on its thread pool, which counts): wall time
    // on a machine busy with other suites measures their load as much as ours.
    const time = async (email: string) => {
      const client = browser(ctx.app);
      const started = process.cpuUsage();
      await client.post('/api/auth/email/login/', { email, password: 'not the password' });
      const { user, system } = process.cpuUsage(started);
      return (user + system) / 1e3;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      wrong.push(await time(body.email));
      unknown.push(await time(uniqueEmail('ghost')));
    }
    const ratio = median(unknown) / median(wrong);
    // About 1 under any load; 0.3 when an unknown e-mail skips the password check.
    expect(ratio).toBeGreaterThan(0.6);
    expect(ratio).toBeLessThan(1.67);
  });

  it('cannot be used by social-only accounts (no password)', async () => {
    const [social] = await ctx.database.db
      .insert(users)
      .values({
        email: uniqueEmail('social'),
        username: `social_${seq}`,
        emailVerified: true,
        authProvider: 'google.com',
        firebaseUid: `uid-${seq}`,
      })
      .returning();
    const response = await browser(ctx.app).post('/api/auth/email/login/', { email: social.email, password: 'anything at all' });
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe(INVALID_CREDENTIALS);
  });

  it('validates its input', async () => {
    const client = browser(ctx.app);
    const missing = await client.post('/api/auth/email/login/', { email: 'a@b.test' });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).errors).toHaveProperty(['body.password']);
    const blank = await client.post('/api/auth/email/login/', { email: '  ', password: 'x' });
    expect(json(blank).errors).toHaveProperty(['body.email']);
    const nul = await client.post('/api/auth/email/login/', { email: '\u0000', password: 'x\u0000y' });
    expect(nul.statusCode).toBe(400);
    expect(json(nul).errors).toHaveProperty(['body.email']);
    const control = await client.post('/api/auth/email/login/', { email: 'some\u0007one@example.test', password: 'x' });
    expect(control.statusCode).toBe(400);
    expect(json(control).errors).toHaveProperty(['body.email']);
  });

  it('needs the CSRF token (login CSRF)', async () => {
    const { body } = await register();
    const noCookie = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/email/login/',
      payload: { email: body.email, password: body.password },
    });
    expect(noCookie.statusCode).toBe(403);
    expect(json(noCookie).detail).toBe('CSRF Failed: CSRF cookie not set.');
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/email/login/',
      payload: { email: body.email, password: body.password },
      headers: { cookie: 'csrftoken=abc', 'x-csrftoken': 'abd' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(json(wrong).detail).toBe('CSRF Failed: CSRF token incorrect.');
  });
});

describe('rate limits', () => {
  it('allows 10 login attempts a minute per IP, then 429 with Retry-After and a message', async () => {
    const client = browser(ctx.app);
    for (let i = 0; i < 10; i += 1) {
      const response = await client.post('/api/auth/email/login/', { email: uniqueEmail('try'), password: 'wrong password' });
      expect(response.statusCode).toBe(400);
    }
    const limited = await client.post('/api/auth/email/login/', { email: uniqueEmail('try'), password: 'wrong password' });
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(json(limited)).toEqual({
      detail: expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds? and try again\.$/),
      error: json(limited).detail,
    });
    // Another address is not affected.
    expect((await browser(ctx.app).post('/api/auth/email/login/', { email: uniqueEmail(), password: 'wrong password' })).statusCode).toBe(
      400,
    );
  });

  describe('with a lower limit', () => {
    const services = () => ctx.app.auth;
    let saved: { limit: number; windowMs: number };
    beforeEach(() => {
      saved = services().rateRule;
      services().rateRule = { limit: 2, windowMs: 60_000 };
    });
    afterEach(() => {
      services().rateRule = saved;
    });

    it('limits login per e-mail across addresses', async () => {
      const email = uniqueEmail('target');
      for (let i = 0; i < 2; i += 1) {
        expect((await browser(ctx.app).post('/api/auth/email/login/', { email, password: 'guess guess' })).statusCode).toBe(400);
      }
      const limited = await browser(ctx.app).post('/api/auth/email/login/', { email: email.toUpperCase(), password: 'guess guess' });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    });

    it('limits registration per IP and per e-mail', async () => {
      const client = browser(ctx.app);
      expect((await register(client)).response.statusCode).toBe(201);
      expect((await register(client)).response.statusCode).toBe(201);
      expect((await register(client)).response.statusCode).toBe(429);
      const email = uniqueEmail('popular');
      expect((await register(undefined, { email })).response.statusCode).toBe(201);
      expect((await register(undefined, { email })).response.statusCode).toBe(201);
      expect((await register(undefined, { email })).response.statusCode).toBe(429);
    });

    it('limits resending', async () => {
      const { client } = await signUp();
      expect((await client.post('/api/auth/email/resend-verification/')).statusCode).toBe(200);
      expect((await client.post('/api/auth/email/resend-verification/')).statusCode).toBe(200);
      const limited = await client.post('/api/auth/email/resend-verification/');
      expect(limited.statusCode).toBe(429);
      expect(json(limited).error).toMatch(/^Too many attempts/);
    });
  });
});

describe('POST /api/auth/email/resend-verification/', () => {
  it('mails a new link and the old one stops working', async () => {
    const { client, body } = await signUp();
    const email = body.email.toLowerCase();
    const first = await latestVerificationLink(dataDir, email);
    const resend = await client.post('/api/auth/email/resend-verification/');
    expect(resend.statusCode).toBe(200);
    expect(json(resend)).toEqual({ message: RESEND_OK });
    const second = await latestVerificationLink(dataDir, email);
    expect(second.href).not.toBe(first.href);
    expect(json(await client.get(apiVerifyUrl(first)))).toEqual({ error: VERIFY_FAILED });
    expect(json(await client.get(apiVerifyUrl(second)))).toEqual({ message: VERIFY_OK });
  });

  it('is for signed-in users only', async () => {
    const response = await browser(ctx.app).post('/api/auth/email/resend-verification/');
    expect(response.statusCode).toBe(401);
  });

  it('refuses when the e-mail is already verified', async () => {
    const { client, body } = await signUp();
    await client.get(apiVerifyUrl(await latestVerificationLink(dataDir, body.email.toLowerCase())));
    const response = await client.post('/api/auth/email/resend-verification/');
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe(ALREADY_VERIFIED);
  });

  it('reports a failed send as an error', async () => {
    const { client } = await signUp();
    const send = jest.spyOn(ctx.app.auth.mailer, 'send').mockRejectedValueOnce(new Error('SMTP down'));
    const response = await client.post('/api/auth/email/resend-verification/');
    send.mockRestore();
    expect(response.statusCode).toBe(503);
    expect(json(response)).toEqual({ detail: RESEND_FAILED, error: RESEND_FAILED });
  });

  it('works with a bearer token and no cookies (CSRF exempt)', async () => {
    const { response } = await signUp();
    const resend = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/email/resend-verification/',
      headers: { authorization: `Bearer ${json(response).token}` },
    });
    expect(resend.statusCode).toBe(200);
  });
});

describe('GET /api/auth/email/verify/{token}/', () => {
  it('verifies once; the same link then fails', async () => {
    const { client, body, response } = await signUp();
    const link = await latestVerificationLink(dataDir, body.email.toLowerCase());
    const visitor = browser(ctx.app);
    const ok = await visitor.get(apiVerifyUrl(link));
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toEqual({ message: VERIFY_OK });
    expect(json(await client.get('/api/auth/user/')).user).toMatchObject({
      id: json(response).user.id,
      email_verified: true,
      emailVerified: true,
    });
    const reused = await visitor.get(apiVerifyUrl(link));
    expect(reused.statusCode).toBe(400);
    expect(json(reused)).toEqual({ error: VERIFY_FAILED });
  });

  it('works without the email query parameter, and refuses a mismatched one', async () => {
    const { body } = await register();
    const link = await latestVerificationLink(dataDir, body.email.toLowerCase());
    const token = link.pathname.split('/').pop();
    const mismatched = await browser(ctx.app).get(`/api/auth/email/verify/${token}/?email=someone.else%40example.test`);
    expect(json(mismatched)).toEqual({ error: VERIFY_FAILED });
    const bare = await browser(ctx.app).get(`/api/auth/email/verify/${token}/`);
    expect(json(bare)).toEqual({ message: VERIFY_OK });
  });

  it('refuses an expired link', async () => {
    const { body, response } = await signUp();
    const link = await latestVerificationLink(dataDir, body.email.toLowerCase());
    await ctx.database.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.userId, json(response).user.id));
    const expired = await browser(ctx.app).get(apiVerifyUrl(link));
    expect(expired.statusCode).toBe(400);
    expect(json(expired)).toEqual({ error: VERIFY_FAILED });
    const [row] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.id, json(response).user.id));
    expect(row.emailVerified).toBe(false);
  });

  it('refuses made-up and malformed tokens', async () => {
    const { response } = await signUp();
    const id = json(response).user.id;
    const forged = await browser(ctx.app).get(`/api/auth/email/verify/${id}.${'A'.repeat(43)}/`);
    expect(json(forged)).toEqual({ error: VERIFY_FAILED });
    for (const token of ['nonsense', '0.abc', `${'9'.repeat(60)}.${'A'.repeat(30)}`, `${id}.${'A'.repeat(42)}%2F`]) {
      const malformed = await browser(ctx.app).get(`/api/auth/email/verify/${token}/`);
      expect(malformed.statusCode).toBe(400);
      expect(json(malformed)).toEqual({ error: VERIFY_INVALID_LINK });
    }
    // Longer than the router's parameter limit: still a 4xx, not a 500.
    expect((await browser(ctx.app).get(`/api/auth/email/verify/${'9'.repeat(300)}/`)).statusCode).toBe(414);
  });
});

describe('sessions of e-mail accounts', () => {
  it('end on logout: the session row is deleted', async () => {
    const { client, response } = await signUp();
    const token = json(response).token as string;
    const sessionToken = client.jar.get('sessionid') as string;
    const before = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, json(response).user.id));
    expect(before).toHaveLength(1);
    const logout = await client.post('/api/auth/logout/');
    expect(logout.statusCode).toBe(200);
    expect(client.jar.has('sessionid')).toBe(false);
    expect(
      await ctx.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, json(response).user.id)),
    ).toHaveLength(0);
    expect((await ctx.app.inject({ url: '/api/auth/user/', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/auth/user/', headers: { cookie: `sessionid=${sessionToken}` } })).statusCode).toBe(401);
  });
});
