import { sql, type SQL } from 'drizzle-orm';
import type { Comment, ModerationState, UserSummary, VoteType } from '@receipts/contract';
import type { Db } from '../../../db';
import { notifyComment, type Written } from '../../notifications/data/notification-writes';
import { readRows, rowsOf } from '../../../repositories/sql';
import { hotInputSql, hotRankSql } from '../../search/data/trending';
import { isoTimestamp, userSummary, type AuthorRow } from '../../../schemas/common';

interface CommentRow extends AuthorRow {
  id: number | string;
  parent_id: number | string | null;
  text: string;
  upvotes: number;
  downvotes: number;
  created_at: string;
  user_vote: VoteType | null;
  moderation_state?: ModerationState | null;
  moderation_reason?: string | null;
  appeal?: AppealSummary | string | null;
}

type AppealSummary = NonNullable<NonNullable<Comment['moderation']>['appeal']>;

/**
 * Flat rows (oldest first) → a tree: top-level comments newest first (a new comment goes on top),
 * replies oldest first under their parent, to any depth.
 */
export function buildCommentTree(rows: CommentRow[], statementId: number): Comment[] {
  const byId = new Map<number, Comment>();
  const roots: Comment[] = [];
  for (const row of rows) {
    const comment: Comment = {
      id: Number(row.id),
      text: row.text,
      user: userSummary(row),
      created_at: isoTimestamp(row.created_at),
      votes: { upvotes: Number(row.upvotes), downvotes: Number(row.downvotes) },
      user_vote: row.user_vote ?? null,
      replies: [],
      parent: row.parent_id == null ? null : Number(row.parent_id),
      statement: statementId,
    };
    if (row.moderation_state) {
      const appeal = typeof row.appeal === 'string' ? (JSON.parse(row.appeal) as AppealSummary) : (row.appeal ?? null);
      comment.moderation = { state: row.moderation_state, reason: row.moderation_reason ?? '', appealable: appeal === null, appeal };
    }
    byId.set(comment.id, comment);
    const parent = comment.parent === null ? undefined : byId.get(comment.parent);
    if (parent) parent.replies.push(comment);
    // A reply whose parent is not in the rows was under a comment moderators hid: it goes with it.
    else if (comment.parent === null) roots.push(comment);
    else byId.delete(comment.id);
  }
  return roots.reverse();
}

/**
 * Every comment of a statement, oldest first, with the author and the viewer's vote (one query). The author is
 * a LATERAL … LIMIT 1 lookup so it stays a primary-key probe per comment: with a plain join, a thread the
 * statistics think is long gets planned as a hash join over the whole users table. With `hiddenOf`, that member's
 * own comments moderators hid come too, with their state and reason (their author's view): such a tree
 * is for that member alone and never goes into the shared thread cache.
 */
export function commentsOfStatementSql(statementId: number, viewerId: number | null, hiddenOf: number | null = null): SQL {
  const visible =
    hiddenOf === null
      ? sql`c.moderation_state IS NULL`
      : sql`(c.moderation_state IS NULL OR (c.moderation_state = 'hidden' AND c.user_id = ${hiddenOf}))`;
  const moderation =
    hiddenOf === null
      ? sql``
      : sql`, c.moderation_state, c.moderation_reason,
            (SELECT json_build_object('status', a.status, 'note', a.note) FROM appeals a
             WHERE a.target_type = 'comment' AND a.target_id = c.id AND c.moderation_state IS NOT NULL) AS appeal`;
  const viewerVote =
    viewerId === null
      ? sql`NULL::text`
      : sql`(SELECT cv.vote_type FROM comment_votes cv WHERE cv.comment_id = c.id AND cv.user_id = ${viewerId})`;
  return sql`
    SELECT c.id, c.parent_id, c.text, c.upvotes, c.downvotes, c.created_at, c.user_id,
           u.username, u.display_name, u.name, u.photo_url, ${viewerVote} AS user_vote${moderation}
    FROM comments c
    CROSS JOIN LATERAL (SELECT username, display_name, name, photo_url FROM users WHERE users.id = c.user_id LIMIT 1) u
    WHERE c.statement_id = ${statementId} AND ${visible}
    ORDER BY c.created_at, c.id`;
}

/** The viewer's votes on the comments of one statement. */
export function viewerCommentVotesSql(statementId: number, viewerId: number): SQL {
  return sql`
    SELECT c.id, cv.vote_type FROM comments c
    JOIN comment_votes cv ON cv.comment_id = c.id AND cv.user_id = ${viewerId}
    WHERE c.statement_id = ${statementId}`;
}

