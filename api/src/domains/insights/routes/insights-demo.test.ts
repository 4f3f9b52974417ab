import type { InsightsResponse, Statement } from '@receipts/contract';
import { createTestApp, json, type TestContext } from '../../../test/harness';
import { decayHotRanks } from '../../search/data/trending';
import { seedDemoData } from '../../../seed';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.database.db);
  await decayHotRanks(ctx.database.db, new Date()); // what the server's start-up run does after the seed
});
afterAll(() => ctx.close());

describe('the demo seed', () => {
  it('puts every /insights section above its minimum (so the demo shows them all)', async () => {
    const body = json<InsightsResponse>(await ctx.app.inject({ url: '/api/insights/' }));
    const sections = {
      byLeague: body.accuracy_by_league.based_on,
      byTopic: body.accuracy_by_topic.based_on,
      calibration: body.calibration.based_on,
      contested: body.contested.based_on,
      upcoming: body.upcoming.based_on,
      sharpest: body.sharpest.based_on,
    };
    for (const [name, basedOn] of Object.entries(sections)) expect([name, basedOn >= body.min_predictions]).toEqual([name, true]);
    expect(body.contested.predictions.length).toBeGreaterThan(0);
    expect(body.upcoming.leagues.length).toBeGreaterThan(0);
    expect(body.sharpest.analysts.length).toBeGreaterThan(0);
  });

  it('has statements trending this week, hottest first', async () => {
    const week = json<Statement[]>(await ctx.app.inject({ url: '/api/content-api/trending/?tab=all&window=week&per_page=50' }));
    expect(week.length).toBeGreaterThan(5);
    expect(week.every((statement) => Date.parse(statement.created_at) >= Date.now() - 7 * 86_400_000)).toBe(true);
  });
});
