import { ThreadCache } from './thread-cache';

describe('ThreadCache', () => {
  it('shares one load between concurrent readers and reuses it until the TTL passes', async () => {
    const cache = new ThreadCache(50);
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect(await Promise.all([cache.get(1, load), cache.get(1, load), cache.get(1, load)])).toEqual(['v1', 'v1', 'v1']);
    expect(await cache.get(1, load)).toBe('v1');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await cache.get(1, load)).toBe('v2');
  });

  it('drops an entry on invalidate, and never keeps a miss or a failure', async () => {
    const cache = new ThreadCache(10_000);
    let loads = 0;
    expect(await cache.get(1, async () => `v${++loads}`)).toBe('v1');
    cache.invalidate(1);
    expect(await cache.get(1, async () => `v${++loads}`)).toBe('v2');
    expect(await cache.get(2, async () => null)).toBeNull();
    expect(await cache.get(2, async () => 'found')).toBe('found');
    await expect(cache.get(3, async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get(3, async () => 'recovered')).toBe('recovered');
  });

  it('keeps at most maxEntries threads, dropping the oldest', async () => {
    const cache = new ThreadCache(10_000, 2);
    for (const id of [1, 2, 3]) await cache.get(id, async () => `t${id}`);
    expect(await cache.get(1, async () => 'reloaded')).toBe('reloaded');
    expect(await cache.get(3, async () => 'reloaded')).toBe('t3');
  });
});
