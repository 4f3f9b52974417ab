import { sql } from 'drizzle-orm';
import type { Catalog, Statement } from '@receipts/contract';
import { rowsOf } from '../../../repositories/sql';
import { cookieHeaders, createTestApp, createUserWithSession, json, type TestContext } from '../../../test/harness';
import { STATEMENTS_URL, insertStatements, opinionPayload, postStatement, predictionPayload } from '../../../test/content';
import { statementSchema } from '@receipts/contract/schemas';

let ctx: TestContext;
let member: Awaited<ReturnType<typeof createUserWithSession>>;
let other: Awaited<ReturnType<typeof createUserWithSession>>;
let staff: Awaited<ReturnType<typeof createUserWithSession>>;

beforeAll(async () => {
  ctx = await createTestApp();
  member = await createUserWithSession(ctx, { displayName: 'Member Display' });
  other = await createUserWithSession(ctx);
  staff = await createUserWithSession(ctx, { isStaff: true });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });
const list = async (query: string, headers: Record<string, string> = {}) => {
  const response = await get(`${STATEMENTS_URL}?${query}`, headers);
  expect(response.statusCode).toBe(200);
  return json<Statement[]>(response);
};

describe('GET /api/content-api/catalog/', () => {
  it('serves the four leagues, every team of each, a few players per team and the four topics', async () => {
    const response = await get('/api/content-api/catalog/');
    expect(response.statusCode).toBe(200);
    const catalog = json<Catalog>(response);
    expect(catalog.leagues.map((league) => league.id)).toEqual(['NBA', 'NFL', 'MLB', 'NHL']);
    expect(catalog.topics).toEqual([
      { id: 'playoffs', name: 'Playoffs' },
      { id: 'regular-season', name: 'Regular Season' },
      { id: 'awards', name: 'Awards' },
      { id: 'draft', name: 'Draft' },
    ]);
    const leagueIds = new Set(catalog.leagues.map((league) => league.id));
    const teamIds = new Set(catalog.teams.map((team) => team.id));
    const teamsOf = (league: string) => catalog.teams.filter((team) => team.league === league);
    expect(catalog.leagues.map((league) => [league.id, teamsOf(league.id).length])).toEqual([
      ['NBA', 30],
      ['NFL', 32],
      ['MLB', 30],
      ['NHL', 32],
    ]);
    // Real names and cities, listed by name within a league (the create form's order).
    expect(teamsOf('NFL').map((team) => team.name)).toContain('Buffalo Bills');
    expect(teamsOf('NHL').map((team) => team.name)).toContain('Utah Mammoth');
    for (const league of catalog.leagues) {
      const names = teamsOf(league.id).map((team) => team.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    }
    expect(new Set(catalog.teams.map((team) => team.id)).size).toBe(catalog.teams.length);
    expect(catalog.teams.every((team) => /^[a-z]{3}-[a-z0-9-]+$/.test(team.id))).toBe(true);
    expect(catalog.players.every((player) => /^[a-z]{3}-[a-z0-9-]+$/.test(player.id))).toBe(true);
    expect(catalog.players.find((player) => player.name === 'Nikola Jokić')).toEqual({
      id: 'nba-nikola-jokic',
      name: 'Nikola Jokić',
      team: 'nba-nuggets',
    });
    expect(catalog.teams.every((team) => leagueIds.has(team.league))).toBe(true);
    expect(catalog.players.every((player) => teamIds.has(player.team))).toBe(true);
    for (const team of catalog.teams) expect(catalog.players.filter((player) => player.team === team.id).length).toBeGreaterThanOrEqual(3);
    expect(new Set(catalog.players.map((player) => player.id)).size).toBe(catalog.players.length);
  });
});

describe('POST /api/content-api/statements/', () => {
  it('creates a prediction: pending, confidence default 5, topics named, the author embedded', async () => {
    const { confidence_level: _omit, ...payload } = predictionPayload({ topics: ['playoffs', 'awards', 'playoffs'] });
    const response = await ctx.app.inject({ method: 'POST', url: STATEMENTS_URL, headers: member.headers, payload });
    expect(response.statusCode).toBe(201);
    const created = json<Statement>(response);
    expect(created).toMatchObject({
      title: payload.title,
      body: payload.body,
      statement_type: 'prediction',
      is_hot_take: false,
      prediction_choice: 'Yes',
      confidence_level: 5,
      event_date: '2027-06-15',
      outcome: 'pending',
      resolved_at: null,
      outcome_notes: null,
      locked_at: '2027-06-15T00:00:00.000Z',
      is_locked: false,
      league: 'NBA',
      team_a: 'nba-nuggets',
      votes: { upvotes: 0, downvotes: 0 },
      user_vote: null,
      comment_count: 0,
      user: { id: member.user.id, username: member.user.username, display_name: 'Member Display', photoURL: null },
    });
    expect(created.topics).toEqual([
      { id: 'awards', name: 'Awards' },
      { id: 'playoffs', name: 'Playoffs' },
    ]);
    expect(new Date(created.created_at).toISOString()).toBe(created.created_at);
    const detail = await get(`${STATEMENTS_URL}${created.id}/`);
    expect(json(detail)).toEqual(created);
  });

  it('creates an opinion: not_applicable, hot take kept, prediction fields dropped, text trimmed', async () => {
    const created = await postStatement(
      ctx,
      member.headers,
      opinionPayload({ title: '  Spaced out  ', prediction_choice: 'ignored', confidence_level: 9, event_date: '2027-01-01' }),
    );
    expect(created).toMatchObject({
      title: 'Spaced out',
      statement_type: 'opinion',
      is_hot_take: true,
      outcome: 'not_applicable',
      prediction_choice: null,
      confidence_level: null,
      event_date: null,
      topics: [],
      league: null,
    });
  });

  it('fills league from the team and team from the player; an empty event date means none', async () => {
    const created = await postStatement(
      ctx,
      member.headers,
      predictionPayload({ league: null, team_a: null, player: 'nhl-evan-bouchard', event_date: '', topics: [] }),
    );
    expect(created).toMatchObject({ league: 'NHL', team_a: 'nhl-oilers', player: 'nhl-evan-bouchard', event_date: null });
  });

  it('lists exactly the missing required fields (blank counts as missing)', async () => {
    const post = (payload: object) => ctx.app.inject({ method: 'POST', url: STATEMENTS_URL, headers: member.headers, payload });
    const both = await post({ statement_type: 'opinion' });
    expect(both.statusCode).toBe(400);
    expect(json(both)).toMatchObject({
      detail: 'Missing required fields: title, body',
      errors: { 'body.title': expect.any(Array), 'body.body': expect.any(Array) },
    });
    const choice = await post({ statement_type: 'prediction', title: 'T', body: '  ', prediction_choice: '' });
    expect(json(choice).detail).toBe('Missing required fields: body, prediction_choice');
    const onlyTitle = await post({ statement_type: 'opinion', title: null, body: 'B' });
    expect(json(onlyTitle).detail).toBe('Missing required fields: title');
  });

  it.each([
    ['a title over 255 characters', { title: 'x'.repeat(256) }, 'body.title'],
    ['confidence 0', { confidence_level: 0 }, 'body.confidence_level'],
    ['confidence 11', { confidence_level: 11 }, 'body.confidence_level'],
    ['a fractional confidence', { confidence_level: 5.5 }, 'body.confidence_level'],
    ['a slash date', { event_date: '2027/06/15' }, 'body.event_date'],
    ['an impossible date', { event_date: '2027-02-30' }, 'body.event_date'],
    ['an unknown statement type', { statement_type: 'rumour' }, 'body.statement_type'],
    ['a numeric title', { title: 42 }, 'body.title'],
    ['topics that are not a list', { topics: 'playoffs' }, 'body.topics'],
  ])('rejects %s with a field error', async (_name, patch, field) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: STATEMENTS_URL,
      headers: member.headers,
      payload: { ...predictionPayload(), ...patch },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json(response).errors)).toContain(field);
  });

  it.each([
    ['an unknown league', { league: 'XFL', team_a: null }, 'body.league'],
    ['a team of another league', { league: 'NFL', team_a: 'nba-nuggets' }, 'body.team_a'],
    ['an unknown team', { team_a: 'nba-sonics' }, 'body.team_a'],
    ['a player of another team', { team_a: 'nba-nuggets', player: 'nba-tyler-herro' }, 'body.player'],
    ['an unknown player', { player: 'nobody' }, 'body.player'],
    ['an unknown topic', { topics: ['playoffs', 'gossip'] }, 'body.topics'],
  ])('checks the catalogue: %s is a 400', async (_name, patch, field) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: STATEMENTS_URL,
      headers: member.headers,
      payload: predictionPayload(patch),
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toHaveProperty([field]);
  });

  it('needs a signed-in user (401), before looking at the body', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: STATEMENTS_URL, payload: { nonsense: true } });
    expect(response.statusCode).toBe(401);
  });

  it('accepts a cookie session with the CSRF header, refuses one without', async () => {
    const ok = await ctx.app.inject({
      method: 'POST',
      url: STATEMENTS_URL,
      headers: cookieHeaders(member.token),
      payload: opinionPayload(),
    });
    expect(ok.statusCode).toBe(201);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: STATEMENTS_URL,
      headers: { cookie: `sessionid=${member.token}` },
      payload: opinionPayload(),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses NUL characters (PostgreSQL text cannot hold them) with a 400, not a 500', async () => {
    const body = await ctx.app.inject({
      method: 'POST',
      url: STATEMENTS_URL,
      headers: member.headers,
      payload: opinionPayload({ title: 'nul\u0000here' }),
    });
    expect(body.statusCode).toBe(400);
    expect(json(body).errors).toEqual({ 'body.title': ['Must not contain NUL characters.'] });
    expect((await get(`${STATEMENTS_URL}?search=%00`)).statusCode).toBe(400);
    expect((await get('/api/users/%00/profile/')).statusCode).toBe(400);
  });

  it('rejects a body that is not JSON, or not an object', async () => {
    const text = await ctx.app.inject({
      method: 'POST',
      url: STATEMENTS_URL,
      headers: { ...member.headers, 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(text.statusCode).toBe(400);
    const array = await ctx.app.inject({
      method: 'POST',
      url: STATEMENTS_URL,
      headers: member.headers,
      payload: [1, 2] as unknown as object,
    });
    expect(array.statusCode).toBe(400);
  });
});

describe('GET /api/content-api/statements/ (list)', () => {
  let fixture: TestContext;
  let author: Awaited<ReturnType<typeof createUserWithSession>>;
  let viewer: Awaited<ReturnType<typeof createUserWithSession>>;
  let ids: number[];
  const base = Date.parse('2026-11-01T12:00:00Z');
  const at = (minutes: number) => new Date(base + minutes * 60_000);

  beforeAll(async () => {
    fixture = await createTestApp();
    author = await createUserWithSession(fixture, { name: 'Author Person' });
    viewer = await createUserWithSession(fixture);
    ids = await insertStatements(fixture, [
      {
        userId: author.user.id,
        statementType: 'prediction',
        outcome: 'pending',
        league: 'NBA',
        title: 'Celtics repeat',
        createdAt: at(1),
        score: 5,
        upvotes: 5,
        topics: ['playoffs'],
      },
      {
        userId: author.user.id,
        statementType: 'prediction',
        outcome: 'correct',
        league: 'NBA',
        title: 'Lakers collapse',
        createdAt: at(2),
        score: 9,
        upvotes: 9,
        topics: ['playoffs', 'awards'],
      },
      {
        userId: viewer.user.id,
        statementType: 'prediction',
        outcome: 'incorrect',
        league: 'NFL',
        title: 'Bills in the final',
        createdAt: at(3),
        score: -2,
        downvotes: 2,
        topics: ['draft'],
      },
      {
        userId: viewer.user.id,
        statementType: 'prediction',
        outcome: 'push',
        league: 'NBA',
        title: 'Exactly 50 wins',
        createdAt: at(4),
        score: 1,
        upvotes: 1,
      },
      {
        userId: author.user.id,
        statementType: 'opinion',
        outcome: 'not_applicable',
        league: 'MLB',
        isHotTake: true,
        title: 'Pitch clock ruined baseball',
        body: '100% serious_take',
        createdAt: at(5),
        score: 3,
        upvotes: 3,
      },
      {
        userId: author.user.id,
        statementType: 'opinion',
        outcome: 'not_applicable',
        league: 'NHL',
        title: 'Shootouts are fine',
        createdAt: at(6),
        score: 0,
      },
      {
        userId: viewer.user.id,
        statementType: 'prediction',
        outcome: 'correct',
        league: 'NBA',
        title: 'Heat upset',
        createdAt: at(7),
        score: 9,
        upvotes: 9,
        topics: ['regular-season'],
      },
    ]);
    await fixture.database.db.execute(
      sql`INSERT INTO votes (user_id, statement_id, vote_type) VALUES (${viewer.user.id}, ${ids[1]}, 'upvote')`,
    );
  });
  afterAll(() => fixture.close());

  const titles = async (query: string, headers: Record<string, string> = {}) => {
    const response = await fixture.app.inject({ url: `${STATEMENTS_URL}?${query}`, headers });
    expect(response.statusCode).toBe(200);
    return json<Statement[]>(response).map((statement) => statement.title);
  };

  it('returns newest first with every Statement field', async () => {
    const response = await fixture.app.inject({ url: STATEMENTS_URL });
    const items = json<Statement[]>(response);
    // The feed is serialised without zod (trustedJsonSerializer): hold it to the exact schema here.
    for (const item of items) expect(statementSchema.strict().parse(item)).toEqual(item);
    expect(items.map((item) => item.id)).toEqual([...ids].reverse());
    expect(items[6]).toEqual({
      id: ids[0],
      title: 'Celtics repeat',
      body: 'Body',
      statement_type: 'prediction',
      is_hot_take: false,
      created_at: at(1).toISOString(),
      user: { id: author.user.id, username: author.user.username, display_name: 'Author Person', photoURL: null },
      votes: { upvotes: 5, downvotes: 0 },
      user_vote: null,
      comment_count: 0,
      topics: [{ id: 'playoffs', name: 'Playoffs' }],
      league: 'NBA',
      team_a: null,
      player: null,
      team_name: null,
      player_name: null,
      prediction_choice: null,
      confidence_level: null,
      event_date: null,
      outcome: 'pending',
      resolved_at: null,
      outcome_notes: null,
      // No event date: final from its creation.
      locked_at: at(1).toISOString(),
      is_locked: true,
      // A member's own take, not a receipt of a pundit.
      attribution: null,
      source_status: null,
      source_confirms: 0,
      source_disputes: 0,
      source_uncounted_confirms: 0,
      source_uncounted_disputes: 0,
      user_source_check: null,
    });
  });

  it('pages with page and per_page (default 10), past the end is empty', async () => {
    expect(await titles('per_page=2')).toEqual(['Heat upset', 'Shootouts are fine']);
    expect(await titles('per_page=2&page=2')).toEqual(['Pitch clock ruined baseball', 'Exactly 50 wins']);
    expect(await titles('per_page=2&page=4')).toEqual(['Celtics repeat']);
    expect(await titles('per_page=2&page=5')).toEqual([]);
    expect(await titles('page=1')).toHaveLength(7);
  });

  it('filters by type, league (any case), topic, hot take and user id', async () => {
    expect(await titles('type=opinion')).toEqual(['Shootouts are fine', 'Pitch clock ruined baseball']);
    expect(await titles('league=nba&type=prediction')).toEqual(['Heat upset', 'Exactly 50 wins', 'Lakers collapse', 'Celtics repeat']);
    expect(await titles('topic=playoffs')).toEqual(['Lakers collapse', 'Celtics repeat']);
    expect(await titles('is_hot_take=true')).toEqual(['Pitch clock ruined baseball']);
    expect(await titles('is_hot_take=false')).toHaveLength(6);
    expect(await titles(`user_id=${viewer.user.id}`)).toEqual(['Heat upset', 'Exactly 50 wins', 'Bills in the final']);
  });

  it('filters by one outcome or a comma list, alone or with a league, in every order and page', async () => {
    expect(await titles('outcome=pending')).toEqual(['Celtics repeat']);
    expect(await titles('outcome=correct,incorrect,push')).toEqual([
      'Heat upset',
      'Exactly 50 wins',
      'Bills in the final',
      'Lakers collapse',
    ]);
    expect(await titles('outcome=correct,incorrect,push&per_page=2&page=2')).toEqual(['Bills in the final', 'Lakers collapse']);
    expect(await titles('league=NBA&outcome=correct,push')).toEqual(['Heat upset', 'Exactly 50 wins', 'Lakers collapse']);
    expect(await titles('league=NBA&outcome=correct,push&sort_by=popular')).toEqual(['Heat upset', 'Lakers collapse', 'Exactly 50 wins']);
    expect(await titles('outcome=correct, correct')).toEqual(['Heat upset', 'Lakers collapse']);
  });

  it('searches the words of title and body (full text: any case, stemmed, the last word as a prefix), wildcards taken literally', async () => {
    expect(await titles('search=LAKERS')).toEqual(['Lakers collapse']);
    expect(await titles('search=laker')).toEqual(['Lakers collapse']);
    expect(await titles('search=lak')).toEqual(['Lakers collapse']);
    expect(await titles('search=100%25')).toEqual(['Pitch clock ruined baseball']);
    expect(await titles('search=serious_take')).toEqual(['Pitch clock ruined baseball']);
    expect(await titles('search=clock%20baseb')).toEqual(['Pitch clock ruined baseball']);
    // Every word must be there; a search with no word (only punctuation) matches nothing.
    expect(await titles('search=clock%20lakers')).toEqual([]);
    expect(await titles('search=%25')).toEqual([]);
    expect(await titles('search=_')).toEqual([]);
  });

  it('pages a search in the list order with the other filters, found among the first rows or through the index alike', async () => {
    // 'Body' is the body of six: a page of 2 is found among the list's first rows, a page of 10 is not.
    expect(await titles('search=body&per_page=2&page=2')).toEqual(['Exactly 50 wins', 'Bills in the final']);
    expect((await titles('search=body&per_page=10')).slice(2, 4)).toEqual(['Exactly 50 wins', 'Bills in the final']);
    expect(await titles('search=body&sort_by=popular&per_page=3')).toEqual(['Heat upset', 'Lakers collapse', 'Celtics repeat']);
    const popular = (await titles('sort_by=popular&per_page=50')).filter((title) => title !== 'Pitch clock ruined baseball');
    expect(await titles('search=body&sort_by=popular&per_page=50')).toEqual(popular);
    expect(await titles('search=body&league=NBA&outcome=correct,push&per_page=1&page=2')).toEqual(['Exactly 50 wins']);
    expect(await titles('search=body&league=NBA&outcome=correct,push&per_page=10')).toEqual([
      'Heat upset',
      'Exactly 50 wins',
      'Lakers collapse',
    ]);
    expect(await titles('search=serious&type=opinion&is_hot_take=true')).toEqual(['Pitch clock ruined baseball']);
    expect(await titles(`search=collapse&user_id=${author.user.id}`)).toEqual(['Lakers collapse']);
    expect(await titles('search=collapse&topic=playoffs&per_page=1')).toEqual(['Lakers collapse']);
  });

  it('sorts by popularity (score, then newest id)', async () => {
    expect(await titles('sort_by=popular&per_page=3')).toEqual(['Heat upset', 'Lakers collapse', 'Celtics repeat']);
    expect(await titles('sort_by=created_at&per_page=1')).toEqual(['Heat upset']);
  });

  it("shows the viewer's own vote", async () => {
    const response = await fixture.app.inject({ url: `${STATEMENTS_URL}?league=NBA&outcome=correct`, headers: viewer.headers });
    const byTitle = Object.fromEntries(json<Statement[]>(response).map((item) => [item.title, item.user_vote]));
    expect(byTitle).toEqual({ 'Heat upset': null, 'Lakers collapse': 'upvote' });
  });

  it('user_id=current lists the signed-in user’s statements and needs a session', async () => {
    expect(await titles('user_id=current', author.headers)).toEqual([
      'Shootouts are fine',
      'Pitch clock ruined baseball',
      'Lakers collapse',
      'Celtics repeat',
    ]);
    const visitor = await fixture.app.inject({ url: `${STATEMENTS_URL}?user_id=current` });
    expect(visitor.statusCode).toBe(401);
  });

  it('ignores empty filters and unknown parameters such as the _t cache-buster', async () => {
    expect(await titles('type=&league=&topic=&outcome=&search=&_t=1732000000000&per_page=1')).toEqual(['Heat upset']);
  });

  it.each([
    ['page=0', 'querystring.page'],
    ['page=-1', 'querystring.page'],
    ['page=abc', 'querystring.page'],
    ['page=1.5', 'querystring.page'],
    ['page=99999999999', 'querystring.page'],
    ['per_page=51', 'querystring.per_page'],
    ['per_page=0', 'querystring.per_page'],
    ['type=rumour', 'querystring.type'],
    ['outcome=maybe', 'querystring.outcome'],
    ['outcome=correct,maybe', 'querystring.outcome'],
    ['outcome=,', 'querystring.outcome'],
    ['sort_by=oldest', 'querystring.sort_by'],
    ['league=XFL', 'querystring.league'],
    ['topic=gossip', 'querystring.topic'],
    ['is_hot_take=maybe', 'querystring.is_hot_take'],
    ['user_id=someone', 'querystring.user_id'],
    ['user_id=0', 'querystring.user_id'],
    ['user_id=99999999999', 'querystring.user_id'],
    ['page=1&page=2', 'querystring.page'],
  ])('rejects %s with 400 and a field error', async (query, field) => {
    const response = await fixture.app.inject({ url: `${STATEMENTS_URL}?${query}` });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toHaveProperty([field]);
  });
});

describe('GET /api/content-api/statements/{id}/', () => {
  it('answers 404 for a missing statement and 400 for a bad id', async () => {
    expect((await get(`${STATEMENTS_URL}999999/`)).statusCode).toBe(404);
    expect(json(await get(`${STATEMENTS_URL}999999/`)).detail).toBe('Statement not found.');
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999999999999', '1e3']) {
      const response = await get(`${STATEMENTS_URL}${bad}/`);
      expect(response.statusCode).toBe(400);
      expect(json(response).errors).toHaveProperty(['params.id']);
    }
  });
});

