import { firstLink, refuseNewAccountLinks } from './link-guard';

const HOUR = 3_600_000;
const now = new Date('2026-11-25T12:00:00Z');
const fresh = { createdAt: new Date(now.getTime() - 2 * HOUR) };
const settled = { createdAt: new Date(now.getTime() - 25 * HOUR) };

describe('firstLink: what the new-account guard calls a link', () => {
  it.each([
    ['See https://example.com for proof', 'https://example.com'],
    ['old school http://example.org/x', 'http://example.org/x'],
    ['go to www.example.com now', 'www.example.com'],
    ['read example.com/path today', 'example.com/path'],
    ['short link bit.ly/x', 'bit.ly/x'],
    ['Example.COM', 'Example.COM'],
    ['cheap picks at spam-picks.xyz', 'spam-picks.xyz'],
    ['tips on sub.domain.co.uk/page?x=1', 'sub.domain.co.uk/page?x=1'],
    ['(see stats.nba.com)', 'stats.nba.com'],
    ['mailto:tips@example.com', 'mailto:tips@example.com'],
    // Spellings that dodge a plain scan but a reader still follows.
    ['check evil。com/x', 'evil.com/x'],
    ['ｅｖｉｌ．ｃｏｍ/path', 'evil.com/path'],
    ['ＷＷＷ．ＥＶＩＬ．ＣＯＭ', 'WWW.EVIL.COM'],
    ['evil｡com', 'evil.com'],
    ['evil\u200b.com/x', 'evil.com/x'],
    ['evil\u00ad.com', 'evil.com'],
    // Internationalised names, in Unicode and punycode.
    ['bücher.de/x', 'bücher.de/x'],
    ['пример.рф', 'пример.рф'],
    ['пример.xn--p1ai', 'пример.xn--p1ai'],
    ['xn--bcher-kva.de', 'xn--bcher-kva.de'],
    ['еvil.com (a Cyrillic е)', 'еvil.com'],
    ['http://bücher.example/x', 'http://bücher.example/x'],
  ])('finds the link in %j', (text, link) => {
    expect(firstLink(text)).toBe(link);
  });

  it.each([
    'Defence wins titles, e.g. the 2004 Pistons.',
    'He shot 3.5 threes a game.',
    'The U.S. team is the favourite.',
    'Final score 24.5 to 19.5, i.e. a cover.',
    'Ended 2-1.Then the parade.',
    'A 4.5/5 season, no doubt',
    'Version 1.2.3 of the rules',
    'Mr. Smith said so at 7 p.m.',
    'email me at fan@example.com',
    'no link at all',
    'ＮＢＡ finals，ｇａｍｅ ７。',
    'evil[.]com',
    '',
  ])('finds none in %j', (text) => {
    expect(firstLink(text)).toBeNull();
  });
});

describe('refuseNewAccountLinks', () => {
  it('refuses an account younger than the limit with a 403 naming the rule and the link', () => {
    expect(() => refuseNewAccountLinks(fresh, ['A title', 'look at bit.ly/x'], 24, now)).toThrow(
      expect.objectContaining({
        statusCode: 403,
        message: 'New accounts cannot post links for their first 24 hours ("bit.ly/x" is a link). Remove the link and try again.',
      }),
    );
  });

  it('lets the same text through from an older account, with the guard off, and plain text from anyone', () => {
    expect(() => refuseNewAccountLinks(settled, ['look at bit.ly/x'], 24, now)).not.toThrow();
    expect(() => refuseNewAccountLinks(fresh, ['look at bit.ly/x'], 0, now)).not.toThrow();
    expect(() => refuseNewAccountLinks(fresh, ['Lakers by 3.5, e.g. a cover in the U.S.', null, undefined], 24, now)).not.toThrow();
  });
});
