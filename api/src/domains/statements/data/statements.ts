import { sql, type SQL } from 'drizzle-orm';
import type {
  EntityKind,
  GameStatus,
  PickKind,
  PickSide,
  ModerationState,
  Outcome,
  SourceStatus,
  SourceVerdict,
  Statement,
  StatementType,
  VoteType,
} from '@receipts/contract';
import type { Db } from '../../../db';
import { readRows, rowsOf, type Executor } from '../../../repositories/sql';
import { playerById, teamById, topicsFor } from '@receipts/contract/catalog';
import { isoTimestamp, isoTimestampOrNull, userSummary, type AuthorRow } from '../../../schemas/common';
import { isPublicHttpUrl } from '../../../schemas/public-url';
import { ORDER, pageIdsSql, type KeysetPosition, type ListOrder } from './statement-pages';
import { queueReceipt } from '../../notifications/data/notification-writes';

export interface StatementFilters {
  type?: StatementType;
  league?: string;
  /** Catalogue ids: statements about this team (team_a) or this player. */
  team?: string;
  player?: string;
  topic?: string;
  outcomes?: Outcome[];
  search?: string;
  isHotTake?: boolean;
  userId?: number;
  /**
   * `userId` is the viewer, whose own list also shows their statements moderators hid (with the reason).
   * Only ever set for the author's own request.
   */
  withOwnHidden?: boolean;
  /** The receipts of one pundit, or of every pundit this user follows (and the statements of the fans they follow). */
  saidBy?: { kind: EntityKind; slug: string };
  followedBy?: number;
  /** The picks on one game. */
  gameId?: number;
  sort: ListOrder;
  /** Created at or after this instant (Top's window). */
  since?: SQL;
  /** 1-based; ignored with `after`. */
  page: number;
  perPage: number;
  /** Keyset paging: the page after this position, instead of an OFFSET. */
  after?: KeysetPosition;
}

export interface StatementRow extends AuthorRow {
  id: number | string;
  statement_type: StatementType;
  title: string;
  body: string;
  is_hot_take: boolean;
  league: string | null;
  team_a: string | null;
  player: string | null;
  prediction_choice: string | null;
  confidence_level: number | null;
  event_date: string | null;
  outcome: Outcome;
  resolved_at: string | null;
  outcome_notes: string | null;
  upvotes: number;
  downvotes: number;
  comment_count: number;
  created_at: string;
  topics: string[] | null;
  user_vote: VoteType | null;
  locked_at: string | null;
  said_by_kind: EntityKind | null;
  said_by_slug: string | null;
  said_by_name: string | null;
  said_by_photo: string | null;
  source_url: string | null;
  said_at: string | null;
  quote: string | null;
  source_status: SourceStatus | null;
  source_confirms: number;
  source_disputes: number;
  source_uncounted_confirms: number;
  source_uncounted_disputes: number;
  user_source_check: SourceVerdict | null;
  moderation_state?: ModerationState | null;
  moderation_reason?: string | null;
  game_id?: number | string | null;
  pick_kind?: PickKind | null;
  pick_side?: PickSide | null;
  pick_line?: number | string | null;
  game_league?: string | null;
  game_home?: string | null;
  game_away?: string | null;
  game_starts_at?: string | null;
  game_status?: GameStatus | null;
  game_home_score?: number | null;
  game_away_score?: number | null;
}

/** What the track record needs to know of time: the zone of event dates and the clock. */
export interface TrackClock {
  timeZone: string;
  now: () => Date;
}

/**
 * When a prediction locks: a pick on a game at the game's current start (a postponement moves it); otherwise the
 * start of its event date in the track record's zone, or its creation when it has no event date (nothing to wait
 * for, so it is final at once); null for opinions.
 */
export const lockedAtSql = (timeZone: string, s = 's'): SQL => {
  const at = sql.raw(s);
  return sql`CASE WHEN ${at}.statement_type = 'prediction' THEN coalesce((SELECT lg.starts_at FROM games lg WHERE lg.id = ${at}.game_id), timezone(${timeZone}, ${at}.event_date::timestamp), ${at}.created_at) END`;
};

