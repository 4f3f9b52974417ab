import { sql } from 'drizzle-orm';
import type { FeatureRequest, FeatureRequestStatus } from '@receipts/contract';
import type { Db } from '../../../db';
import { MAX_INT_ID, isoTimestamp, userSummary } from '../../../schemas/common';
import { rowsOf } from '../../../repositories/sql';

/** The list shows at most this many requests, most votes first. */
export const FEATURE_REQUEST_LIST_MAX = 200;

interface Row {
  id: number | string;
  title: string;
  description: string;
  status: FeatureRequestStatus;
  vote_count: number | string;
  voted: boolean;
  created_at: string;
  updated_at: string;
  user_id: number | string;
  username: string;
  display_name: string | null;
  name: string | null;
  photo_url: string | null;
}

const toRequest = (row: Row): FeatureRequest => ({
  id: Number(row.id),
  title: row.title,
  description: row.description,
  status: row.status,
  vote_count: Number(row.vote_count),
  voted: Boolean(row.voted),
  author: userSummary(row),
  created_at: isoTimestamp(row.created_at),
  updated_at: isoTimestamp(row.updated_at),
});

/**
 * Feature requests and their votes. One vote per member and request (the primary key); the count on the request
 * moves in the same statement as the vote row, so it never drifts from the rows.
 */
export function featureRequestsRepository(db: Db) {
  const select = (viewerId: number | null, where: ReturnType<typeof sql>, limit = FEATURE_REQUEST_LIST_MAX) => sql`
    SELECT f.id, f.title, f.description, f.status, f.vote_count, f.created_at, f.updated_at,
           ${viewerId === null ? sql`false` : sql`EXISTS (SELECT 1 FROM feature_request_votes v WHERE v.request_id = f.id AND v.user_id = ${viewerId})`} AS voted,
           u.id AS user_id, u.username, u.display_name, u.name, u.photo_url
    FROM feature_requests f JOIN users u ON u.id = f.user_id
    WHERE ${where}
    ORDER BY f.vote_count DESC, f.id DESC
    LIMIT ${limit}`;

  const get = async (id: number, viewerId: number | null): Promise<FeatureRequest | null> => {
    if (id > MAX_INT_ID) return null;
    const [row] = await rowsOf<Row>(db, select(viewerId, sql`f.id = ${id}`, 1));
    return row ? toRequest(row) : null;
  };

  return {
    get,

    async list(viewerId: number | null, status?: FeatureRequestStatus): Promise<FeatureRequest[]> {
      const rows = await rowsOf<Row>(db, select(viewerId, status ? sql`f.status = ${status}` : sql`true`));
      return rows.map(toRequest);
    },

    async create(userId: number, title: string, description: string): Promise<FeatureRequest> {
      const [row] = await rowsOf<{ id: number }>(
        db,
        sql`INSERT INTO feature_requests (user_id, title, description) VALUES (${userId}, ${title}, ${description}) RETURNING id`,
      );
      return (await get(Number(row.id), userId))!;
    },

    /** How many requests the member filed since `since` (the daily cap). */
    async countSince(userId: number, since: Date): Promise<number> {
      const [row] = await rowsOf<{ n: number | string }>(
        db,
        sql`SELECT count(*) AS n FROM feature_requests WHERE user_id = ${userId} AND created_at > ${since.toISOString()}::timestamptz`,
      );
      return Number(row?.n ?? 0);
    },

    /** Adds the member's vote (again is a no-op); null when there is no such request. */
    async vote(id: number, userId: number): Promise<FeatureRequest | null> {
      if (id > MAX_INT_ID) return null;
      await rowsOf(
        db,
        sql`WITH added AS (
              INSERT INTO feature_request_votes (request_id, user_id)
              SELECT id, ${userId} FROM feature_requests WHERE id = ${id}
              ON CONFLICT DO NOTHING RETURNING request_id)
            UPDATE feature_requests SET vote_count = vote_count + (SELECT count(*) FROM added) WHERE id = ${id}`,
      );
      return get(id, userId);
    },

    /** Takes the member's vote back (none is a no-op); null when there is no such request. */
    async unvote(id: number, userId: number): Promise<FeatureRequest | null> {
      if (id > MAX_INT_ID) return null;
      await rowsOf(
        db,
        sql`WITH removed AS (
              DELETE FROM feature_request_votes WHERE request_id = ${id} AND user_id = ${userId} RETURNING request_id)
            UPDATE feature_requests SET vote_count = vote_count - (SELECT count(*) FROM removed) WHERE id = ${id}`,
      );
      return get(id, userId);
    },

    async setStatus(id: number, status: FeatureRequestStatus, viewerId: number): Promise<FeatureRequest | null> {
      if (id > MAX_INT_ID) return null;
      await rowsOf(db, sql`UPDATE feature_requests SET status = ${status}, updated_at = now() WHERE id = ${id}`);
      return get(id, viewerId);
    },
  };
}
