import type { Statement, StatementPage } from '@receipts/contract';
import { createTestApp, createUserWithSession, json, type TestContext } from '../../../test/harness';
import { STATEMENTS_URL, insertStatements, postStatement, predictionPayload } from '../../../test/content';

/** The feed filtered by a statement's team or player (the chips on a card and on the detail page). */
let ctx: TestContext;
const base = Date.parse('2026-11-01T12:00:00Z');
const at = (minutes: number) => new Date(base + minutes * 60_000);

beforeAll(async () => {
  ctx = await createTestApp();
  const author = await createUserWithSession(ctx);
  await insertStatements(ctx, [
    { userId: author.user.id, league: 'NFL', teamA: 'nfl-bills', player: 'nfl-josh-allen', title: 'Allen is the MVP', createdAt: at(1) },
    { userId: author.user.id, league: 'NFL', teamA: 'nfl-bills', title: 'Bills defence is elite', createdAt: at(2) },
    { userId: author.user.id, league: 'NFL', teamA: 'nfl-chiefs', player: 'nfl-patrick-mahomes', title: 'Mahomes again', createdAt: at(3) },
    { userId: author.user.id, league: 'NFL', title: 'The NFL season is too long', createdAt: at(4) },
    // A player who is no longer in the catalogue (an older roster): listed, but without a name.
    {
      userId: author.user.id,
      league: 'NBA',
      teamA: 'nba-heat',
      player: 'nba-heat-omar-redfield',
      title: 'An old roster',
      createdAt: at(5),
    },
    {
      userId: author.user.id,
      league: 'NFL',
      teamA: 'nfl-bills',
      title: 'A deleted Bills take',
      createdAt: at(6),
      deletedAt: at(7),
    },
  ]);
});
afterAll(() => ctx.close());

const list = async (query: string) => {
  const response = await ctx.app.inject({ url: `${STATEMENTS_URL}?${query}` });
  expect(response.statusCode).toBe(200);
  return json<Statement[]>(response);
};
const titles = async (query: string) => (await list(query)).map((statement) => statement.title);

describe('GET /api/content-api/statements/ by team and player', () => {
  it('filters by a team (any case), newest first, live statements only', async () => {
    expect(await titles('team=nfl-bills')).toEqual(['Bills defence is elite', 'Allen is the MVP']);
    expect(await titles('team=NFL-Bills')).toEqual(['Bills defence is elite', 'Allen is the MVP']);
    expect(await titles('team=nfl-chiefs&sort_by=popular')).toEqual(['Mahomes again']);
  });

  it('filters by a player, and combines with the league and the other filters', async () => {
    expect(await titles('player=nfl-josh-allen')).toEqual(['Allen is the MVP']);
    expect(await titles('team=nfl-bills&player=nfl-josh-allen')).toEqual(['Allen is the MVP']);
    expect(await titles('league=NFL&team=nfl-bills&per_page=1')).toEqual(['Bills defence is elite']);
    expect(await titles('league=NBA&team=nfl-bills')).toEqual([]);
    expect(await titles('team=nfl-bills&player=nfl-patrick-mahomes')).toEqual([]);
    expect(await titles('team=&player=&per_page=1')).toEqual(['An old roster']);
  });

  it('pages by cursor with the filter kept', async () => {
    const first = json<StatementPage>(await ctx.app.inject({ url: `${STATEMENTS_URL}?team=nfl-bills&cursor=first&per_page=1` }));
    expect(first.results.map((s) => s.title)).toEqual(['Bills defence is elite']);
    const next = json<StatementPage>(
      await ctx.app.inject({ url: `${STATEMENTS_URL}?team=nfl-bills&per_page=1&cursor=${encodeURIComponent(first.next_cursor!)}` }),
    );
    expect(next.results.map((s) => s.title)).toEqual(['Allen is the MVP']);
  });

  it('names the team and player from the catalogue, and null for an id it no longer holds', async () => {
    const [allen] = await list('player=nfl-josh-allen');
    expect(allen).toMatchObject({
      league: 'NFL',
      team_a: 'nfl-bills',
      team_name: 'Buffalo Bills',
      player: 'nfl-josh-allen',
      player_name: 'Josh Allen',
    });
    const [old] = await list('league=NBA');
    expect(old).toMatchObject({ team_name: 'Miami Heat', player: 'nba-heat-omar-redfield', player_name: null });
    const [none] = await list('league=NFL&per_page=1');
    expect(none).toMatchObject({ title: 'The NFL season is too long', team_a: null, team_name: null, player_name: null });
  });

  it('names them on a new statement and on its detail page too', async () => {
    const member = await createUserWithSession(ctx);
    const created = await postStatement(
      ctx,
      member.headers,
      predictionPayload({ league: 'NHL', team_a: 'nhl-oilers', player: 'nhl-connor-mcdavid', title: 'McDavid wins the Hart' }),
    );
    expect(created).toMatchObject({ team_name: 'Edmonton Oilers', player_name: 'Connor McDavid' });
    const detail = json<Statement>(await ctx.app.inject({ url: `${STATEMENTS_URL}${created.id}/` }));
    expect(detail).toMatchObject({ team_name: 'Edmonton Oilers', player_name: 'Connor McDavid' });
    expect(await titles('team=nhl-oilers')).toEqual(['McDavid wins the Hart']);
  });

  it.each([
    ['an unknown team', 'team=nfl-nowhere', 'querystring.team'],
    ['a team no longer in the league', 'team=nba-sonics', 'querystring.team'],
    ['an unknown player', 'player=nobody', 'querystring.player'],
    ['a player no longer in the catalogue', 'player=nba-heat-omar-redfield', 'querystring.player'],
    ['a 500-character team', `team=${'x'.repeat(500)}`, 'querystring.team'],
    ['two teams', 'team=nfl-bills&team=nfl-jets', 'querystring.team'],
  ])('refuses %s with a 400 and a field error', async (_name, query, field) => {
    const response = await ctx.app.inject({ url: `${STATEMENTS_URL}?${query}` });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toHaveProperty([field]);
  });
});
