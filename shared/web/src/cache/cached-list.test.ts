import {
  SIDEBAR_CACHE_KEYS,
  SIDEBAR_CACHE_TTL_MS,
  cachedList,
  clearCachedList,
  clearSidebarCache,
  onCachedListCleared,
  readCachedList,
  writeCachedList,
} from './cached-list';

const KEY = 'receipts.sidebar.commentators';
const items = [{ id: 1, slug: 'a', name: 'A', photo_url: null }];

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers({ now: new Date('2025-03-01T12:00:00Z') });
});
afterEach(() => jest.useRealTimers());

describe('sidebar list cache (1 hour, non-empty only)', () => {
  it('is one hour long', () => {
    expect(SIDEBAR_CACHE_TTL_MS).toBe(3_600_000);
  });

  it('reuses a cached list for up to an hour without fetching', async () => {
    writeCachedList(KEY, items);
    jest.advanceTimersByTime(SIDEBAR_CACHE_TTL_MS - 1);
    const fetchList = jest.fn(async () => [{ id: 2, slug: 'b', name: 'B', photo_url: null }]);
    await expect(cachedList(KEY, fetchList)).resolves.toEqual(items);
    expect(fetchList).not.toHaveBeenCalled();
  });

  it('fetches again once the hour is over, and caches the new list', async () => {
    writeCachedList(KEY, items);
    jest.advanceTimersByTime(SIDEBAR_CACHE_TTL_MS);
    const fresh = [{ id: 2, slug: 'b', name: 'B', photo_url: null }];
    await expect(cachedList(KEY, async () => fresh)).resolves.toEqual(fresh);
    expect(readCachedList(KEY)).toEqual(fresh);
  });

  it('never caches an empty list', async () => {
    const fetchList = jest.fn(async () => []);
    await cachedList(KEY, fetchList);
    await cachedList(KEY, fetchList);
    expect(fetchList).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('ignores a cached entry that is empty or unreadable', () => {
    localStorage.setItem(KEY, JSON.stringify({ timestamp: Date.now(), items: [] }));
    expect(readCachedList(KEY)).toBeNull();
    localStorage.setItem(KEY, '{not json');
    expect(readCachedList(KEY)).toBeNull();
  });

  it('stores a timestamp with the list', () => {
    writeCachedList(KEY, items);
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toEqual({ timestamp: Date.now(), items });
  });
});

describe('clearing a cached list (after an avatar upload)', () => {
  it('removes the entry and tells the listeners of that key only', () => {
    writeCachedList(SIDEBAR_CACHE_KEYS.shows, items);
    writeCachedList(SIDEBAR_CACHE_KEYS.podcasts, items);
    const shows = jest.fn();
    const podcasts = jest.fn();
    const stopShows = onCachedListCleared(SIDEBAR_CACHE_KEYS.shows, shows);
    onCachedListCleared(SIDEBAR_CACHE_KEYS.podcasts, podcasts);
    clearSidebarCache('shows');
    expect(localStorage.getItem(SIDEBAR_CACHE_KEYS.shows)).toBeNull();
    expect(readCachedList(SIDEBAR_CACHE_KEYS.podcasts)).toEqual(items);
    expect(shows).toHaveBeenCalledTimes(1);
    expect(podcasts).not.toHaveBeenCalled();
    stopShows();
    clearCachedList(SIDEBAR_CACHE_KEYS.shows);
    expect(shows).toHaveBeenCalledTimes(1);
  });
});
