import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db';
import { rowsOf } from '../../../repositories/sql';

/**
 * What members may see and act on, in one place. A statement is visible while live (moderators hiding or removing
 * it also sets deleted_at). A comment is visible when its statement is, and neither it nor any comment it replies
 * to (up to the top of the thread) was hidden or removed: a reply under a hidden comment goes with it.
 */

/** True when no comment from `commentId` up through its parents is moderated (the thread's few moderated rows first). */
export const commentChainClearSql = (commentId: SQL): SQL => sql`NOT EXISTS (
  WITH RECURSIVE chain AS (
    SELECT id, parent_id, moderation_state FROM comments WHERE id = ${commentId}
    UNION ALL
    SELECT p.id, p.parent_id, p.moderation_state FROM comments p JOIN chain ON p.id = chain.parent_id
  )
  SELECT 1 FROM chain WHERE chain.moderation_state IS NOT NULL)`;

/** A statement's id whose thread has a moderated comment (comments_moderated_idx): only then is a chain walked. */
const threadHasModeratedSql = (statementId: SQL): SQL =>
  sql`EXISTS (SELECT 1 FROM comments h WHERE h.statement_id = ${statementId} AND h.moderation_state IS NOT NULL)`;

/** The comment `commentId` of statement `statementId` is hidden by moderation (itself or above it). */
export const commentHiddenSql = (statementId: SQL, commentId: SQL): SQL =>
  sql`(${threadHasModeratedSql(statementId)} AND NOT ${commentChainClearSql(commentId)})`;

export type VisibleTarget = { type: 'statement' | 'comment'; id: number };

/** Who wrote a visible target, or null when it does not exist or is not visible. `ownHidden` lets its author read it while hidden. */
export async function visibleAuthorOf(db: Db, target: VisibleTarget, viewerId: number | null, ownHidden = false): Promise<number | null> {
  const own = ownHidden && viewerId !== null ? sql` OR (s.user_id = ${viewerId} AND s.moderation_state = 'hidden')` : sql``;
  const query =
    target.type === 'statement'
      ? sql`SELECT s.user_id FROM statements s WHERE s.id = ${target.id} AND (s.deleted_at IS NULL${own})`
      : sql`SELECT c.user_id FROM comments c JOIN statements s ON s.id = c.statement_id
            WHERE c.id = ${target.id} AND s.deleted_at IS NULL AND NOT ${commentHiddenSql(sql`c.statement_id`, sql`c.id`)}`;
  const [row] = await rowsOf<{ user_id: number | string }>(db, query);
  return row ? Number(row.user_id) : null;
}
