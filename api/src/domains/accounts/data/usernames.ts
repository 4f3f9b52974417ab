/** Usernames appear in /profile/{username}: keep letters, digits and . _ + - ; everything else becomes '_'. */
import { USERNAME_MAX_LENGTH } from '@receipts/contract';

export { USERNAME_MAX_LENGTH };

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function clean(value: string): string {
  return value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}._+-]/gu, '_')
    .replace(/^[._+-]+|[._+-]+$/g, '')
    .slice(0, USERNAME_MAX_LENGTH);
}

/**
 * The handle order: display_username; the part of the e-mail before the at-sign; the display name
 * lowercased with spaces turned to underscores; the literal 'username'. The first that survives cleaning wins.
 */
export function deriveHandle(source: { displayUsername?: string | null; email?: string | null; name?: string | null }): string {
  const candidates = [
    source.displayUsername ?? '',
    (source.email ?? '').split('@')[0] ?? '',
    (source.name ?? '').trim().toLowerCase().replace(/ /g, '_'),
  ];
  for (const candidate of candidates) {
    const handle = clean(candidate);
    if (handle) return handle;
  }
  return 'username';
}

/** base, base2, base3, …: the n-th candidate (1-based), the suffix keeping the whole within the length limit. */
export function usernameCandidate(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = String(n);
  return `${base.slice(0, USERNAME_MAX_LENGTH - suffix.length)}${suffix}`;
}
