import {
  httpUrl,
  normaliseUsername,
  USERNAME_CHARACTERS,
  USERNAME_REQUIRED,
  USERNAME_RESERVED,
  USERNAME_TOO_LONG,
  usernameProblem,
} from './validators';

describe('httpUrl (stored links and pictures)', () => {
  it('keeps absolute http(s) URLs', () => {
    expect(httpUrl('https://www.youtube.com/@fan')).toBe('https://www.youtube.com/@fan');
    expect(httpUrl(' http://fan.example.com ')).toBe('http://fan.example.com/');
  });

  it('refuses javascript:, data:, other schemes, relative paths and garbage', () => {
    for (const value of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>1</script>',
      'vbscript:x',
      'ftp://x.example',
      '/demo-images/x.svg',
      '//evil.example/x',
      'not a url',
      '',
      null,
      undefined,
    ]) {
      expect(httpUrl(value)).toBeNull();
    }
  });

  it('takes a path on this site only when asked (pictures), never a protocol-relative one', () => {
    expect(httpUrl('/demo-images/video/a.svg', { sameOriginPath: true })).toBe('/demo-images/video/a.svg');
    expect(httpUrl('//evil.example/x.png', { sameOriginPath: true })).toBeNull();
    expect(httpUrl('/\\evil.example/x.png', { sameOriginPath: true })).toBeNull();
    expect(httpUrl('javascript:alert(1)', { sameOriginPath: true })).toBeNull();
  });
});

describe('usernameProblem (the sign-up handle rules for a chosen username)', () => {
  it('takes letters (any script), digits and . _ + - inside, compared lower-cased', () => {
    for (const name of ['fan', 'Sam.Calls', 'a_b+c-d', 'josé', '49ers', 'x'.repeat(30)]) expect(usernameProblem(name)).toBeNull();
    expect(normaliseUsername('  Sam.Calls ')).toBe('sam.calls');
  });

  it('names what is wrong', () => {
    expect(usernameProblem('   ')).toBe(USERNAME_REQUIRED);
    expect(usernameProblem('x'.repeat(31))).toBe(USERNAME_TOO_LONG);
    for (const name of ['-edge', 'edge.', 'has space', 'a/b', 'emoji😀', '<script>'])
      expect(usernameProblem(name)).toBe(USERNAME_CHARACTERS);
    expect(usernameProblem('ME')).toBe(USERNAME_RESERVED);
  });
});