describe('DELETE /api/content-api/statements/{id}/', () => {
  it('lets the author delete, taking votes, comments and topics with it', async () => {
    const statement = await postStatement(ctx, member.headers, predictionPayload());
    await ctx.app.inject({
      method: 'POST',
      url: '/api/content-api/votes/toggle/',
      headers: other.headers,
      payload: { statement_id: statement.id, vote_type: 'upvote' },
    });
    const comment = await ctx.app.inject({
      method: 'POST',
      url: '/api/content-api/comments/',
      headers: other.headers,
      payload: { statement: statement.id, text: 'hi' },
    });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/content-api/comments/${json(comment).id}/vote/`,
      headers: member.headers,
      payload: { vote_type: 'upvote' },
    });
    const response = await ctx.app.inject({ method: 'DELETE', url: `${STATEMENTS_URL}${statement.id}/`, headers: member.headers });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await get(`${STATEMENTS_URL}${statement.id}/`)).statusCode).toBe(404);
    const [left] = await rowsOf<{ n: string }>(
      ctx.database.db,
      sql`SELECT (SELECT count(*) FROM votes WHERE statement_id = ${statement.id}) + (SELECT count(*) FROM comments WHERE statement_id = ${statement.id})
        + (SELECT count(*) FROM statement_topics WHERE statement_id = ${statement.id}) + (SELECT count(*) FROM comment_votes WHERE comment_id = ${json(comment).id}) AS n`,
    );
    expect(Number(left.n)).toBe(0);
  });

  it('refuses someone else (403) and visitors (401); staff may delete any; missing is 404', async () => {
    const statement = await postStatement(ctx, member.headers, opinionPayload());
    const url = `${STATEMENTS_URL}${statement.id}/`;
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: other.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: staff.headers })).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: staff.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${STATEMENTS_URL}abc/`, headers: staff.headers })).statusCode).toBe(400);
  });
});

