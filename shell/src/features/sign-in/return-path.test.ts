import { nextFromSearch, rememberPath, rememberedPath, safeNextPath } from './return-path';

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
    null, '', 'statements/5', '//evil.example', '//evil.example/statements', '/\\evil.example', '\\\\evil.example',
    'https://evil.example/', 'javascript:alert(1)', '/..//evil.example', '/\tevil', '/login', '/login?next=/x',
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
