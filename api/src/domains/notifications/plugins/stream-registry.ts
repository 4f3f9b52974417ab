import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** An open stream as the per-member limit knows it: which instance holds it (`origin`) and its id there. */
export interface StreamRef {
  origin: string;
  streamId: string;
}

/**
 * The open notification streams of every member, across instances, for the per-member limit. `add` registers a
 * stream and answers the member's oldest ones past the limit, for their holders to close.
 */
export interface StreamRegistry {
  /** This instance's id, which its streams are registered under. */
  readonly origin: string;
  add(userId: number, streamId: string): Promise<StreamRef[]>;
  remove(userId: number, streamId: string): Promise<void>;
  /** This instance is alive (its streams count); called on every heartbeat while it holds streams. */
  beat(): Promise<void>;
  /** Of these members, those with an open stream somewhere (the others need no live delivery). */
  watched(userIds: number[]): Promise<Set<number>>;
}

/** One process (the embedded default): the limit is counted in memory. */
export function memoryStreamRegistry(limit: () => number): StreamRegistry {
  const origin = randomUUID();
  const byUser = new Map<number, string[]>();
  return {
    origin,
    async add(userId, streamId) {
      const open = [...(byUser.get(userId) ?? []), streamId];
      const over = open.splice(0, Math.max(0, open.length - limit()));
      byUser.set(userId, open);
      return over.map((id) => ({ origin, streamId: id }));
    },
    async remove(userId, streamId) {
      const open = (byUser.get(userId) ?? []).filter((id) => id !== streamId);
      if (open.length) byUser.set(userId, open);
      else byUser.delete(userId);
    },
    async beat() {},
    async watched(userIds) {
      return new Set(userIds.filter((id) => byUser.has(id)));
    },
  };
}

/**
 * Many instances: a sorted set per member in Redis (`origin|streamId`, scored by when it opened), and a key per
 * instance that lives `aliveMs` past its last heartbeat. An instance that crashed stops beating: once its key is gone
 * its entries no longer count and the member's next open removes them.
 */
export function redisStreamRegistry(redis: Redis, prefix: string, limit: () => number, aliveMs: number): StreamRegistry {
  const origin = randomUUID();
  const userKey = (userId: number) => `${prefix}streams:user:${userId}`;
  const instanceKey = (id: string) => `${prefix}streams:instance:${id}`;
  const ref = (member: string): StreamRef => {
    const [from, streamId] = member.split('|');
    return { origin: from, streamId };
  };
  const beat = async () => {
    await redis.set(instanceKey(origin), '1', 'PX', aliveMs);
  };

  /** Drops the member's entries whose instance no longer beats. */
  const dropDead = async (key: string) => {
    const members = await redis.zrange(key, 0, -1);
    const origins = [...new Set(members.map((member) => ref(member).origin))].filter((id) => id !== origin);
    if (!origins.length) return;
    const alive = await redis.mget(origins.map(instanceKey));
    const dead = new Set(origins.filter((_, index) => alive[index] === null));
    const gone = members.filter((member) => dead.has(ref(member).origin));
    if (gone.length) await redis.zrem(key, ...gone);
  };

  return {
    origin,
    async add(userId, streamId) {
      const key = userKey(userId);
      await beat();
      await dropDead(key);
      const result = await redis
        .multi()
        .zadd(key, performance.timeOrigin + performance.now(), `${origin}|${streamId}`)
        .zrange(key, 0, -(limit() + 1))
        .pexpire(key, Math.max(aliveMs, 24 * 60 * 60 * 1000))
        .exec();
      const over = (result?.[1]?.[1] as string[] | undefined) ?? [];
      if (over.length) await redis.zrem(key, ...over);
      return over.map(ref);
    },
    async remove(userId, streamId) {
      await redis.zrem(userKey(userId), `${origin}|${streamId}`);
    },
    beat,
    async watched(userIds) {
      if (!userIds.length) return new Set();
      const pipeline = redis.pipeline();
      for (const id of userIds) pipeline.exists(userKey(id));
      const answers = (await pipeline.exec()) ?? [];
      return new Set(userIds.filter((_, index) => answers[index]?.[1] === 1));
    },
  };
}
