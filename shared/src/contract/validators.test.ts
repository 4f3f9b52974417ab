import { httpUrl } from './validators';

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
