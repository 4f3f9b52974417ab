import type { Outcome, Statement } from '@receipts/contract';
import { json, type TestContext } from './harness';
import { STATEMENTS_URL, postStatement, predictionPayload } from './content';

/** A clock tests move: `clock.now` goes into the app config. */
export function movableClock(start: string) {
  let at = new Date(start);
  return {
    now: () => new Date(at),
    set: (instant: string) => (at = new Date(instant)),
    addDays: (days: number) => (at = new Date(at.getTime() + days * 86_400_000)),
  };
}

/** A prediction with no event date (locked at once), resolved by staff. */
export async function resolvedPrediction(
  ctx: TestContext,
  author: Record<string, string>,
  staff: Record<string, string>,
  outcome: Outcome,
  overrides: Parameters<typeof predictionPayload>[0] = {},
): Promise<Statement> {
  const created = await postStatement(ctx, author, predictionPayload({ event_date: null, ...overrides }));
  return setOutcome(ctx, staff, created.id, outcome);
}

export async function setOutcome(ctx: TestContext, staff: Record<string, string>, id: number, outcome: Outcome): Promise<Statement> {
  const response = await ctx.app.inject({ method: 'PATCH', url: `${STATEMENTS_URL}${id}/outcome/`, headers: staff, payload: { outcome } });
  if (response.statusCode !== 200) throw new Error(`outcome failed: ${response.statusCode} ${response.body}`);
  return json<Statement>(response);
}
