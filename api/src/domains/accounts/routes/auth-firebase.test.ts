import { eq } from 'drizzle-orm';
import { createTestApp, json, type TestContext } from '../../../test/harness';
import { sessions, users } from '../../../db/schema';
import { InvalidIdentityTokenError, type IdentityVerifier, type VerifiedIdentity } from '../plugins/firebase';
import { apiVerifyUrl, browser, latestVerificationLink, removeTempDataDirs, tempDataDir } from '../../../auth/testing';
import { INVALID_CREDENTIALS } from './auth-email';
import { EMAIL_IN_USE_UNVERIFIED, EMAIL_VERIFICATION_REQUIRED, IDENTITY_UNAVAILABLE, INVALID_ID_TOKEN, NO_EMAIL } from './auth-firebase';

/**
 * The exchange logic with a stand-in verifier (tokens are looked up in `identities`); the real firebase-admin
 * verification against the Auth emulator is in auth-firebase.emulator.test.ts.
 */
let ctx: TestContext;
let dataDir: string;
const identities = new Map<string, VerifiedIdentity | Error>();
let seq = 0;

beforeAll(async () => {
  dataDir = await tempDataDir();
  ctx = await createTestApp({ dataDir });
  const verifier: IdentityVerifier = {
    async verifyIdToken(token) {
      const found = identities.get(token);
      if (!found) throw new InvalidIdentityTokenError('auth/argument-error', 'Decoding Firebase ID token failed.');
      if (found instanceof Error) throw found;
      return found;
    },
  };
  ctx.app.auth.identity = verifier;
});
afterAll(async () => {
  await ctx.close();
  await removeTempDataDirs();
});

function identity(fields: Partial<VerifiedIdentity> = {}): { token: string; identity: VerifiedIdentity } {
  seq += 1;
  const value: VerifiedIdentity = {
    uid: `uid-${seq}-${Date.now().toString(36)}`,
    email: `social${seq}.${Date.now().toString(36)}@gmail.test`,
    emailVerified: true,
    name: 'Riley Social',
    picture: 'https://photos.test/riley.png',
    provider: 'google.com',
    ...fields,
  };
  const token = `token-${seq}`;
  identities.set(token, value);
  return { token, identity: value };
}

const exchange = (token: string, extra: Record<string, unknown> = {}, client = browser(ctx.app)) =>
  client.post('/api/auth/firebase/', { token, providerId: 'google.com', emailVerified: true, ...extra });

