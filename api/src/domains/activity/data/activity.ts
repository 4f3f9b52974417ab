import { sql } from 'drizzle-orm';
import type { ActivityCommentPage, ActivityVotePage } from '@receipts/contract';
import type { Db } from '../../../db';
import { isoTimestamp } from '../../../schemas/common';
import { rowsOf } from '../../../repositories/sql';
import { commentHiddenSql } from '../../moderation/data/visibility';

interface StatementColumns {
  statement_id: number | string;
  title: string;
  statement_type: 'prediction' | 'opinion';
  outcome: ActivityVotePage['results'][number]['statement']['outcome'];
}

const statementOf = (row: StatementColumns) => ({
  id: Number(row.statement_id),
  title: row.title,
  statement_type: row.statement_type,
  outcome: row.outcome,
});

/**
 * A member's own votes and comments, newest first, as everyone sees them: votes on hidden or deleted statements and
 * comments moderators hid (or that hang under a hidden comment, or sit on a hidden statement) are left out.
 */
export function activityRepository(db: Db) {
  return {
    async votes(userId: number, page: number, perPage: number): Promise<ActivityVotePage> {
      const visible = sql`v.user_id = ${userId} AND s.deleted_at IS NULL`;
      const [counted] = await rowsOf<{ n: number | string }>(
        db,
        sql`SELECT count(*) AS n FROM votes v JOIN statements s ON s.id = v.statement_id WHERE ${visible}`,
      );
      const rows = await rowsOf<StatementColumns & { vote_type: 'upvote' | 'downvote'; created_at: string }>(
        db,
        sql`
        SELECT v.vote_type, v.created_at, s.id AS statement_id, s.title, s.statement_type, s.outcome
          FROM votes v JOIN statements s ON s.id = v.statement_id
          WHERE ${visible}
          ORDER BY v.created_at DESC, v.id DESC
          LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
      );
      return {
        count: Number(counted.n),
        results: rows.map((row) => ({ vote_type: row.vote_type, created_at: isoTimestamp(row.created_at), statement: statementOf(row) })),
      };
    },

    async comments(userId: number, page: number, perPage: number): Promise<ActivityCommentPage> {
      const visible = sql`c.user_id = ${userId} AND s.deleted_at IS NULL AND NOT ${commentHiddenSql(sql`c.statement_id`, sql`c.id`)}`;
      const [counted] = await rowsOf<{ n: number | string }>(
        db,
        sql`SELECT count(*) AS n FROM comments c JOIN statements s ON s.id = c.statement_id WHERE ${visible}`,
      );
      const rows = await rowsOf<
        StatementColumns & { id: number | string; text: string; created_at: string; parent_id: number | string | null }
      >(
        db,
        sql`
        SELECT c.id, c.text, c.created_at, c.parent_id, s.id AS statement_id, s.title, s.statement_type, s.outcome
          FROM comments c JOIN statements s ON s.id = c.statement_id
          WHERE ${visible}
          ORDER BY c.created_at DESC, c.id DESC
          LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
      );
      return {
        count: Number(counted.n),
        results: rows.map((row) => ({
          id: Number(row.id),
          text: row.text,
          created_at: isoTimestamp(row.created_at),
          parent: row.parent_id === null ? null : Number(row.parent_id),
          statement: statementOf(row),
        })),
      };
    },
  };
}
