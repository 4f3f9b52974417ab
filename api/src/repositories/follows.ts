import { sql } from 'drizzle-orm';
import { collectionOf, type EntityKind, type FollowLists, type FollowToggleResponse } from '@receipts/shared/contract';
import type { Db } from '../db';
import { rowsOf } from './sql';

export function followsRepository(db: Db) {
  return {
    /**
     * Follow ↔ unfollow under the followed row's lock, moving followers_count in the same transaction, so
     * concurrent toggles neither lose nor double a count. Null when the object does not exist.
     */
    async toggle(userId: number, type: EntityKind, objectId: number): Promise<FollowToggleResponse | null> {
      const table = sql.raw(collectionOf(type));
      return db.transaction(async (tx) => {
        const locked = await rowsOf(tx, sql`SELECT id FROM ${table} WHERE id = ${objectId} FOR UPDATE`);
        if (!locked.length) return null;
        const removed = await rowsOf(
          tx,
          sql`
          DELETE FROM follows WHERE user_id = ${userId} AND followable_type = ${type} AND object_id = ${objectId} RETURNING id`,
        );
        const following = removed.length === 0;
        if (following) {
          await tx.execute(sql`INSERT INTO follows (user_id, followable_type, object_id) VALUES (${userId}, ${type}, ${objectId})`);
        }
        const counted = await rowsOf(
          tx,
          sql`
          UPDATE ${table} SET followers_count = followers_count + ${following ? 1 : -1} WHERE id = ${objectId} RETURNING followers_count`,
        );
        return { following, followers_count: Number((counted[0] as { followers_count: number }).followers_count) };
      });
    },

    /** What a user follows (spec §3 "Followed lists"), each list by name. */
    async listsOf(userId: number): Promise<FollowLists> {
      const result = await rowsOf(
        db,
        sql`
        SELECT 'commentator' AS kind, c.id, c.slug, c.name, c.photo_url
          FROM follows f JOIN commentators c ON c.id = f.object_id
          WHERE f.user_id = ${userId} AND f.followable_type = 'commentator'
        UNION ALL
        SELECT 'podcast', p.id, p.slug, p.name, p.photo_url
          FROM follows f JOIN podcasts p ON p.id = f.object_id
          WHERE f.user_id = ${userId} AND f.followable_type = 'podcast'
        UNION ALL
        SELECT 'show', s.id, s.slug, s.name, s.photo_url
          FROM follows f JOIN shows s ON s.id = f.object_id
          WHERE f.user_id = ${userId} AND f.followable_type = 'show'
        ORDER BY name, id`,
      );
      const lists: FollowLists = { commentators: [], podcasts: [], shows: [] };
      for (const row of result as { kind: EntityKind; id: number; slug: string; name: string; photo_url: string | null }[]) {
        lists[collectionOf(row.kind)].push({ id: Number(row.id), slug: row.slug, name: row.name, photo_url: row.photo_url });
      }
      return lists;
    },
  };
}
