// @engine-agnostic: token verification against the Firebase emulator; the account SQL it uses is proved on both engines by auth-firebase.test.ts (runs in the PostgreSQL pass only when both run: api/scripts/run-tests.mjs).
/**
 * Social sign-in end to end against the real Firebase Auth emulator: the firebase client SDK signs in with a
 * fake Google credential, the API verifies the ID token with firebase-admin. Starts and stops the emulator itself.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  GoogleAuthProvider,
  OAuthProvider,
  connectAuthEmulator,
  getAuth,
  signInWithCredential,
  signOut,
  type Auth,
  type AuthCredential,
} from 'firebase/auth';
import { startAuthEmulator, type StopAuthEmulator } from '../../../../scripts/auth-emulator.cjs';
import { loadConfig } from '../../../config';
import { createTestApp, json, type TestContext } from '../../../test/harness';
import { browser, removeTempDataDirs, tempDataDir } from '../../../auth/testing';
import { EMAIL_VERIFICATION_REQUIRED, INVALID_ID_TOKEN } from './auth-firebase';

const PROJECT_ID = 'demo-receipts';
let stop: StopAuthEmulator | undefined;
let ctx: TestContext | undefined;
let clientApp: FirebaseApp;
let auth: Auth;

beforeAll(async () => {
  stop = await startAuthEmulator({ projectId: PROJECT_ID, timeoutMs: 150_000 });
  const firebase = { ...loadConfig({}).firebase, projectId: PROJECT_ID, emulatorHost: stop.host };
  ctx = await createTestApp({ firebase, dataDir: await tempDataDir() });
  clientApp = initializeApp(
    { apiKey: 'fake-api-key', projectId: PROJECT_ID, authDomain: `${PROJECT_ID}.firebaseapp.com` },
    `emulator-test-${process.pid}`,
  );
  auth = getAuth(clientApp);
  connectAuthEmulator(auth, stop.url, { disableWarnings: true });
}, 180_000);

afterAll(async () => {
  if (auth) await signOut(auth).catch(() => undefined);
  if (clientApp) await deleteApp(clientApp).catch(() => undefined);
  await ctx?.close();
  await removeTempDataDirs();
  await stop?.();
}, 60_000);

let seq = 0;
const stamp = () => `${Date.now().toString(36)}${(seq += 1)}`;

/** What the shell does: sign in with the identity service, then hand the ID token to the backend. */
async function signInAndExchange(credential: AuthCredential) {
  const result = await signInWithCredential(auth, credential);
  const token = await result.user.getIdToken();
  const client = browser(ctx!.app);
  const response = await client.post('/api/auth/firebase/', {
    token,
    providerId: result.user.providerData[0]?.providerId ?? 'unknown',
    emailVerified: result.user.emailVerified,
    _tokenResponse: { providerId: result.providerId },
  });
  return { result, response, client };
}

const google = (claims: Record<string, unknown>) => GoogleAuthProvider.credential(JSON.stringify(claims));

describe('social sign-in against the Auth emulator', () => {
  it('exchanges a Google ID token for a backend user and session', async () => {
    const id = stamp();
    const { result, response, client } = await signInAndExchange(
      google({ sub: `google-${id}`, email: `casey.${id}@gmail.test`, email_verified: true, name: 'Casey Google' }),
    );
    expect(response.statusCode).toBe(200);
    const answer = json(response);
    expect(answer).toEqual({
      success: true,
      token: expect.any(String),
      token_expires_in: expect.any(Number),
      user: expect.objectContaining({
        email: `casey.${id}@gmail.test`,
        username: `casey.${id}`,
        name: 'Casey Google',
        email_verified: true,
        emailVerified: true,
        auth_provider: 'google.com',
        uid: result.user.uid,
      }),
    });
    expect(json(await client.get('/api/auth/user/')).user.id).toBe(answer.user.id);

    // Signing in again later reaches the same account.
    await signOut(auth);
    const again = await signInAndExchange(google({ sub: `google-${id}`, email: `casey.${id}@gmail.test`, email_verified: true }));
    expect(json(again.response).user.id).toBe(answer.user.id);
  });

  it('refuses a Google account whose e-mail is not verified, with the message that says why', async () => {
    const id = stamp();
    const { result, response } = await signInAndExchange(
      google({ sub: `google-${id}`, email: `unverified.${id}@gmail.test`, email_verified: false }),
    );
    expect(result.user.emailVerified).toBe(false);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ detail: EMAIL_VERIFICATION_REQUIRED, error: EMAIL_VERIFICATION_REQUIRED });
  });

  it('signs Apple users in too', async () => {
    const id = stamp();
    const credential = new OAuthProvider('apple.com').credential({
      idToken: JSON.stringify({ sub: `apple-${id}`, email: `apple.${id}@privaterelay.appleid.test`, email_verified: true }),
      rawNonce: 'nonce',
    });
    const { result, response } = await signInAndExchange(credential);
    expect(response.statusCode).toBe(200);
    expect(json(response).user).toMatchObject({ auth_provider: 'apple.com', uid: result.user.uid, email_verified: true });
  });

  it('rejects tokens the emulator did not issue', async () => {
    const response = await browser(ctx!.app).post('/api/auth/firebase/', {
      token: 'eyJhbGciOiJub25lIn0.e30.',
      providerId: 'google.com',
      emailVerified: true,
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe(INVALID_ID_TOKEN);
  });
});
