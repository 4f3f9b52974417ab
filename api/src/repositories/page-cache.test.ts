import { PageCache } from './page-cache';

describe('PageCache', () => {
  it('keeps a page for its TTL, drops all on clear(), and keeps nothing read across a clear', async () => {
    const cache = new PageCache<string>(1000);
    let loads = 0;
    const load = async () => `p${++loads}`;
    expect(await cache.get('k', 0, load)).toBe('p1');
    expect(await cache.get('k', 999, load)).toBe('p1');
    expect(await cache.get('k', 1000, load)).toBe('p2');
    cache.clear();
    expect(await cache.get('k', 1001, load)).toBe('p3');
    // A read that started before a clear answers its caller but is not kept.
    cache.clear();
    const slow = cache.get('k', 1002, async () => {
      cache.clear();
      return 'before the change';
    });
    expect(await slow).toBe('before the change');
    expect(await cache.get('k', 1003, load)).toBe('p4');
  });

  it('keeps nothing with a TTL of 0', async () => {
    const cache = new PageCache<number>(0);
    let loads = 0;
    await cache.get('k', 0, async () => ++loads);
    await cache.get('k', 0, async () => ++loads);
    expect(loads).toBe(2);
  });
});