describe('PATCH /api/content-api/statements/{id}/outcome/', () => {
  const patch = (id: number | string, payload: object, headers = staff.headers) =>
    ctx.app.inject({ method: 'PATCH', url: `${STATEMENTS_URL}${id}/outcome/`, headers, payload });

  it('lets staff resolve a locked prediction, sets resolved_at, and audits every change', async () => {
    const statement = await postStatement(ctx, member.headers, predictionPayload({ event_date: null }));
    expect(statement).toMatchObject({ is_locked: true, locked_at: statement.created_at });
    const resolved = await patch(statement.id, { outcome: 'correct', outcome_notes: 'Called it.' });
    expect(resolved.statusCode).toBe(200);
    expect(json<Statement>(resolved)).toMatchObject({
      id: statement.id,
      outcome: 'correct',
      outcome_notes: 'Called it.',
      resolved_at: expect.any(String),
    });
    const flipped = json<Statement>(await patch(statement.id, { outcome: 'push' }));
    expect(flipped).toMatchObject({ outcome: 'push', outcome_notes: 'Called it.' });
    const reopened = json<Statement>(await patch(statement.id, { outcome: 'pending', outcome_notes: '' }));
    expect(reopened).toMatchObject({ outcome: 'pending', resolved_at: null, outcome_notes: null });
    const audit = await rowsOf<{ changed_by: number; old_outcome: string; new_outcome: string; changed_at: string }>(
      ctx.database.db,
      sql`SELECT changed_by, old_outcome, new_outcome, changed_at FROM outcome_audit WHERE statement_id = ${statement.id} ORDER BY id`,
    );
    expect(audit.map((row) => [Number(row.changed_by), row.old_outcome, row.new_outcome])).toEqual([
      [staff.user.id, 'pending', 'correct'],
      [staff.user.id, 'correct', 'push'],
      [staff.user.id, 'push', 'pending'],
    ]);
    expect(audit.every((row) => row.changed_at)).toBe(true);
  });

  it('is staff only (403; 401 for visitors), predictions only (400), validated (400), 404 when missing', async () => {
    const prediction = await postStatement(ctx, member.headers, predictionPayload());
    const opinion = await postStatement(ctx, member.headers, opinionPayload());
    expect((await patch(prediction.id, { outcome: 'correct' }, member.headers)).statusCode).toBe(403);
    expect((await patch(prediction.id, { outcome: 'correct' }, {})).statusCode).toBe(401);
    const onOpinion = await patch(opinion.id, { outcome: 'correct' });
    expect(onOpinion.statusCode).toBe(400);
    expect(json(onOpinion).detail).toBe('Only predictions have an outcome.');
    for (const body of [{ outcome: 'maybe' }, {}, { outcome: 'correct', outcome_notes: 5 }]) {
      expect((await patch(prediction.id, body)).statusCode).toBe(400);
    }
    expect((await patch(999999, { outcome: 'correct' })).statusCode).toBe(404);
    expect((await patch('x', { outcome: 'correct' })).statusCode).toBe(400);
    expect(json<Statement>(await get(`${STATEMENTS_URL}${prediction.id}/`)).outcome).toBe('pending');
  });
});

describe('list defaults on the shared app', () => {
  it('caps a page at 50 and defaults to 10', async () => {
    const many = await createUserWithSession(ctx);
    await insertStatements(
      ctx,
      Array.from({ length: 55 }, (_, i) => ({ userId: many.user.id, title: `Bulk ${i}` })),
    );
    expect(await list(`user_id=${many.user.id}`)).toHaveLength(10);
    expect(await list(`user_id=${many.user.id}&per_page=50`)).toHaveLength(50);
    expect((await list(`user_id=${many.user.id}&per_page=50&page=2`)).map((s) => s.title)).toEqual([
      'Bulk 4',
      'Bulk 3',
      'Bulk 2',
      'Bulk 1',
      'Bulk 0',
    ]);
  });
});
