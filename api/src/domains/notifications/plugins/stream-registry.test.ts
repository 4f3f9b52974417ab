import { Redis } from 'ioredis';
import { testRedis } from '../../../test/harness';
import { memoryStreamRegistry, redisStreamRegistry, type StreamRegistry } from './stream-registry';

const LIMIT = 3;

function behavesAsTheLimit(make: () => StreamRegistry) {
  it('answers the oldest streams past the limit, counts each member apart, and frees the place of a closed one', async () => {
    const registry = make();
    for (const id of ['a', 'b', 'c']) expect(await registry.add(1, id)).toEqual([]);
    expect(await registry.add(2, 'x')).toEqual([]);
    expect(await registry.add(1, 'd')).toEqual([{ origin: registry.origin, streamId: 'a' }]);
    await registry.remove(1, 'b');
    expect(await registry.add(1, 'e')).toEqual([]);
    expect(await registry.watched([1, 2, 3])).toEqual(new Set([1, 2]));
    for (const id of ['c', 'd', 'e']) await registry.remove(1, id);
    expect(await registry.watched([1])).toEqual(new Set());
  });
}

describe('memoryStreamRegistry (one process)', () => behavesAsTheLimit(() => memoryStreamRegistry(() => LIMIT)));

// Redis is there in the PostgreSQL pass (TEST_REDIS_URL); the PGlite pass runs without it.
const redisUrl = testRedis().redisUrl;
(redisUrl ? describe : describe.skip)('redisStreamRegistry (many instances)', () => {
  let redis: Redis;
  const { redisPrefix: prefix } = testRedis();
  beforeAll(() => {
    redis = new Redis(redisUrl as string);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  behavesAsTheLimit(() => redisStreamRegistry(redis, `${prefix}one:`, () => LIMIT, 5_000));

  it("counts another live instance's streams, and stops counting a crashed instance's once its heartbeat lapses", async () => {
    const alive = redisStreamRegistry(redis, prefix, () => LIMIT, 5_000);
    const crashed = redisStreamRegistry(redis, prefix, () => LIMIT, 200);
    const here = redisStreamRegistry(redis, prefix, () => LIMIT, 5_000);
    await alive.add(7, 'a1');
    await crashed.add(7, 'c1');
    await crashed.add(7, 'c2');
    // The crashed instance never beats again: 200 ms later its key is gone and its two streams no longer count.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await here.add(7, 'h1')).toEqual([]);
    expect(await here.add(7, 'h2')).toEqual([]);
    expect(await here.add(7, 'h3')).toEqual([{ origin: alive.origin, streamId: 'a1' }]);
  });
});