export type NewCommentResult = Comment | 'statement_missing' | 'parent_missing' | 'parent_elsewhere';

/**
 * `now` is the server's clock (the statement's hot score moves with each comment); `notified` hears of the
 * notifications a comment wrote, once they are committed (the live streams).
 */
export function commentsRepository(db: Db, now: () => Date = () => new Date(), notified: (written: Written[]) => void = () => undefined) {
  return {
    /**
     * Every comment of a statement as a tree, or null when the statement does not exist. `withOwnHidden`: the
     * viewer's own hidden comments too, marked with the moderators' reason (that viewer's answer only).
     */
    async forStatement(statementId: number, viewerId: number | null, withOwnHidden = false): Promise<Comment[] | null> {
      const hiddenOf = withOwnHidden ? viewerId : null;
      const rows = await readRows<CommentRow>(db, commentsOfStatementSql(statementId, viewerId, hiddenOf));
      if (!rows.length) {
        const exists = await rowsOf(db, sql`SELECT 1 FROM statements WHERE id = ${statementId} AND deleted_at IS NULL`);
        if (!exists.length) return null;
      }
      return buildCommentTree(rows, statementId);
    },

    /** Whether this member wrote a comment of the statement that moderators hid (then their thread is their own). */
    async hasOwnHidden(statementId: number, viewerId: number): Promise<boolean> {
      const rows = await rowsOf(
        db,
        sql`SELECT 1 FROM comments WHERE statement_id = ${statementId} AND user_id = ${viewerId} AND moderation_state = 'hidden' LIMIT 1`,
      );
      return rows.length > 0;
    },

    async viewerVotes(statementId: number, viewerId: number): Promise<Map<number, VoteType>> {
      const rows = await readRows<{ id: number | string; vote_type: VoteType }>(db, viewerCommentVotesSql(statementId, viewerId));
      return new Map(rows.map((row) => [Number(row.id), row.vote_type]));
    },

    /**
     * Adds a comment and raises the statement's comment_count in the same transaction (the count includes
     * replies). A reply's parent must belong to the same statement.
     */
    async create(input: { statementId: number; parentId: number | null; text: string; author: UserSummary }): Promise<NewCommentResult> {
      let written: Written[] = [];
      const result = await db
        .transaction(async (tx) => {
          const bumped = await rowsOf(
            tx,
            sql`
          UPDATE statements SET comment_count = comment_count + 1, hot_rank = ${hotRankSql(hotInputSql(0, 0, 1), now())}
          WHERE id = ${input.statementId} AND deleted_at IS NULL RETURNING id`,
          );
          if (!bumped.length) return 'statement_missing' as const;
          if (input.parentId !== null) {
            const parent = await rowsOf(
              tx,
              sql`SELECT statement_id FROM comments WHERE id = ${input.parentId} AND moderation_state IS NULL`,
            );
            const row = parent[0] as { statement_id: number | string } | undefined;
            if (!row) throw new ParentProblem('parent_missing');
            if (Number(row.statement_id) !== input.statementId) throw new ParentProblem('parent_elsewhere');
          }
          const inserted = await rowsOf(
            tx,
            sql`
          INSERT INTO comments (statement_id, user_id, parent_id, text)
          VALUES (${input.statementId}, ${input.author.id}, ${input.parentId}, ${input.text})
          RETURNING id, created_at`,
          );
          const row = inserted[0] as { id: number | string; created_at: string };
          // In the comment's transaction: the reply and the comment are never without their notifications.
          written = await notifyComment(
            tx,
            { id: Number(row.id), statementId: input.statementId, parentId: input.parentId, authorId: input.author.id },
            now(),
          );
          return {
            id: Number(row.id),
            text: input.text,
            user: input.author,
            created_at: isoTimestamp(row.created_at),
            votes: { upvotes: 0, downvotes: 0 },
            user_vote: null,
            replies: [],
            parent: input.parentId,
            statement: input.statementId,
          } satisfies Comment;
        })
        .catch((error: unknown) => {
          if (error instanceof ParentProblem) return error.problem;
          throw error;
        });
      if (typeof result === 'object') notified(written);
      return result;
    },
  };
}

/** Thrown inside the transaction so the comment_count bump rolls back. */
class ParentProblem extends Error {
  constructor(readonly problem: 'parent_missing' | 'parent_elsewhere') {
    super(problem);
  }
}
