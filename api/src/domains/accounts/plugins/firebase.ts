import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { AppConfig } from '../../../config';

/** What the API trusts from a verified Firebase ID token. */
export interface VerifiedIdentity {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
  /** firebase.sign_in_provider, e.g. 'google.com', 'apple.com', 'password'. */
  provider: string;
}

export interface IdentityVerifier {
  /** Rejects with InvalidIdentityTokenError for a bad token, anything else when the service can't be reached. */
  verifyIdToken(idToken: string): Promise<VerifiedIdentity>;
}

export class InvalidIdentityTokenError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** firebase-admin codes that mean "this token is no good" (as opposed to "could not check"). */
const INVALID_TOKEN_CODES = new Set([
  'auth/argument-error',
  'auth/invalid-argument',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/invalid-id-token',
  'auth/user-disabled',
  'auth/user-not-found',
  'auth/project-not-found',
  'auth/tenant-id-mismatch',
]);

/**
 * Verifies ID tokens with firebase-admin for config.firebase.projectId. With an emulator host configured,
 * firebase-admin (which reads FIREBASE_AUTH_EMULATOR_HOST from the environment) accepts the emulator's unsigned
 * tokens, so the variable is set from the config; loadConfig refuses that combination in production.
 */
export function createFirebaseVerifier(firebase: AppConfig['firebase']): IdentityVerifier {
  let app: App | null = null;
  const appName = `receipts-${firebase.projectId}`;

  function adminApp(): App {
    if (firebase.emulatorHost && process.env.FIREBASE_AUTH_EMULATOR_HOST !== firebase.emulatorHost) {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = firebase.emulatorHost;
    }
    app ??= getApps().find((candidate) => candidate.name === appName) ?? initializeApp({ projectId: firebase.projectId }, appName);
    return app;
  }

  return {
    async verifyIdToken(idToken) {
      let decoded;
      try {
        decoded = await getAuth(adminApp()).verifyIdToken(idToken);
      } catch (error) {
        const code = String((error as { code?: unknown })?.code ?? '');
        if (INVALID_TOKEN_CODES.has(code)) throw new InvalidIdentityTokenError(code, (error as Error).message);
        throw error;
      }
      return {
        uid: decoded.uid,
        email: typeof decoded.email === 'string' && decoded.email ? decoded.email : null,
        emailVerified: decoded.email_verified === true,
        name: typeof decoded.name === 'string' && decoded.name.trim() ? decoded.name.trim() : null,
        picture: typeof decoded.picture === 'string' && decoded.picture ? decoded.picture : null,
        provider: String(decoded.firebase?.sign_in_provider ?? 'unknown'),
      };
    },
  };
}
