import { sql, type SQL } from 'drizzle-orm';
import {
  collectionOf,
  type EntityKind,
  type FollowableType,
  type FollowedUser,
  type FollowLists,
  type FollowToggleResponse,
} from '@receipts/contract';
import type { Db } from '../../../db';
import { rowsOf, type Executor } from '../../../repositories/sql';

/** A fan's follower count: the follows rows that point at them (walks follows_object_idx). */
const fanFollowersSql = (userId: number | SQL) =>
  sql`(SELECT count(*) FROM follows ff WHERE ff.followable_type = 'user' AND ff.object_id = ${userId})`;

/** A fan's followers and followings, and whether the viewer follows them. */
export interface FollowCounts {
  followers_count: number;
  following_count: number;
  is_following: boolean;
}

export function followsRepository(db: Db) {
  /** Removes the follow if there is one, else adds it; true when it now follows. */
  async function flip(tx: Executor, userId: number, type: FollowableType, objectId: number): Promise<boolean> {
    const removed = await rowsOf(
      tx,
      sql`DELETE FROM follows WHERE user_id = ${userId} AND followable_type = ${type} AND object_id = ${objectId} RETURNING id`,
    );
    if (removed.length) return false;
    await tx.execute(sql`INSERT INTO follows (user_id, followable_type, object_id) VALUES (${userId}, ${type}, ${objectId})`);
    return true;
  }

  return {
    /**
     * Follow ↔ unfollow under the followed row's lock, moving followers_count in the same transaction, so
     * concurrent toggles neither lose nor double a count. Null when the object does not exist. A fan has no
     * stored count: theirs is counted from the follows that point at them, under the same lock.
     */
    async toggle(userId: number, type: FollowableType, objectId: number): Promise<FollowToggleResponse | null> {
      if (type === 'user') {
        return db.transaction(async (tx) => {
          // NO KEY UPDATE: serialises toggles of this fan without blocking rows that reference the account.
          const locked = await rowsOf(tx, sql`SELECT id FROM users WHERE id = ${objectId} FOR NO KEY UPDATE`);
          if (!locked.length) return null;
          const following = await flip(tx, userId, type, objectId);
          const counted = await rowsOf<{ n: number | string }>(tx, sql`SELECT ${fanFollowersSql(objectId)} AS n`);
          return { following, followers_count: Number(counted[0].n) };
        });
      }
      const table = sql.raw(collectionOf(type));
      return db.transaction(async (tx) => {
        const locked = await rowsOf(tx, sql`SELECT id FROM ${table} WHERE id = ${objectId} FOR UPDATE`);
        if (!locked.length) return null;
        const following = await flip(tx, userId, type, objectId);
        const counted = await rowsOf(
          tx,
          sql`
          UPDATE ${table} SET followers_count = followers_count + ${following ? 1 : -1} WHERE id = ${objectId} RETURNING followers_count`,
        );
        return { following, followers_count: Number((counted[0] as { followers_count: number }).followers_count) };
      });
    },

    /** What a user follows: commentators, podcasts and shows by name, and the fans they follow. */
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
      const fans = await rowsOf<{
        id: number;
        username: string;
        display_name: string | null;
        photo_url: string | null;
        n: number | string;
      }>(
        db,
        sql`
        SELECT u.id, u.username, u.display_name, u.photo_url, ${fanFollowersSql(sql`u.id`)} AS n
          FROM follows f JOIN users u ON u.id = f.object_id
          WHERE f.user_id = ${userId} AND f.followable_type = 'user'
          ORDER BY lower(coalesce(u.display_name, u.username)), u.id`,
      );
      const lists: FollowLists = { commentators: [], podcasts: [], shows: [], users: [] };
      for (const row of result as { kind: EntityKind; id: number; slug: string; name: string; photo_url: string | null }[]) {
        lists[collectionOf(row.kind)].push({ id: Number(row.id), slug: row.slug, name: row.name, photo_url: row.photo_url });
      }
      lists.users = fans.map((row): FollowedUser => ({
        id: Number(row.id),
        username: row.username,
        display_name: row.display_name,
        photoURL: row.photo_url,
        followers_count: Number(row.n),
      }));
      return lists;
    },

    /**
     * A fan's follower and following counts and whether the viewer follows them. Following counts only what
     * still exists (a follow of a directory entry that was removed is not counted).
     */
    async countsOf(userId: number, viewerId: number | null): Promise<FollowCounts> {
      const rows = await rowsOf<{ followers: number | string; following: number | string; viewer: boolean }>(
        db,
        sql`
        SELECT ${fanFollowersSql(userId)} AS followers,
               (SELECT count(*) FROM follows f WHERE f.user_id = ${userId} AND (
                  (f.followable_type = 'user' AND EXISTS (SELECT 1 FROM users x WHERE x.id = f.object_id))
                  OR (f.followable_type = 'commentator' AND EXISTS (SELECT 1 FROM commentators x WHERE x.id = f.object_id))
                  OR (f.followable_type = 'podcast' AND EXISTS (SELECT 1 FROM podcasts x WHERE x.id = f.object_id))
                  OR (f.followable_type = 'show' AND EXISTS (SELECT 1 FROM shows x WHERE x.id = f.object_id)))) AS following,
               EXISTS (SELECT 1 FROM follows f WHERE f.user_id = ${viewerId ?? 0} AND f.followable_type = 'user'
                       AND f.object_id = ${userId}) AS viewer`,
      );
      const row = rows[0];
      return { followers_count: Number(row.followers), following_count: Number(row.following), is_following: Boolean(row.viewer) };
    },
  };
}
