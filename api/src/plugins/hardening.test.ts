import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createTestApp, createUserWithSession, json, usingPostgres, type TestContext } from '../test/harness';
import { browser, nextIp } from '../auth/testing';
import { serializeError } from './log-redaction';

const closing: TestContext[] = [];
afterAll(async () => {
  await Promise.all(closing.map((ctx) => ctx.close()));
});
jest.setTimeout(180_000); // several apps, each migrating its own database, on a busy machine
async function app(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const ctx = await createTestApp(overrides);
  closing.push(ctx);
  return ctx;
}
// One plain and one production app for the tests that need no settings of their own (each app costs a migration).
let plain: Promise<TestContext> | null = null;
let production: Promise<TestContext> | null = null;
const plainApp = () => (plain ??= app());
const productionApp = () => (production ??= app({ env: 'production', isProduction: true, testEndpoints: false }));

const forged = () => `${randomBytes(2).readUInt8(0)}.${randomBytes(1).readUInt8(0)}.7.${randomBytes(1).readUInt8(0)}`;

describe('behind a proxy (TRUST_PROXY as a hop count)', () => {
  it('a forged left-most X-Forwarded-For cannot reset the per-IP write limit', async () => {
    const ctx = await app({ trustProxy: 1, writeRateLimit: { perIpPerMinute: 3, perUserPerMinute: 0 } });
    const client = browser(ctx.app, '10.9.0.1'); // the proxy's own address
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await client.post('/api/auth/logout/', undefined, { 'x-forwarded-for': `${forged()}, 203.0.113.9` });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(json(response).detail).toMatch(/^You're doing that too often\. Please wait \d+ seconds? and try again\.$/);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Another client behind the same proxy has its own bucket.
    const other = await client.post('/api/auth/logout/', undefined, { 'x-forwarded-for': '203.0.113.10' });
    expect(other.statusCode).toBe(200);
  });

  it('nor the per-IP sign-in limit (rotating e-mails and forged addresses)', async () => {
    const ctx = await app({ trustProxy: 1, authRateLimitPerMinute: 3 });
    const client = browser(ctx.app, '10.9.0.2');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const attempt = { email: `nobody-${i}@example.test`, password: 'wrong password' };
      statuses.push((await client.post('/api/auth/email/login/', attempt, { 'x-forwarded-for': `${forged()}, 198.51.100.4` })).statusCode);
    }
    expect(statuses.slice(3)).toEqual([429, 429]);
  });
});

describe('write rate limits', () => {
  it('count per user across addresses; reads are not limited', async () => {
    const ctx = await app({ writeRateLimit: { perIpPerMinute: 0, perUserPerMinute: 2 } });
    const { user, headers } = await createUserWithSession(ctx);
    const follow = async () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/follow/toggle/',
        remoteAddress: nextIp(),
        headers,
        payload: { followable_type: 'commentator', object_id: 999_999 },
      });
    const statuses = [(await follow()).statusCode, (await follow()).statusCode, (await follow()).statusCode];
    expect(statuses[2]).toBe(429);
    expect(statuses.slice(0, 2)).not.toContain(429);
    for (let i = 0; i < 30; i += 1) expect((await ctx.app.inject({ url: '/api/auth/user/', headers })).statusCode).toBe(200);
    expect(user.id).toBeGreaterThan(0);
  });
});

describe('cookies in production', () => {
  it('are Secure even over plain http behind no proxy; the session cookie is HttpOnly and SameSite=Lax', async () => {
    const ctx = await productionApp();
    const csrf = await ctx.app.inject({ url: '/api/csrf/' });
    expect(csrf.cookies.find((c) => c.name === 'csrftoken')).toMatchObject({ secure: true, sameSite: 'Lax' });
    const { token } = await createUserWithSession(ctx);
    const signedIn = await ctx.app.inject({ url: '/api/auth/user/', headers: { cookie: `sessionid=${token}` } });
    expect(signedIn.cookies.find((c) => c.name === 'sessionid')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
  });
});

describe('security headers', () => {
  it('are on every answer; HSTS only in production', async () => {
    const ctx = await plainApp();
    for (const url of ['/api/health', '/api/no-such-thing/', '/remotes.json']) {
      const response = await ctx.app.inject({ url });
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-opener-policy': 'same-origin-allow-popups',
      });
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    const response = await (await productionApp()).app.inject({ url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('API docs keep their own CSP, not framable', async () => {
    const ctx = await plainApp();
    const docs = await ctx.app.inject({ url: '/api/docs/' });
    expect(docs.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(docs.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  });
});

describe('GET /api/health', () => {
  (usingPostgres() ? it.skip : it)('is 503 with a message when the database cannot write (read-only transactions)', async () => {
    const ctx = await plainApp();
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await ctx.database.db.execute(sql`set default_transaction_read_only = on`);
    try {
      const response = await ctx.app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(json(response)).toEqual({
        status: 'error',
        database: 'pglite',
        instance: expect.any(String),
        detail: expect.stringMatching(/^The database is not writable: .*read-only/),
      });
    } finally {
      await ctx.database.db.execute(sql`set default_transaction_read_only = off`);
    }
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('the log', () => {
  it("records a failed query's SQL but not its parameters (what users typed)", async () => {
    const ctx = await plainApp();
    const secret = `my secret comment ${randomBytes(4).toString('hex')}`;
    const error = await ctx.database.db.execute(sql`select * from no_such_table where body = ${secret}`).catch((e: unknown) => e);
    expect(String((error as Error).message)).toContain(secret); // the driver's own message has it…
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain(secret); // …the log does not
    expect(logged).toContain('no_such_table');
  });
});
