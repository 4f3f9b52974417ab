import type { AttributionInput, CreateStatementRequest, SourceCheckResponse, SourceVerdict, Statement } from '@receipts/contract';
import { commentators, podcasts, shows } from '../db/schema';
import { json, type TestContext } from './harness';
import { STATEMENTS_URL, postStatement, predictionPayload } from './content';
import { setOutcome } from './track-record';

/** Two commentators, a podcast and a show to attribute receipts to. */
export async function insertPundits(ctx: TestContext): Promise<void> {
  await ctx.database.db.insert(commentators).values([
    { slug: 'ana-alvarez', name: 'Ana Alvarez', photoUrl: 'https://example.test/ana.png' },
    { slug: 'ben-brooks', name: 'Ben Brooks' },
  ]);
  await ctx.database.db.insert(podcasts).values({ slug: 'the-lowdown', name: 'The Lowdown' });
  await ctx.database.db.insert(shows).values({ slug: 'game-night', name: 'Game Night' });
}

export const attribution = (overrides: Partial<AttributionInput> = {}): AttributionInput => ({
  kind: 'commentator',
  slug: 'ana-alvarez',
  source_url: 'https://example.test/episode-12',
  said_at: '2026-11-18',
  quote: 'They win it all.',
  ...overrides,
});

/** A receipt posted through the API: a prediction with no event date unless given (so locked at once). */
export const postReceipt = (
  ctx: TestContext,
  headers: Record<string, string>,
  said: Partial<AttributionInput> = {},
  overrides: Partial<CreateStatementRequest> = {},
): Promise<Statement> => postStatement(ctx, headers, predictionPayload({ event_date: null, attribution: attribution(said), ...overrides }));

export const checkSource = (ctx: TestContext, headers: Record<string, string>, id: number, verdict: SourceVerdict) =>
  ctx.app.inject({ method: 'POST', url: `${STATEMENTS_URL}${id}/source-check/`, headers, payload: { verdict } });

export const settleSource = (ctx: TestContext, headers: Record<string, string>, id: number, source_status: string) =>
  ctx.app.inject({ method: 'PATCH', url: `${STATEMENTS_URL}${id}/source-status/`, headers, payload: { source_status } });

/** A receipt the source check confirmed (by staff) and staff resolved. */
export async function countedReceipt(
  ctx: TestContext,
  poster: Record<string, string>,
  staff: Record<string, string>,
  outcome: 'correct' | 'incorrect' | 'push',
  said: Partial<AttributionInput> = {},
  overrides: Partial<CreateStatementRequest> = {},
): Promise<Statement> {
  const receipt = await postReceipt(ctx, poster, said, overrides);
  const settled = await settleSource(ctx, staff, receipt.id, 'confirmed');
  if (settled.statusCode !== 200) throw new Error(`settle failed: ${settled.statusCode} ${settled.body}`);
  return setOutcome(ctx, staff, receipt.id, outcome);
}

export const checkOf = (response: Awaited<ReturnType<typeof checkSource>>) => json<SourceCheckResponse>(response);
