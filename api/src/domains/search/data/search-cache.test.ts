import { SearchCache } from './search-cache';

const hits = (name: string) => ({
  statements: [],
  users: [],
  commentators: [{ id: 1, slug: name, name, photo_url: null, sport_league_name: null }],
  podcasts: [],
  shows: [],
});

describe('SearchCache', () => {
  it('shares one read per normalised query, kind and limit until the TTL ends', async () => {
    let now = 0;
    const cache = new SearchCache(10_000, 100, () => now);
    const load = jest.fn(async () => hits('a'));
    const key = SearchCache.key('Hal  Lorimer', undefined, 5);
    expect(key).toBe(SearchCache.key('hal lorimer', undefined, 5));
    expect(key).not.toBe(SearchCache.key('hal lorimer', 'users', 5));
    expect(key).not.toBe(SearchCache.key('hal lorimer', undefined, 20));
    await Promise.all([cache.get(key, load), cache.get(key, load)]);
    now = 9_999;
    await cache.get(key, load);
    expect(load).toHaveBeenCalledTimes(1);
    now = 10_000;
    await cache.get(key, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops the least recently used answer past its size, never keeps a failed read, and is off with a TTL of 0', async () => {
    const cache = new SearchCache(10_000, 2);
    const load = jest.fn(async () => hits('a'));
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('a', load); // a is now the most recent
    await cache.get('c', load); // drops b
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('b', load);
    expect(load).toHaveBeenCalledTimes(4);

    await expect(
      cache.get('x', async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('x', async () => hits('x'))).toEqual(hits('x'));

    const off = new SearchCache(0);
    const again = jest.fn(async () => hits('a'));
    await off.get('a', again);
    await off.get('a', again);
    expect(again).toHaveBeenCalledTimes(2);
  });

  it('forgets every answer on clear() (a write that changes search, on any instance)', async () => {
    const cache = new SearchCache(10_000);
    const load = jest.fn(async () => hits('a'));
    await cache.get('a', load);
    cache.clear();
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
