import { sql } from 'drizzle-orm';
import type { VoteStatus, VoteToggleResponse, VoteType } from '@receipts/contract';
import type { Db } from '../../../db';
import { rowsOf } from '../../../repositories/sql';
import { hotInputSql, hotRankSql } from '../../search/data/trending';

/** Where the votes of one kind of target live. Statements also keep score = upvotes - downvotes and their hot score. */
const TARGETS = {
  statement: { table: sql.raw('statements'), votes: sql.raw('votes'), key: sql.raw('statement_id'), score: true },
  comment: { table: sql.raw('comments'), votes: sql.raw('comment_votes'), key: sql.raw('comment_id'), score: false },
} as const;

export type VoteTarget = keyof typeof TARGETS;

/** The statements of one toggle, also used by the benchmark to EXPLAIN them. */
export const voteSql = {
  lock: (target: VoteTarget, id: number) =>
    sql`SELECT ${target === 'comment' ? sql`statement_id` : sql`id AS statement_id`} FROM ${TARGETS[target].table} WHERE id = ${id}${target === 'statement' ? sql` AND deleted_at IS NULL` : sql` AND moderation_state IS NULL`} FOR UPDATE`,
  current: (target: VoteTarget, id: number, userId: number) =>
    sql`SELECT vote_type FROM ${TARGETS[target].votes} WHERE user_id = ${userId} AND ${TARGETS[target].key} = ${id}`,
  insert: (target: VoteTarget, id: number, userId: number, voteType: VoteType) =>
    sql`INSERT INTO ${TARGETS[target].votes} (user_id, ${TARGETS[target].key}, vote_type) VALUES (${userId}, ${id}, ${voteType})`,
  remove: (target: VoteTarget, id: number, userId: number) =>
    sql`DELETE FROM ${TARGETS[target].votes} WHERE user_id = ${userId} AND ${TARGETS[target].key} = ${id}`,
  change: (target: VoteTarget, id: number, userId: number, voteType: VoteType) =>
    sql`UPDATE ${TARGETS[target].votes} SET vote_type = ${voteType} WHERE user_id = ${userId} AND ${TARGETS[target].key} = ${id}`,
  counters: (target: VoteTarget, id: number, up: number, down: number, now = new Date()) => {
    const score = TARGETS[target].score ? sql`, score = score + ${up - down}, hot_rank = ${hotRankSql(hotInputSql(up, down), now)}` : sql``;
    return sql`UPDATE ${TARGETS[target].table} SET upvotes = upvotes + ${up}, downvotes = downvotes + ${down}${score}
               WHERE id = ${id} RETURNING upvotes, downvotes`;
  },
};

/**
 * A vote toggles: the same direction again removes the vote, the opposite one switches it, none adds it.
 *
 * Race-free by construction: one transaction takes the target row's lock first (SELECT … FOR UPDATE), so every
 * toggle on that target is serialised; the statements after the lock see the committed state of the votes
 * (READ COMMITTED takes a fresh snapshot per statement), and the counters are moved in the same transaction
 * as the vote row, so they always equal the vote rows. Also answers the statement the target belongs to.
 */
export async function toggleVote(
  db: Db,
  target: VoteTarget,
  targetId: number,
  userId: number,
  voteType: VoteType,
  now = new Date(),
): Promise<(VoteToggleResponse & { statementId: number }) | null> {
  return db.transaction(async (tx) => {
    const locked = await rowsOf<{ statement_id: number | string }>(tx, voteSql.lock(target, targetId));
    if (!locked.length) return null;
    const statementId = Number(locked[0].statement_id);
    const existing = await rowsOf(tx, voteSql.current(target, targetId, userId));
    const previous = (existing[0] as { vote_type: VoteType } | undefined)?.vote_type ?? null;

    let status: VoteStatus;
    let vote: VoteType | null;
    let up = 0;
    let down = 0;
    const delta = (type: VoteType, by: number) => (type === 'upvote' ? (up += by) : (down += by));
    if (previous === null) {
      await tx.execute(voteSql.insert(target, targetId, userId, voteType));
      [status, vote] = ['vote added', voteType];
      delta(voteType, 1);
    } else if (previous === voteType) {
      await tx.execute(voteSql.remove(target, targetId, userId));
      [status, vote] = ['vote removed', null];
      delta(voteType, -1);
    } else {
      await tx.execute(voteSql.change(target, targetId, userId, voteType));
      [status, vote] = ['vote changed', voteType];
      delta(voteType, 1);
      delta(previous, -1);
    }
    const counts = await rowsOf(tx, voteSql.counters(target, targetId, up, down, now));
    const row = counts[0] as { upvotes: number; downvotes: number };
    return { data: { status, vote }, votes: { upvotes: Number(row.upvotes), downvotes: Number(row.downvotes) }, statementId };
  });
}
