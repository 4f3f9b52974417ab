import { nextFromSearch, referrerPath, rememberPath, rememberedPath, safeNextPath } from './return-path';

describe('safeNextPath', () => {
  it.each([
    ['/statements/5', '/statements/5'],
    ['/statements/5#comments', '/statements/5#comments'],
    ['/predictions?type=prediction&search=celtics', '/predictions?type=prediction&search=celtics'],
    ['/profile/hooper?tab=hot-takes', '/profile/hooper?tab=hot-takes'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    null,
    '',
    'statements/5',
    '//evil.example',
    '//evil.example/statements',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/..//evil.example',
    '/\tevil',
    '/login',
    '/login?next=/x',
  ])('refuses %p', (raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });

  it('reads next from a search string', () => {
    expect(nextFromSearch('?next=%2Fstatements%2F5')).toBe('/statements/5');
    expect(nextFromSearch('?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(nextFromSearch('')).toBeNull();
  });

  it('remembers the last safe in-app page, never /login', () => {
    rememberPath('/statements/9');
    rememberPath('/login');
    expect(rememberedPath()).toBe('/statements/9');
  });
});

describe('referrerPath', () => {
  const origin = 'https://receipts.example';

  it("is the site's page a fresh load of /login came from", () => {
    expect(referrerPath(`${origin}/statements/202`, origin)).toBe('/statements/202');
    expect(referrerPath(`${origin}/predictions?search=celtics`, origin)).toBe('/predictions?search=celtics');
  });

  it.each(['', 'https://evil.example/statements/1', `${origin}.evil.example/statements/1`, `${origin}//evil.example`, `${origin}/login`])(
    'is nothing for the referrer %p',
    (referrer) => {
      expect(referrerPath(referrer, origin)).toBeNull();
    },
  );
});
