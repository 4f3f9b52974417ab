import { sql, type SQL } from 'drizzle-orm';
import { readRows, type Executor } from '../../../repositories/sql';

/** Which board: a period and a league ('*' for all). */
export interface Board {
  period: string;
  league: string;
}

/** A board row's place in the ranking order: skill, then resolved count (both descending), then user id. */
export interface Ranked {
  skill: number;
  n: number;
  userId: number;
}

/**
 * The boards' generation (sequence score_boards_gen, migration 0006), read in the same statement as the reader's own
 * board row: a function call, no row to scan. 0 before the first change. Bumped by boardsChanged (score-aggregates.ts).
 */
export const BOARDS_GENERATION_SQL = sql.raw(`coalesce(pg_sequence_last_value('score_boards_gen'), 0)`);

/** Every ranked row of a board in ranking order (the order of score_boards_rank_idx: an index-only scan). */
export const rankBoardSql = (board: Board, min: number): SQL => sql`
  SELECT skill, n, user_id FROM score_boards
  WHERE period = ${board.period} AND league = ${board.league} AND n >= ${min}::int
  ORDER BY skill DESC NULLS LAST, n DESC NULLS LAST, user_id`;

interface Order {
  skill: Float64Array;
  n: Int32Array;
  ids: Int32Array;
}

/** Rows ahead of `me` in an order: a prefix of it, found by binary search. */
export function aheadOf(order: Order, me: Ranked): number {
  const ahead = (i: number) =>
    order.skill[i] > me.skill || (order.skill[i] === me.skill && (order.n[i] > me.n || (order.n[i] === me.n && order.ids[i] < me.userId)));
  let low = 0;
  let high = order.ids.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (ahead(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A safety net for a change whose generation bump never ran (a process that died between commit and bump). */
const MAX_AGE_MS = 60_000;
const MAX_BOARDS = 64;

/**
 * Each board's ranking order, kept per process (16 bytes a ranked user: 160 KB for 10,000), loaded once per board
 * and generation: a rank is a binary search instead of counting up to every row of the board in score_boards, whose
 * count visits the heap for each row while outcome changes keep its pages off the visibility map. An order loaded
 * at generation g holds every change whose bump is ≤ g (it is loaded after g was read), so it answers any reader
 * that read g or older; a reader that read a newer one reloads (one load per board and generation, shared).
 */
export function rankIndex(db: Executor) {
  const boards = new Map<string, { gen: number; at: number; order: Promise<Order> }>();
  const load = async (board: Board, min: number): Promise<Order> => {
    const rows = await readRows<{ skill: number | string; n: number | string; user_id: number | string }>(db, rankBoardSql(board, min));
    const order: Order = { skill: new Float64Array(rows.length), n: new Int32Array(rows.length), ids: new Int32Array(rows.length) };
    rows.forEach((row, i) => {
      order.skill[i] = Number(row.skill);
      order.n[i] = Number(row.n);
      order.ids[i] = Number(row.user_id);
    });
    return order;
  };
  return {
    /** 1 + the ranked rows ahead of `me` on the board, as of generation `gen` or later. */
    async rankOf(board: Board, min: number, me: Ranked, gen: number): Promise<number> {
      const key = `${board.period}\u0000${board.league}\u0000${min}`;
      let entry = boards.get(key);
      if (!entry || entry.gen < gen || Date.now() - entry.at >= MAX_AGE_MS) {
        if (!entry && boards.size >= MAX_BOARDS) boards.clear();
        const fresh = { gen, at: Date.now(), order: load(board, min) };
        fresh.order.catch(() => boards.get(key) === fresh && boards.delete(key));
        boards.set(key, fresh);
        entry = fresh;
      }
      return 1 + aheadOf(await entry.order, me);
    },
  };
}
