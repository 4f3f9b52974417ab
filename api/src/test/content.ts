import { sql } from 'drizzle-orm';
import type { CreateStatementRequest, Statement } from '@receipts/contract';
import { statements, statementTopics } from '../db/schema';
import { rowsOf } from '../repositories/sql';
import { json, type TestContext } from './harness';

export const STATEMENTS_URL = '/api/content-api/statements/';

export const predictionPayload = (overrides: Partial<CreateStatementRequest> = {}): CreateStatementRequest => ({
  title: 'The Denver Nuggets win the NBA title',
  body: 'Depth and health.',
  statement_type: 'prediction',
  prediction_choice: 'Yes',
  confidence_level: 7,
  event_date: '2027-06-15',
  league: 'NBA',
  team_a: 'nba-nuggets',
  topics: ['playoffs'],
  ...overrides,
});

export const opinionPayload = (overrides: Partial<CreateStatementRequest> = {}): CreateStatementRequest => ({
  title: 'The regular season is too long',
  body: 'Cut it by a fifth.',
  statement_type: 'opinion',
  is_hot_take: true,
  ...overrides,
});

/** Creates a statement through the API and returns it. */
export async function postStatement(
  ctx: TestContext,
  headers: Record<string, string>,
  payload: CreateStatementRequest,
): Promise<Statement> {
  const response = await ctx.app.inject({ method: 'POST', url: STATEMENTS_URL, headers, payload });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return json<Statement>(response);
}

type StatementInsert = typeof statements.$inferInsert;

/** Inserts statements directly (fast fixtures for list tests); topics per row optional. */
export async function insertStatements(
  ctx: TestContext,
  rows: (Partial<StatementInsert> & { userId: number; topics?: string[] })[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const { topics = [], ...row } of rows) {
    const [inserted] = await ctx.database.db
      .insert(statements)
      .values({ statementType: 'opinion', title: 'A statement', body: 'Body', ...row })
      .returning({ id: statements.id });
    ids.push(inserted.id);
    if (topics.length)
      await ctx.database.db.insert(statementTopics).values(topics.map((topicId) => ({ statementId: inserted.id, topicId })));
  }
  return ids;
}

/** Stored counters vs. the vote rows, for every statement (or comment) that has either. */
export async function countMismatches(ctx: TestContext, target: 'statement' | 'comment' = 'statement') {
  const [table, voteTable, key] =
    target === 'statement' ? ['statements', 'votes', 'statement_id'] : ['comments', 'comment_votes', 'comment_id'];
  return rowsOf(
    ctx.database.db,
    sql.raw(`
      SELECT t.id, t.upvotes, t.downvotes, coalesce(v.up, 0) AS up, coalesce(v.down, 0) AS down
      FROM ${table} t
      LEFT JOIN (SELECT ${key} AS id, count(*) FILTER (WHERE vote_type = 'upvote') AS up,
                        count(*) FILTER (WHERE vote_type = 'downvote') AS down
                 FROM ${voteTable} GROUP BY ${key}) v ON v.id = t.id
      WHERE t.upvotes <> coalesce(v.up, 0) OR t.downvotes <> coalesce(v.down, 0)
         ${target === 'statement' ? 'OR t.score <> t.upvotes - t.downvotes' : ''}`),
  );
}