/** A pick's game, joined only for rows tied to one. */
const GAME_JOIN = sql.raw(`LEFT JOIN games g ON g.id = s.game_id`);
const GAME_COLUMNS = sql.raw(`s.game_id, s.pick_kind, s.pick_side, s.pick_line, g.league AS game_league, g.home_team AS game_home,
           g.away_team AS game_away, g.starts_at AS game_starts_at, g.status AS game_status,
           g.home_score AS game_home_score, g.away_score AS game_away_score`);

/** Who said a receipt: the directory entity of its kind, joined only for attributed rows. */
export const SAID_BY_JOINS = sql.raw(`
    LEFT JOIN commentators said_c ON s.said_by_kind = 'commentator' AND said_c.id = s.said_by_id
    LEFT JOIN podcasts said_p ON s.said_by_kind = 'podcast' AND said_p.id = s.said_by_id
    LEFT JOIN shows said_s ON s.said_by_kind = 'show' AND said_s.id = s.said_by_id`);

export const SAID_BY_COLUMNS = sql.raw(`s.said_by_kind, coalesce(said_c.slug, said_p.slug, said_s.slug) AS said_by_slug,
           coalesce(said_c.name, said_p.name, said_s.name) AS said_by_name,
           coalesce(said_c.photo_url, said_p.photo_url, said_s.photo_url) AS said_by_photo,
           s.source_url, s.said_at, s.quote, s.source_status, s.source_confirms, s.source_disputes,
           s.source_uncounted_confirms, s.source_uncounted_disputes`);

/** Feed pages served through prepared statements (infinite scroll rarely goes deeper). */
const PREPARED_PAGES = 1000;

/** Full statements for the given source of ids: author joined, topics and the viewer's vote per row. */
export function statementsSql(source: SQL, viewerId: number | null, order: SQL, timeZone: string, extra: SQL = sql``): SQL {
  const viewerVote =
    viewerId === null ? sql`NULL::text` : sql`(SELECT v.vote_type FROM votes v WHERE v.user_id = ${viewerId} AND v.statement_id = s.id)`;
  const viewerCheck =
    viewerId === null
      ? sql`NULL::text`
      : sql`(SELECT sc.verdict FROM source_checks sc WHERE sc.user_id = ${viewerId} AND sc.statement_id = s.id)`;
  return sql`
    SELECT s.id, s.user_id, s.statement_type, s.title, s.body, s.is_hot_take, s.league, s.team_a, s.player,
           s.prediction_choice, s.confidence_level, s.event_date, s.outcome, s.resolved_at, s.outcome_notes,
           s.upvotes, s.downvotes, s.comment_count, s.created_at,
           u.username, u.display_name, u.name, u.photo_url,
           ARRAY(SELECT st.topic_id FROM statement_topics st WHERE st.statement_id = s.id ORDER BY st.topic_id) AS topics,
           ${viewerVote} AS user_vote, ${lockedAtSql(timeZone)} AS locked_at,
           ${SAID_BY_COLUMNS}, ${viewerCheck} AS user_source_check, s.moderation_state, s.moderation_reason,
           ${GAME_COLUMNS}${extra}
    FROM (${source}) page
    JOIN statements s ON s.id = page.id
    JOIN users u ON u.id = s.user_id
    ${SAID_BY_JOINS}
    ${GAME_JOIN}
    ORDER BY ${order}`;
}

export function listStatementsSql(filters: StatementFilters, viewerId: number | null, timeZone = 'UTC'): SQL {
  return statementsSql(pageIdsSql(filters), viewerId, ORDER[filters.sort].outer, timeZone, sql`, page.sort_key`);
}

/** One page of the list and where it ended: the keyset position of its last row, null when no row follows it. */
export interface StatementListPage {
  items: Statement[];
  last: KeysetPosition | null;
}

/** One statement; one its owner deleted after lock only when asked (staff resolving it). */
export function statementByIdSql(id: number, viewerId: number | null, timeZone = 'UTC', includeDeleted = false): SQL {
  const live = includeDeleted ? sql`` : sql` AND deleted_at IS NULL`;
  return statementsSql(sql`SELECT id FROM statements WHERE id = ${id}${live}`, viewerId, ORDER.created_at.outer, timeZone);
}

