import { authorName, initialOf, ownsProfile, profileHandle } from './names';
import { confidenceLabel, previewText } from './format';

describe('profileHandle (the handle order)', () => {
  it('prefers display_username', () => {
    expect(profileHandle({ display_username: 'hoops', email: 'a@b.c', display_name: 'A B' })).toBe('hoops');
  });
  it('then the e-mail before the at-sign', () => {
    expect(profileHandle({ email: 'casey.fan@receipts.test', display_name: 'Casey Fan' })).toBe('casey.fan');
  });
  it('then the display name lowercased with underscores', () => {
    expect(profileHandle({ display_name: 'Casey Big Fan' })).toBe('casey_big_fan');
  });
  it("then the literal 'username'", () => {
    expect(profileHandle({})).toBe('username');
    expect(profileHandle(null)).toBe('username');
  });
});

describe('ownership and names', () => {
  it('matches any handle candidate', () => {
    const user = { display_username: null, email: 'sam@x.test', display_name: 'Sam Staff' };
    expect(ownsProfile(user, 'sam')).toBe(true);
    expect(ownsProfile(user, 'sam_staff')).toBe(true);
    expect(ownsProfile(user, 'someone')).toBe(false);
    expect(ownsProfile(null, 'sam')).toBe(false);
  });
  it('falls back from display name to username to Anonymous User', () => {
    expect(authorName({ display_name: 'Dee', username: 'd' })).toBe('Dee');
    expect(authorName({ display_name: null, username: 'd' })).toBe('d');
    expect(authorName(null)).toBe('Anonymous User');
  });
  it('uses the initial or the kind letter', () => {
    expect(initialOf('podcast pals', 'P')).toBe('P');
    expect(initialOf('', 'S')).toBe('S');
  });
});

describe('formatting', () => {
  it('cuts previews at 100 characters plus an ellipsis', () => {
    expect(previewText('x'.repeat(100))).toBe('x'.repeat(100));
    expect(previewText('y'.repeat(101))).toBe(`${'y'.repeat(100)}...`);
  });
  it('describes confidence levels', () => {
    expect([1, 2, 5, 8, 10].map(confidenceLabel)).toEqual(['Very low', 'Low', 'Moderate', 'High', 'Very high']);
  });
});
