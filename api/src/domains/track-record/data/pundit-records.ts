import { sql, type SQL } from 'drizzle-orm';
import {
  collectionOf,
  LATEST_RECEIPTS,
  type EntityKind,
  type LeaderboardWindow,
  type PunditRow,
  type PunditScore,
  type PunditSummary,
  type Statement,
} from '@receipts/contract';
import type { Db } from '../../../db';
import { dayIn, windowStart } from './days';
import { wilson } from './scoring';
import { PageCache } from '../../../repositories/page-cache';
import { readRows, rowsOf } from '../../../repositories/sql';
import { statementsSql, toStatement, type StatementRow, type TrackClock } from '../../statements/data/statements';

/** One counted receipt: a prediction attributed to a pundit, its source confirmed, resolved (push included). */
export interface CountedReceipt {
  outcome: 'correct' | 'incorrect' | 'push';
  league: string | null;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** Counts, accuracy, its Wilson lower bound and the current streak of receipts in resolution order. */
export function scoreOf(receipts: readonly CountedReceipt[]): PunditScore {
  let correct = 0;
  let incorrect = 0;
  let push = 0;
  let streak = 0;
  for (const { outcome } of receipts) {
    if (outcome === 'correct') [correct, streak] = [correct + 1, streak + 1];
    else if (outcome === 'incorrect') [incorrect, streak] = [incorrect + 1, 0];
    else push += 1;
  }
  return tallyScore(correct, incorrect, push, streak);
}

export function tallyScore(correct: number, incorrect: number, push: number, streak: number): PunditScore {
  const resolved = correct + incorrect;
  const interval = wilson(correct, resolved);
  return {
    resolved,
    correct,
    incorrect,
    push,
    accuracy: resolved ? round(correct / resolved) : null,
    accuracy_low: interval ? round(interval[0]) : null,
    current_streak: streak,
  };
}

/** The receipts that count, of one kind of pundit, in a window (by resolution day in the zone) and league. */
function countedSql(kind: EntityKind, window: LeaderboardWindow, league: string | undefined, clock: TrackClock, alias = 's'): SQL {
  const start = windowStart(window, dayIn(clock.timeZone, clock.now()));
  const a = sql.raw(alias);
  const conditions = [
    sql`${a}.said_by_kind = ${kind}`,
    sql`${a}.source_status = 'confirmed'`,
    sql`${a}.outcome IN ('correct', 'incorrect', 'push')`,
    sql`${a}.statement_type = 'prediction'`,
  ];
  if (start) conditions.push(sql`${a}.resolved_at >= timezone(${clock.timeZone}, ${start}::timestamp)`);
  if (league) conditions.push(sql`${a}.league = ${league}`);
  return sql.join(conditions, sql` AND `);
}

const directoryTable = (kind: EntityKind) => sql.raw(collectionOf(kind));

interface BoardRow {
  id: number | string;
  slug: string;
  name: string;
  photo_url: string | null;
  correct: number | string;
  incorrect: number | string;
  push: number | string;
  streak: number | string;
}

export const PUNDIT_PAGE_CACHE_MS = 2000;

/**
 * Pundits' records and boards, read live from the receipts (see the partial indexes of migration 0011),
 * except the all-time board of every league, read from pundit_boards (kept by triggers, migration 0017).
 */
export function punditRecordsRepository(
  db: Db,
  clock: TrackClock,
  minResolved: number,
  pages = new PageCache<{ rows: PunditRow[]; hasMore: boolean }>(0),
  { aggregates = true }: { aggregates?: boolean } = {},
) {
  return {
    minResolved,

    async punditOf(kind: EntityKind, slug: string): Promise<(PunditSummary & { id: number }) | null> {
      const [row] = await rowsOf<{ id: number; slug: string; name: string; photo_url: string | null }>(
        db,
        sql`SELECT id, slug, name, photo_url FROM ${directoryTable(kind)} WHERE slug = ${slug}`,
      );
      return row ? { id: Number(row.id), kind, slug: row.slug, name: row.name, photo_url: row.photo_url } : null;
    },

    /** Ranked by the Wilson lower bound, then resolved count, then id; only pundits with at least minResolved. */
    async leaderboard(kind: EntityKind, window: LeaderboardWindow, league: string | undefined, page: number, perPage: number) {
      const key = `${kind} ${window} ${league ?? '*'} ${dayIn(clock.timeZone, clock.now())} ${page} ${perPage}`;
      return pages.get(key, Date.now(), async () => {
        // One index-only pass for the counts; then, per ranked pundit, its latest miss (one index probe) and the
        // correct calls after it: the current streak, with no per-pundit list shipped to JS.
        const counted = (alias: string) => countedSql(kind, window, league, clock, alias);
        // The all-time board of every league reads the pundits' aggregates instead (pundit_boards, migration 0017).
        const allTime = aggregates && !windowStart(window, dayIn(clock.timeZone, clock.now())) && !league;
        const rows = await readRows<BoardRow>(
          db,
          allTime
            ? sql`
          SELECT p.id, p.slug, p.name, p.photo_url, b.correct, b.incorrect, b.push, b.current_streak AS streak
          FROM pundit_boards b
          JOIN ${directoryTable(kind)} p ON p.id = b.pundit_id
          WHERE b.pundit_kind = ${kind} AND b.correct + b.incorrect >= ${minResolved}`
            : sql`
          WITH board AS (
            SELECT s.said_by_id,
                   count(*) FILTER (WHERE s.outcome = 'correct') AS correct,
                   count(*) FILTER (WHERE s.outcome = 'incorrect') AS incorrect,
                   count(*) FILTER (WHERE s.outcome = 'push') AS push
            FROM statements s WHERE ${counted('s')}
            GROUP BY s.said_by_id
            HAVING count(*) FILTER (WHERE s.outcome <> 'push') >= ${minResolved})
          SELECT p.id, p.slug, p.name, p.photo_url, b.correct, b.incorrect, b.push,
                 (SELECT count(*) FROM statements a
                  WHERE ${counted('a')} AND a.said_by_id = b.said_by_id AND a.outcome = 'correct'
                    AND (m.id IS NULL OR (a.resolved_at, a.id) > (m.resolved_at, m.id))) AS streak
          FROM board b
          JOIN ${directoryTable(kind)} p ON p.id = b.said_by_id
          LEFT JOIN LATERAL (
            SELECT l.resolved_at, l.id FROM statements l
            WHERE ${counted('l')} AND l.said_by_id = b.said_by_id AND l.outcome = 'incorrect'
            ORDER BY l.resolved_at DESC, l.id DESC LIMIT 1) m ON true`,
          allTime, // the aggregate read is one bounded shape: prepared on PostgreSQL
        );
        const scored = rows.map((row) => ({
          row,
          score: tallyScore(Number(row.correct), Number(row.incorrect), Number(row.push), Number(row.streak)),
          low: wilson(Number(row.correct), Number(row.correct) + Number(row.incorrect))?.[0] ?? 0,
        }));
        scored.sort((a, b) => b.low - a.low || b.score.resolved - a.score.resolved || Number(a.row.id) - Number(b.row.id));
        const offset = (page - 1) * perPage;
        const slice = scored.slice(offset, offset + perPage).map(({ row, score }, index): PunditRow => ({
          ...score,
          rank: offset + index + 1,
          pundit: { kind, slug: row.slug, name: row.name, photo_url: row.photo_url },
        }));
        return { rows: slice, hasMore: scored.length > offset + perPage };
      });
    },

    /** A pundit's record in a window and league, or null when there is no such pundit. */
    async record(kind: EntityKind, slug: string, window: LeaderboardWindow, league: string | undefined) {
      const pundit = await this.punditOf(kind, slug);
      if (!pundit) return null;
      const receipts = await readRows<{ id: number | string; outcome: CountedReceipt['outcome']; league: string | null; live: boolean }>(
        db,
        sql`
        SELECT s.id, s.outcome, s.league, s.deleted_at IS NULL AS live FROM statements s
        WHERE ${countedSql(kind, window, league, clock)} AND s.said_by_id = ${pundit.id}
        ORDER BY s.resolved_at, s.id`,
        false,
      );
      const leagues = new Map<string, CountedReceipt[]>();
      for (const receipt of receipts) {
        if (receipt.league) leagues.set(receipt.league, [...(leagues.get(receipt.league) ?? []), receipt]);
      }
      const latestIds = receipts
        .filter((receipt) => receipt.live)
        .slice(-LATEST_RECEIPTS)
        .map((receipt) => Number(receipt.id));
      let latest: Statement[] = [];
      if (latestIds.length) {
        const source = sql`SELECT id FROM statements WHERE id IN ${latestIds}`;
        const now = clock.now();
        latest = (
          await readRows<StatementRow>(db, statementsSql(source, null, sql`s.resolved_at DESC, s.id DESC`, clock.timeZone), false)
        ).map((row) => toStatement(row, now));
      }
      const { id: _id, ...summary } = pundit;
      return {
        pundit: summary,
        summary: scoreOf(receipts),
        by_league: [...leagues.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, list]) => ({ ...scoreOf(list), league: name })),
        latest_receipts: latest,
      };
    },
  };
}