function attributionOf(row: StatementRow): Statement['attribution'] {
  if (!row.said_by_kind || !row.said_by_slug || !row.source_url || !row.said_at) return null;
  return {
    kind: row.said_by_kind,
    slug: row.said_by_slug,
    name: row.said_by_name ?? row.said_by_slug,
    photo_url: row.said_by_photo,
    // A source saved before addresses had to be public is answered empty, so no client links it.
    source_url: isPublicHttpUrl(row.source_url) ? row.source_url : '',
    said_at: String(row.said_at).slice(0, 10),
    quote: row.quote,
    source_status: row.source_status ?? 'unconfirmed',
  };
}

/** A pick on a game and what the statement shows of the game; nothing for a statement not tied to one. */
function gamePickOf(row: StatementRow): Pick<Statement, 'game' | 'pick'> {
  if (row.game_id == null || !row.pick_kind || !row.pick_side || !row.game_starts_at) return {};
  return {
    game: {
      id: Number(row.game_id),
      league: row.game_league ?? '',
      home_team: row.game_home ?? '',
      away_team: row.game_away ?? '',
      starts_at: isoTimestamp(row.game_starts_at),
      status: row.game_status ?? 'scheduled',
      home_score: row.game_home_score == null ? null : Number(row.game_home_score),
      away_score: row.game_away_score == null ? null : Number(row.game_away_score),
    },
    pick: { kind: row.pick_kind, side: row.pick_side, line: row.pick_line == null ? null : Number(row.pick_line) },
  };
}

export function toStatement(row: StatementRow, now: Date): Statement {
  const lockedAt = isoTimestampOrNull(row.locked_at);
  // Only a hidden statement's author is ever sent one (detail, own lists): everyone else's reads keep to live rows.
  const moderation =
    row.moderation_state === 'hidden' ? { moderation: { state: row.moderation_state, reason: row.moderation_reason ?? '' } } : {};
  return {
    id: Number(row.id),
    title: row.title,
    body: row.body,
    statement_type: row.statement_type,
    is_hot_take: row.is_hot_take,
    created_at: isoTimestamp(row.created_at),
    user: userSummary(row),
    votes: { upvotes: Number(row.upvotes), downvotes: Number(row.downvotes) },
    user_vote: row.user_vote ?? null,
    comment_count: Number(row.comment_count),
    topics: topicsFor(row.topics ?? []),
    league: row.league,
    team_a: row.team_a,
    player: row.player,
    team_name: (row.team_a && teamById.get(row.team_a)?.name) ?? null,
    player_name: (row.player && playerById.get(row.player)?.name) ?? null,
    prediction_choice: row.prediction_choice,
    confidence_level: row.confidence_level == null ? null : Number(row.confidence_level),
    event_date: row.event_date,
    outcome: row.outcome,
    resolved_at: isoTimestampOrNull(row.resolved_at),
    outcome_notes: row.outcome_notes,
    locked_at: lockedAt,
    is_locked: lockedAt !== null && Date.parse(lockedAt) <= now.getTime(),
    attribution: attributionOf(row),
    source_status: row.source_status ?? null,
    source_confirms: Number(row.source_confirms ?? 0),
    source_disputes: Number(row.source_disputes ?? 0),
    source_uncounted_confirms: Number(row.source_uncounted_confirms ?? 0),
    source_uncounted_disputes: Number(row.source_uncounted_disputes ?? 0),
    user_source_check: row.user_source_check ?? null,
    ...moderation,
    ...gamePickOf(row),
  } satisfies Statement;
}

export interface NewStatement {
  userId: number;
  statementType: StatementType;
  title: string;
  body: string;
  isHotTake: boolean;
  league: string | null;
  teamA: string | null;
  player: string | null;
  topics: string[];
  predictionChoice: string | null;
  confidenceLevel: number | null;
  eventDate: string | null;
  outcome: Outcome;
  attribution: NewAttribution | null;
  /** A pick on a game (checked by the caller; the insert checks again, under the game's row lock, that it has not started). */
  pick?: { gameId: number; kind: PickKind; side: PickSide; line: number | null } | null;
}

/** A receipt's attribution, the pundit already resolved to its id (statement-input.ts). */
export interface NewAttribution {
  kind: EntityKind;
  id: number;
  sourceUrl: string;
  saidAt: string;
  quote: string | null;
}