describe('POST /api/auth/firebase/', () => {
  it('creates the user on first sign-in and starts a session', async () => {
    const { token, identity: who } = identity({ email: 'Riley.Social@Gmail.TEST' });
    const client = browser(ctx.app);
    const response = await exchange(token, { _tokenResponse: { kind: 'x', isNewUser: true } }, client);
    expect(response.statusCode).toBe(200);
    const answer = json(response);
    expect(answer).toEqual({
      success: true,
      token: expect.any(String),
      token_expires_in: expect.any(Number),
      user: {
        id: expect.any(Number),
        email: 'riley.social@gmail.test',
        username: 'riley.social',
        name: 'Riley Social',
        email_verified: true,
        emailVerified: true,
        is_staff: false,
        display_username: 'riley.social',
        display_name: 'Riley Social',
        photoURL: 'https://photos.test/riley.png',
        auth_provider: 'google.com',
        uid: who.uid,
      },
    });
    // The session rides on the cookie; `token` is a separate access token for the bearer header.
    expect(client.jar.get('sessionid')).toEqual(expect.any(String));
    expect(client.jar.get('sessionid')).not.toBe(answer.token);
    expect(json(await client.get('/api/auth/user/')).user.id).toBe(answer.user.id);
    const bearer = await ctx.app.inject({ url: '/api/auth/user/', headers: { authorization: `Bearer ${answer.token}` } });
    expect(json(bearer).user.id).toBe(answer.user.id);
  });

  it('finds the same user by uid on the next sign-in', async () => {
    const { token, identity: who } = identity();
    const first = json(await exchange(token)).user;
    identities.set('again', { ...who, picture: 'https://photos.test/new.png' });
    const second = json(await exchange('again')).user;
    expect(second.id).toBe(first.id);
    expect(second.photoURL).toBe('https://photos.test/riley.png');
    expect(await ctx.database.db.select().from(users).where(eq(users.firebaseUid, who.uid))).toHaveLength(1);
  });

  it('requires a verified e-mail for Google and creates nothing', async () => {
    const { token, identity: who } = identity({ emailVerified: false });
    const response = await exchange(token, { emailVerified: true });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ detail: EMAIL_VERIFICATION_REQUIRED, error: EMAIL_VERIFICATION_REQUIRED });
    expect(response.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
    expect(await ctx.database.db.select().from(users).where(eq(users.firebaseUid, who.uid))).toHaveLength(0);
  });

  it('trusts the token, not the payload, for the provider and the verified flag', async () => {
    const { token } = identity({ emailVerified: false, provider: 'google.com' });
    const response = await exchange(token, { providerId: 'apple.com', emailVerified: true });
    expect(json(response).error).toBe(EMAIL_VERIFICATION_REQUIRED);
    const apple = identity({ emailVerified: false, provider: 'apple.com' });
    const claimed = await exchange(apple.token, { providerId: 'google.com', emailVerified: true });
    expect(json(claimed).error).toBe(EMAIL_VERIFICATION_REQUIRED);
  });

  it('signs Apple users in (new account, e-mail as the token says)', async () => {
    const { token } = identity({ provider: 'apple.com', email: `apple${seq}@privaterelay.appleid.test`, name: null, picture: null });
    const response = await exchange(token, { providerId: 'apple.com' });
    expect(response.statusCode).toBe(200);
    expect(json(response).user).toMatchObject({
      auth_provider: 'apple.com',
      name: '',
      display_name: null,
      photoURL: null,
      email_verified: true,
    });
    const unverified = identity({ provider: 'apple.com', emailVerified: false });
    const second = await exchange(unverified.token, { providerId: 'apple.com', emailVerified: false });
    expect(second.statusCode).toBe(200);
    expect(json(second).user.email_verified).toBe(false);
  });

  it('links the same verified e-mail to the existing account (e-mail account, another provider)', async () => {
    const email = `linked${Date.now().toString(36)}@example.test`;
    const client = browser(ctx.app);
    expect((await client.post('/api/auth/email/register/', { email, password: 'linked password', name: 'Lin Ked' })).statusCode).toBe(201);
    await ctx.app.auth.mailer.flush();
    const [registered] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    await client.get(apiVerifyUrl(await latestVerificationLink(dataDir, email)));

    const google = identity({ email: email.toUpperCase(), name: 'Lin From Google' });
    const viaGoogle = json(await exchange(google.token)).user;
    expect(viaGoogle).toMatchObject({
      id: registered.id,
      uid: google.identity.uid,
      auth_provider: 'email',
      name: 'Lin Ked',
      photoURL: 'https://photos.test/riley.png',
    });

    const apple = identity({ email, provider: 'apple.com' });
    const viaApple = json(await exchange(apple.token, { providerId: 'apple.com' })).user;
    expect(viaApple.id).toBe(registered.id);
    expect(viaApple.uid).toBe(google.identity.uid);

    const login = await browser(ctx.app).post('/api/auth/email/login/', { email, password: 'linked password' });
    expect(login.statusCode).toBe(200);
  });

  it('takes over an unverified e-mail account safely: its password and sessions are dropped', async () => {
    const email = `squatted${Date.now().toString(36)}@example.test`;
    const squatter = browser(ctx.app);
    expect((await squatter.post('/api/auth/email/register/', { email, password: 'squatter password', name: 'Squat' })).statusCode).toBe(
      201,
    );
    // Registering signs nobody in; the squatter signs in with the password they chose.
    const registered = json(await squatter.post('/api/auth/email/login/', { email, password: 'squatter password' })).user;
    await ctx.app.auth.mailer.flush();
    const link = await latestVerificationLink(dataDir, email);

    const owner = identity({ email });
    const linked = json(await exchange(owner.token)).user;
    expect(linked).toMatchObject({ id: registered.id, email_verified: true, uid: owner.identity.uid });
    expect((await squatter.get('/api/auth/user/')).statusCode).toBe(401);
    const login = await browser(ctx.app).post('/api/auth/email/login/', { email, password: 'squatter password' });
    expect(json(login).error).toBe(INVALID_CREDENTIALS);
    expect(json(await browser(ctx.app).get(apiVerifyUrl(link))).error).toBeDefined();
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, registered.id))).toHaveLength(1);
  });

  it('does not link an unverified social e-mail to an existing account', async () => {
    const email = `taken${Date.now().toString(36)}@example.test`;
    await browser(ctx.app).post('/api/auth/email/register/', { email, password: 'owner password', name: 'Owner' });
    const { token } = identity({ email, provider: 'apple.com', emailVerified: false });
    const response = await exchange(token, { providerId: 'apple.com' });
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe(EMAIL_IN_USE_UNVERIFIED);
  });

  it('needs an e-mail from the provider', async () => {
    const { token } = identity({ email: null, provider: 'apple.com' });
    const response = await exchange(token, { providerId: 'apple.com' });
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe(NO_EMAIL);
  });

  it('de-duplicates usernames', async () => {
    const stamp = Date.now().toString(36);
    const a = json(await exchange(identity({ email: `kai${stamp}@one.test` }).token)).user;
    const b = json(await exchange(identity({ email: `kai${stamp}@two.test` }).token)).user;
    expect([a.username, b.username]).toEqual([`kai${stamp}`, `kai${stamp}2`]);
  });

  it('rejects a bad token with 400 (not 401: the client would redirect) and an unreachable service with 503', async () => {
    const bad = await exchange('not-a-token');
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({ detail: INVALID_ID_TOKEN, error: INVALID_ID_TOKEN });
    identities.set('down', Object.assign(new Error('connect ECONNREFUSED'), { code: 'app/network-error' }));
    const down = await exchange('down');
    expect(down.statusCode).toBe(503);
    expect(json(down).error).toBe(IDENTITY_UNAVAILABLE);
  });

  it('validates the payload and ignores unknown fields', async () => {
    const client = browser(ctx.app);
    const missing = await client.post('/api/auth/firebase/', { providerId: 'google.com' });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).errors).toHaveProperty(['body.token']);
    const wrongType = await client.post('/api/auth/firebase/', { token: 'x', emailVerified: 'yes' });
    expect(json(wrongType).errors).toHaveProperty(['body.emailVerified']);
    const { token } = identity();
    const extra = await client.post('/api/auth/firebase/', { token, providerId: 'google.com', is_staff: true, uid: 'forged' });
    expect(extra.statusCode).toBe(200);
    expect(json(extra).user.is_staff).toBe(false);
  });

  it('needs the CSRF token unless bearer-only', async () => {
    const { token } = identity();
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/firebase/', payload: { token } });
    expect(response.statusCode).toBe(403);
  });
});
