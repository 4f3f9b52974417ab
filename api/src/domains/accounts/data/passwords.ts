import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** argon2id with the OWASP baseline (19 MiB, 2 passes, 1 lane); the parameters travel inside each hash. */
const ARGON2: Options = { algorithm: 2 as Algorithm /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

let dummy: Promise<string> | null = null;
/** A hash of nothing anyone knows, with the same cost as real ones: unknown accounts take as long as wrong passwords. */
export function dummyHash(): Promise<string> {
  dummy ??= hash(randomBytes(32).toString('base64url'), ARGON2);
  return dummy;
}

/**
 * True when the password matches. Accounts without a password (social-only) and unknown accounts
 * (hash null) are checked against the dummy hash, so every failure costs one argon2 verification.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  const target = storedHash || (await dummyHash());
  let ok = false;
  try {
    ok = await verify(target, password);
  } catch {
    ok = false;
  }
  return ok && Boolean(storedHash);
}