export function statementsRepository(db: Db, clock: TrackClock) {
  const get = async (id: number, viewerId: number | null, executor: Executor = db, includeDeleted = false): Promise<Statement | null> => {
    const [row] = await readRows<StatementRow>(executor, statementByIdSql(id, viewerId, clock.timeZone, includeDeleted));
    return row ? toStatement(row, clock.now()) : null;
  };

  return {
    /**
     * A page of the list. With `lookAhead` (keyset paging) one row more is read, so `last` is null exactly when the
     * page is the list's last; without, `last` is set whenever the page is full.
     */
    async list(filters: StatementFilters, viewerId: number | null, lookAhead = false): Promise<StatementListPage> {
      const { perPage } = filters;
      // Prepared for the common shapes only: the first pages (or any keyset page) of the screens' page sizes.
      const prepare =
        (filters.after !== undefined || filters.page <= PREPARED_PAGES) && (perPage === 10 || perPage === 20 || perPage === 50);
      const now = clock.now();
      const read = lookAhead ? { ...filters, perPage: perPage + 1 } : filters;
      const rows = await readRows<StatementRow & { sort_key: string }>(db, listStatementsSql(read, viewerId, clock.timeZone), prepare);
      const page = rows.slice(0, perPage);
      const tail = page.length === perPage && (!lookAhead || rows.length > perPage) ? page[perPage - 1] : undefined;
      return {
        items: page.map((row) => toStatement(row, now)),
        last: tail ? { key: String(tail.sort_key), id: Number(tail.id) } : null,
      };
    },

    get,

    /** The new statement, or 'locked' when its game started (or closed) before the insert took the game's lock. */
    async create(input: NewStatement): Promise<Statement | 'locked'> {
      const said = input.attribution;
      const pick = input.pick ?? null;
      return db.transaction(async (tx) => {
        if (pick) {
          // FOR SHARE: a result or a status change (FOR UPDATE) waits for this insert, and this one for them.
          const open = await rowsOf(
            tx,
            sql`SELECT 1 FROM games WHERE id = ${pick.gameId} AND starts_at > ${clock.now().toISOString()}::timestamptz
                  AND status IN ('scheduled', 'postponed') FOR SHARE`,
          );
          if (!open.length) return 'locked' as const;
        }
        const inserted = await rowsOf(
          tx,
          sql`
          INSERT INTO statements (user_id, statement_type, title, body, is_hot_take, league, team_a, player,
                                  prediction_choice, confidence_level, event_date, outcome, created_at,
                                  said_by_kind, said_by_id, source_url, said_at, quote, source_status,
                                  game_id, pick_kind, pick_side, pick_line)
          VALUES (${input.userId}, ${input.statementType}, ${input.title}, ${input.body}, ${input.isHotTake}, ${input.league},
                  ${input.teamA}, ${input.player}, ${input.predictionChoice}, ${input.confidenceLevel}, ${input.eventDate},
                  ${input.outcome}, ${clock.now().toISOString()}, ${said?.kind ?? null}, ${said?.id ?? null},
                  ${said?.sourceUrl ?? null}, ${said?.saidAt ?? null}, ${said?.quote ?? null}, ${said ? 'unconfirmed' : null},
                  ${pick?.gameId ?? null}, ${pick?.kind ?? null}, ${pick?.side ?? null}, ${pick?.line ?? null})
          RETURNING id`,
        );
        const id = Number((inserted[0] as { id: string | number }).id);
        if (input.topics.length) {
          const values = input.topics.map((topic) => sql`(${id}, ${topic})`);
          await tx.execute(sql`INSERT INTO statement_topics (statement_id, topic_id) VALUES ${sql.join(values, sql`, `)}`);
        }
        // The pundit's followers hear of a new receipt through the fan-out job, queued with it.
        if (said) await queueReceipt(tx, id, input.userId);
        return (await get(id, input.userId, tx)) as Statement;
      });
    },

    /** The author of a live statement, or null when it does not exist (or its owner deleted it). */
    async authorOf(id: number): Promise<number | null> {
      const result = await rowsOf(db, sql`SELECT user_id FROM statements WHERE id = ${id} AND deleted_at IS NULL`);
      const row = result[0] as { user_id: number } | undefined;
      return row ? Number(row.user_id) : null;
    },
  };
}
