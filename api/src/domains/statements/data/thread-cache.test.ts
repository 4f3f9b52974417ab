import type { Comment } from '@receipts/contract';
import { ThreadCache, shareThread, threadJsonFor } from './thread-cache';

const comment = (id: number, text: string, replies: Comment[] = []): Comment => ({
  id,
  text,
  user: { id: 1, username: 'u', display_name: '"user_vote":null', photoURL: null },
  created_at: '2026-11-22T00:00:00.000Z',
  votes: { upvotes: 0, downvotes: 0 },
  user_vote: null,
  replies,
  parent: null,
  statement: 1,
});

describe('threadJsonFor', () => {
  it('writes one viewer’s votes into the shared text, at any depth, without touching the tree', () => {
    const tree = [comment(1, 'a', [comment(2, 'says "user_vote":null', [comment(3, 'c')])]), comment(4, 'd')];
    const shared = shareThread(tree);
    expect(threadJsonFor(shared, new Map())).toBe(shared.json);
    const votes = new Map([
      [3, 'upvote'],
      [4, 'downvote'],
    ]);
    const expected = JSON.parse(shared.json) as Comment[];
    expected[0].replies[0].replies[0].user_vote = 'upvote';
    expected[1].user_vote = 'downvote';
    expect(JSON.parse(threadJsonFor(shared, votes))).toEqual(expected);
    expect(JSON.parse(shared.json)).toEqual(tree);
    expect(tree[1].user_vote).toBeNull();
  });
});

describe('ThreadCache', () => {
  it('shares one load between concurrent readers and reuses it until the TTL passes', async () => {
    const cache = new ThreadCache<string>(50);
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect(await Promise.all([cache.get(1, load), cache.get(1, load), cache.get(1, load)])).toEqual(['v1', 'v1', 'v1']);
    expect(await cache.get(1, load)).toBe('v1');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await cache.get(1, load)).toBe('v2');
  });

  it('drops an entry on invalidate, and never keeps a miss or a failure', async () => {
    const cache = new ThreadCache<string>(10_000);
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
    const cache = new ThreadCache<string>(10_000, 2);
    for (const id of [1, 2, 3]) await cache.get(id, async () => `t${id}`);
    expect(await cache.get(1, async () => 'reloaded')).toBe('reloaded');
    expect(await cache.get(3, async () => 'reloaded')).toBe('t3');
  });

  it('drops the thread holding a comment (a comment vote names only the comment)', async () => {
    const cache = new ThreadCache<{ order: number[]; v: number }>(10_000);
    let loads = 0;
    const load = (order: number[]) => async () => ({ order, v: ++loads });
    await cache.get(1, load([10, 11]));
    await cache.get(2, load([20]));
    cache.invalidateComment(11);
    expect((await cache.get(1, load([10, 11])))?.v).toBe(3);
    expect((await cache.get(2, load([20])))?.v).toBe(2);
  });
});
