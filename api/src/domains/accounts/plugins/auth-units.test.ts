import { deriveHandle, normaliseEmail, usernameCandidate, USERNAME_MAX_LENGTH } from '../data/usernames';
import { makeVerificationToken, parseVerificationToken, sha256 } from '../data/tokens';
import { hashPassword, verifyPassword } from '../data/passwords';
import { verificationLink } from './verification';

describe('usernames (handle order)', () => {
  it('prefers display_username, then the e-mail local part, then the name, then "username"', () => {
    expect(deriveHandle({ displayUsername: 'TheCaller', email: 'x@y.test', name: 'A B' })).toBe('thecaller');
    expect(deriveHandle({ email: 'Casey.Fan+nba@example.test', name: 'Casey Fan' })).toBe('casey.fan+nba');
    expect(deriveHandle({ email: '', name: 'Casey  Fan Jr' })).toBe('casey__fan_jr');
    expect(deriveHandle({ email: '@nothing.test', name: '   ' })).toBe('username');
    expect(deriveHandle({})).toBe('username');
  });

  it('keeps usernames URL-friendly and bounded', () => {
    expect(deriveHandle({ email: 'we/ird"name?@x.test' })).toBe('we_ird_name');
    expect(deriveHandle({ email: 'José.Ñandú@x.test' })).toBe('josé.ñandú');
    expect(deriveHandle({ email: `${'a'.repeat(64)}@x.test` })).toHaveLength(USERNAME_MAX_LENGTH);
  });

  it('numbers duplicates from 2 and stays within the length limit', () => {
    expect(usernameCandidate('fan', 1)).toBe('fan');
    expect(usernameCandidate('fan', 2)).toBe('fan2');
    const long = 'b'.repeat(USERNAME_MAX_LENGTH);
    expect(usernameCandidate(long, 12)).toBe(`${'b'.repeat(USERNAME_MAX_LENGTH - 2)}12`);
  });

  it('normalises e-mail by trimming and lowercasing', () => {
    expect(normaliseEmail('  Mixed.Case@Example.TEST ')).toBe('mixed.case@example.test');
  });
});

describe('verification tokens', () => {
  it('embed the user id and store only a hash of the secret', () => {
    const { token, tokenHash } = makeVerificationToken(42);
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
    expect(parseVerificationToken(token)).toEqual({ userId: 42, secretHash: tokenHash });
    expect(tokenHash).toBe(sha256(token.split('.')[1]));
    expect(parseVerificationToken('42.short')).toBeNull();
    expect(parseVerificationToken(`0.${'a'.repeat(43)}`)).toBeNull();
    expect(parseVerificationToken(`99999999999.${'a'.repeat(43)}`)).toBeNull();
  });

  it('build the verification link /verify-email/{token}?email={email}', () => {
    expect(verificationLink('https://receipts.test/', '1.abc', 'a+b@x.test')).toBe(
      'https://receipts.test/verify-email/1.abc?email=a%2Bb%40x.test',
    );
  });
});

describe('passwords', () => {
  it('hash with argon2id and verify; no hash never verifies', async () => {
    const hashed = await hashPassword('correct horse');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hashed, 'correct horse')).toBe(true);
    expect(await verifyPassword(hashed, 'wrong horse')).toBe(false);
    expect(await verifyPassword(null, 'correct horse')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });
});
