import { sql, type SQL } from 'drizzle-orm';
import type { Outcome, Statement, StatementType, VoteType } from '@receipts/shared/contract';
import type { Db } from '../db';
import { readRows, rowsOf, type Executor } from './sql';
import { topicsFor } from '@receipts/shared/contract/catalog';
import { isoTimestamp, isoTimestampOrNull, userSummary, type AuthorRow } from '../schemas/common';
import { ORDER, pageIdsSql } from './statement-pages';

export interface StatementFilters {
  type?: StatementType;
  league?: string;
  topic?: string;
  outcomes?: Outcome[];
  search?: string;
  isHotTake?: boolean;
  userId?: number;
  sort: 'created_at' | 'popular';
  page: number;
  perPage: number;
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
}

/** What the track record needs to know of time: the zone of event dates and the clock. */
export interface TrackClock {
  timeZone: string;
  now: () => Date;
}

/**
 * When a prediction locks: the start of its event date in the track record's zone, or its creation when it has
 * no event date (nothing to wait for, so it is final at once); null for opinions.
 */
export const lockedAtSql = (timeZone: string, s = 's'): SQL => {
  const at = sql.raw(s);
  return sql`CASE WHEN ${at}.statement_type = 'prediction' THEN coalesce(timezone(${timeZone}, ${at}.event_date::timestamp), ${at}.created_at) END`;
};

/** Feed pages served through prepared statements (infinite scroll rarely goes deeper). */
const PREPARED_PAGES = 1000;

/** Full statements for the given source of ids: author joined, topics and the viewer's vote per row. */
export function statementsSql(source: SQL, viewerId: number | null, order: SQL, timeZone: string): SQL {
  const viewerVote =
    viewerId === null ? sql`NULL::text` : sql`(SELECT v.vote_type FROM votes v WHERE v.user_id = ${viewerId} AND v.statement_id = s.id)`;
  return sql`
    SELECT s.id, s.user_id, s.statement_type, s.title, s.body, s.is_hot_take, s.league, s.team_a, s.player,
           s.prediction_choice, s.confidence_level, s.event_date, s.outcome, s.resolved_at, s.outcome_notes,
           s.upvotes, s.downvotes, s.comment_count, s.created_at,
           u.username, u.display_name, u.name, u.photo_url,
           ARRAY(SELECT st.topic_id FROM statement_topics st WHERE st.statement_id = s.id ORDER BY st.topic_id) AS topics,
           ${viewerVote} AS user_vote, ${lockedAtSql(timeZone)} AS locked_at
    FROM (${source}) page
    JOIN statements s ON s.id = page.id
    JOIN users u ON u.id = s.user_id
    ORDER BY ${order}`;
}

export function listStatementsSql(filters: StatementFilters, viewerId: number | null, timeZone = 'UTC'): SQL {
  return statementsSql(pageIdsSql(filters), viewerId, ORDER[filters.sort].outer, timeZone);
}

/** One statement; one its owner deleted after lock only when asked (staff resolving it). */
export function statementByIdSql(id: number, viewerId: number | null, timeZone = 'UTC', includeDeleted = false): SQL {
  const live = includeDeleted ? sql`` : sql` AND deleted_at IS NULL`;
  return statementsSql(sql`SELECT id FROM statements WHERE id = ${id}${live}`, viewerId, ORDER.created_at.outer, timeZone);
}

export function toStatement(row: StatementRow, now: Date): Statement {
  const lockedAt = isoTimestampOrNull(row.locked_at);
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
    prediction_choice: row.prediction_choice,
    confidence_level: row.confidence_level == null ? null : Number(row.confidence_level),
    event_date: row.event_date,
    outcome: row.outcome,
    resolved_at: isoTimestampOrNull(row.resolved_at),
    outcome_notes: row.outcome_notes,
    locked_at: lockedAt,
    is_locked: lockedAt !== null && Date.parse(lockedAt) <= now.getTime(),
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
}

export function statementsRepository(db: Db, clock: TrackClock) {
  const get = async (id: number, viewerId: number | null, executor: Executor = db, includeDeleted = false): Promise<Statement | null> => {
    const [row] = await readRows<StatementRow>(executor, statementByIdSql(id, viewerId, clock.timeZone, includeDeleted));
    return row ? toStatement(row, clock.now()) : null;
  };

  return {
    async list(filters: StatementFilters, viewerId: number | null): Promise<Statement[]> {
      // Prepared for the common shapes only: the first pages of the spec's page sizes.
      const prepare = filters.page <= PREPARED_PAGES && (filters.perPage === 10 || filters.perPage === 20 || filters.perPage === 50);
      const now = clock.now();
      return (await readRows<StatementRow>(db, listStatementsSql(filters, viewerId, clock.timeZone), prepare)).map((row) =>
        toStatement(row, now),
      );
    },

    get,

    async create(input: NewStatement): Promise<Statement> {
      return db.transaction(async (tx) => {
        const inserted = await rowsOf(
          tx,
          sql`
          INSERT INTO statements (user_id, statement_type, title, body, is_hot_take, league, team_a, player,
                                  prediction_choice, confidence_level, event_date, outcome, created_at)
          VALUES (${input.userId}, ${input.statementType}, ${input.title}, ${input.body}, ${input.isHotTake}, ${input.league},
                  ${input.teamA}, ${input.player}, ${input.predictionChoice}, ${input.confidenceLevel}, ${input.eventDate},
                  ${input.outcome}, ${clock.now().toISOString()})
          RETURNING id`,
        );
        const id = Number((inserted[0] as { id: string | number }).id);
        if (input.topics.length) {
          const values = input.topics.map((topic) => sql`(${id}, ${topic})`);
          await tx.execute(sql`INSERT INTO statement_topics (statement_id, topic_id) VALUES ${sql.join(values, sql`, `)}`);
        }
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
