import { sql } from 'drizzle-orm';
import { LEADERBOARD_WINDOWS, type LeaderboardResponse, type PunditLeaderboardResponse, type Statement } from '@receipts/contract';
import { loadConfig } from '../config';
import { users } from '../db/schema';
import { rowsOf } from '../repositories/sql';
import { createTestApp, json, type TestContext } from '../test/harness';
import { countMismatches } from '../test/content';
import { brierUnits, skillOf } from '../domains/track-record/data/scoring';
import { playerById, teamById } from '@receipts/contract/catalog';
import { DEMO_RECEIPTS, RANKED_HIT_RATES } from './receipts';
import { FANTASY, SPORT_OF_LEAGUE } from './directory-data';
import { choiceFitsTitle } from './subjects';
import { seedDemoData } from './index';

let ctx: TestContext;
let devAccountId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  // A development account created before the seed (the accounts work adds these) gets nothing special.
  const [dev] = await ctx.database.db.insert(users).values({ email: 'fan@receipts.test', username: 'fan', name: 'Fan' }).returning();
  devAccountId = dev.id;
  await seedDemoData(ctx.database.db);
});
afterAll(() => ctx.close());

const count = async (query: string) => Number((await rowsOf<{ n: string }>(ctx.database.db, sql.raw(query)))[0].n);

describe('demo seed', () => {
  it('creates the directories with roles, socials and videos, some without a photo', async () => {
    expect(await count('SELECT count(*) AS n FROM commentators')).toBeGreaterThanOrEqual(30);
    expect(await count('SELECT count(*) AS n FROM podcasts')).toBeGreaterThanOrEqual(20);
    expect(await count('SELECT count(*) AS n FROM shows')).toBeGreaterThanOrEqual(15);
    expect(await count('SELECT count(*) AS n FROM commentators WHERE photo_url IS NULL')).toBeGreaterThan(0);
    expect(
      await count(
        'SELECT count(*) AS n FROM commentators c WHERE NOT EXISTS (SELECT 1 FROM youtube_videos v WHERE v.commentator_id = c.id)',
      ),
    ).toBe(0);
    expect(
      await count('SELECT count(*) AS n FROM podcasts p WHERE NOT EXISTS (SELECT 1 FROM commentator_podcasts l WHERE l.podcast_id = p.id)'),
    ).toBe(0);
    expect(
      await count('SELECT count(*) AS n FROM shows s WHERE NOT EXISTS (SELECT 1 FROM commentator_shows l WHERE l.show_id = s.id)'),
    ).toBe(0);
    expect(await count('SELECT count(DISTINCT role) AS n FROM commentator_shows')).toBeGreaterThan(2);
    expect(await count('SELECT count(*) AS n FROM commentators WHERE x IS NOT NULL')).toBeGreaterThan(20);
  });

  it('draws every demo photo and thumbnail on this server: no image from another site', async () => {
    const urls = await rowsOf<{ url: string }>(
      ctx.database.db,
      sql.raw(`
      SELECT photo_url AS url FROM users WHERE photo_url IS NOT NULL UNION ALL
      SELECT photo_url FROM commentators WHERE photo_url IS NOT NULL UNION ALL
      SELECT photo_url FROM podcasts WHERE photo_url IS NOT NULL UNION ALL
      SELECT photo_url FROM shows WHERE photo_url IS NOT NULL UNION ALL
      SELECT thumbnail FROM youtube_videos`),
    );
    expect(urls.length).toBeGreaterThan(50);
    for (const { url } of urls) expect(url).toMatch(/^\/demo-images\/(person|shape|video)\/[A-Za-z0-9_-]+\.svg$/);
    const image = await ctx.app.inject({ method: 'GET', url: urls[0].url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
  });

  it('creates ~20 users and ~200 statements of both kinds across the four leagues, with topics', async () => {
    expect(await count("SELECT count(*) AS n FROM users WHERE email LIKE '%@demo.receipts.test'")).toBe(20);
    expect(await count('SELECT count(*) AS n FROM statements WHERE said_by_kind IS NULL AND game_id IS NULL')).toBe(200);
    // A season's schedule: final games with scores whose picks are graded by the rules, one cancelled, upcoming games.
    expect(await count("SELECT count(*) AS n FROM games WHERE status = 'final' AND home_score IS NOT NULL")).toBeGreaterThan(10);
    expect(await count("SELECT count(*) AS n FROM games WHERE status = 'scheduled' AND starts_at > now()")).toBeGreaterThan(10);
    expect(await count("SELECT count(*) AS n FROM games WHERE status IN ('cancelled', 'postponed')")).toBe(2);
    expect(
      await count(`SELECT count(*) AS n FROM statements s JOIN games g ON g.id = s.game_id
        WHERE (g.status = 'final' AND s.outcome NOT IN ('correct', 'incorrect', 'push'))
           OR (g.status = 'cancelled' AND s.outcome <> 'not_applicable') OR (g.status = 'scheduled' AND s.outcome <> 'pending')`),
    ).toBe(0);
    expect(await count("SELECT count(*) AS n FROM statements s JOIN games g ON g.id = s.game_id WHERE g.status = 'final'")).toBeGreaterThan(
      10,
    );
    expect(
      await count("SELECT count(*) AS n FROM statements s JOIN games g ON g.id = s.game_id WHERE g.status = 'scheduled'"),
    ).toBeGreaterThan(5);
    // Receipts of what pundits said, most of them confirmed and resolved, counters equal to the check rows.
    expect(await count('SELECT count(*) AS n FROM statements WHERE said_by_kind IS NOT NULL')).toBe(DEMO_RECEIPTS);
    expect(
      await count(
        "SELECT count(DISTINCT said_by_id) AS n FROM statements WHERE said_by_kind = 'commentator' AND source_status = 'confirmed' AND outcome IN ('correct', 'incorrect')",
      ),
    ).toBeGreaterThanOrEqual(RANKED_HIT_RATES.commentator.length);
    expect(await count("SELECT count(*) AS n FROM statements WHERE source_status = 'disputed'")).toBeGreaterThan(0);
    const pundits = JSON.parse((await ctx.app.inject({ url: '/api/leaderboards/?scope=commentators' })).body) as { rows: unknown[] };
    expect(pundits.rows.length).toBeGreaterThanOrEqual(4);
    expect(
      await count(`SELECT count(*) AS n FROM statements s WHERE s.said_by_kind IS NOT NULL AND (
        s.source_confirms <> (SELECT count(*) FROM source_checks c WHERE c.statement_id = s.id AND c.verdict = 'confirm') OR
        s.source_disputes <> (SELECT count(*) FROM source_checks c WHERE c.statement_id = s.id AND c.verdict = 'dispute') OR
        EXISTS (SELECT 1 FROM source_checks c WHERE c.statement_id = s.id AND c.user_id = s.user_id))`),
    ).toBe(0);
    expect(await count('SELECT count(DISTINCT league) AS n FROM statements')).toBe(4);
    expect(await count("SELECT count(*) AS n FROM statements WHERE statement_type = 'prediction'")).toBeGreaterThan(60);
    expect(await count("SELECT count(*) AS n FROM statements WHERE statement_type = 'opinion'")).toBeGreaterThan(60);
    expect(await count('SELECT count(*) AS n FROM statements WHERE is_hot_take')).toBeGreaterThan(10);
    expect(await count("SELECT count(*) AS n FROM statements WHERE statement_type = 'opinion' AND outcome <> 'not_applicable'")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM statements WHERE statement_type = 'prediction' AND outcome = 'not_applicable'")).toBe(0);
    expect(await count("SELECT count(DISTINCT outcome) AS n FROM statements WHERE statement_type = 'prediction'")).toBe(4);
    expect(
      await count("SELECT count(*) AS n FROM statements WHERE outcome IN ('correct','incorrect','push') AND resolved_at IS NULL"),
    ).toBe(0);
    // Resolved only once locked, and enough analysts with 5+ resolved calls to fill the leaderboard.
    expect(await count("SELECT count(*) AS n FROM statements WHERE resolved_at < timezone('UTC', event_date::timestamp)")).toBe(0);
    const board = JSON.parse((await ctx.app.inject({ url: '/api/leaderboards/' })).body) as { rows: { resolved: number }[] };
    expect(board.rows.length).toBeGreaterThanOrEqual(5);
    expect(await count("SELECT count(*) AS n FROM score_boards WHERE period = 'all' AND league = '*'")).toBe(
      await count("SELECT count(DISTINCT user_id) AS n FROM statements WHERE outcome IN ('correct','incorrect') AND said_by_kind IS NULL"),
    );
    expect(
      await count('SELECT count(*) AS n FROM statements s WHERE NOT EXISTS (SELECT 1 FROM statement_topics t WHERE t.statement_id = s.id)'),
    ).toBe(0);
  });

  it('has votes and nested comments, and every counter equals its rows', async () => {
    expect(await count('SELECT count(*) AS n FROM votes')).toBeGreaterThan(500);
    expect(await count('SELECT count(*) AS n FROM comments WHERE parent_id IS NOT NULL')).toBeGreaterThan(50);
    // A reply to a reply exists (nesting beyond one level).
    expect(
      await count('SELECT count(*) AS n FROM comments c JOIN comments p ON p.id = c.parent_id WHERE p.parent_id IS NOT NULL'),
    ).toBeGreaterThan(0);
    expect(
      await count('SELECT count(*) AS n FROM comments c JOIN comments p ON p.id = c.parent_id WHERE p.statement_id <> c.statement_id'),
    ).toBe(0);
    expect(await countMismatches(ctx, 'statement')).toEqual([]);
    expect(await countMismatches(ctx, 'comment')).toEqual([]);
    expect(
      await count(
        'SELECT count(*) AS n FROM statements s WHERE comment_count <> (SELECT count(*) FROM comments c WHERE c.statement_id = s.id)',
      ),
    ).toBe(0);
    for (const [table, type] of [
      ['commentators', 'commentator'],
      ['podcasts', 'podcast'],
      ['shows', 'show'],
    ]) {
      expect(
        await count(
          `SELECT count(*) AS n FROM ${table} t WHERE followers_count <> (SELECT count(*) FROM follows f WHERE f.followable_type = '${type}' AND f.object_id = t.id)`,
        ),
      ).toBe(0);
    }
    expect(await count('SELECT count(*) AS n FROM follows')).toBeGreaterThan(40);
  });

  it('gives a pre-existing development account nothing special', async () => {
    for (const table of ['statements', 'votes', 'comments', 'follows']) {
      expect(await count(`SELECT count(*) AS n FROM ${table} WHERE user_id = ${devAccountId}`)).toBe(0);
    }
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await count(
      'SELECT (SELECT count(*) FROM statements) + (SELECT count(*) FROM users) + (SELECT count(*) FROM commentators) AS n',
    );
    await seedDemoData(ctx.database.db);
    expect(
      await count('SELECT (SELECT count(*) FROM statements) + (SELECT count(*) FROM users) + (SELECT count(*) FROM commentators) AS n'),
    ).toBe(before);
  });

  it('serves a full feed page from the seeded data', async () => {
    const response = await ctx.app.inject({ url: '/api/content-api/statements/?league=NHL&type=prediction' });
    const page = json<Statement[]>(response);
    expect(page).toHaveLength(10);
    expect(page.every((s) => s.league === 'NHL' && s.topics.length > 0)).toBe(true);
  });

  // A season a fan can read against "How scoring works", through the API's own answers.
  describe('a believable season', () => {
    const board = async (query: string) => json<LeaderboardResponse>(await ctx.app.inject({ url: `/api/leaderboards/?${query}` }));
    // In the first days of January the season has barely begun: its board may be short or empty then.
    const seasonJustBegan = () => new Date().getUTCMonth() === 0 && new Date().getUTCDate() <= 6;

    it.each(LEADERBOARD_WINDOWS)(
      'the %s fans board is topped by a positive skill at 55%%+ accuracy, never all negative',
      async (window) => {
        const { rows, min_resolved: minResolved } = await board(`window=${window}`);
        if (!(window === 'season' && seasonJustBegan())) expect(rows.length).toBeGreaterThanOrEqual(window === '7d' ? 2 : 5);
        if (!rows.length) return;
        expect(rows[0].skill).toBeGreaterThan(0);
        expect(rows[0].accuracy).toBeGreaterThanOrEqual(0.55);
        expect(rows.every((row) => row.skill < 0)).toBe(false);
        expect(rows.every((row) => row.resolved >= minResolved)).toBe(true);
      },
    );

    it('ranks fans on a real record: 8+ resolved calls each, and one confident but wrong (50%+ accuracy, negative skill)', async () => {
      const { rows } = await board('window=all');
      expect(rows.length).toBeGreaterThanOrEqual(6);
      expect(rows.every((row) => row.resolved >= 8)).toBe(true);
      const overconfident = rows.filter((row) => row.accuracy! >= 0.5 && row.skill < 0);
      expect(overconfident.length).toBeGreaterThan(0);
      // What the scoring page explains: the better accuracy ranks below a lower one stated with honest confidence.
      const [wrong] = overconfident.sort((a, b) => b.accuracy! - a.accuracy!);
      expect(rows.some((row) => row.rank < wrong.rank && row.accuracy! < wrong.accuracy!)).toBe(true);
      // A range of records, not a wall of one number.
      expect(new Set(rows.map((row) => Math.sign(Math.round(row.skill)))).size).toBeGreaterThanOrEqual(2);
    });

    it('scores the board from the seeded statements by the page’s rule', async () => {
      const calls = await rowsOf<{ user_id: number; confidence_level: number | null; outcome: string }>(
        ctx.database.db,
        sql`SELECT user_id, confidence_level, outcome FROM statements
            WHERE said_by_kind IS NULL AND outcome IN ('correct', 'incorrect')`,
      );
      const tallies = new Map<number, { n: number; hits: number; brier: number }>();
      for (const call of calls) {
        const tally = tallies.get(Number(call.user_id)) ?? { n: 0, hits: 0, brier: 0 };
        const hit = call.outcome === 'correct';
        tally.n++;
        tally.hits += hit ? 1 : 0;
        tally.brier += brierUnits(call.confidence_level, hit);
        tallies.set(Number(call.user_id), tally);
      }
      const { rows } = await board('window=all');
      for (const row of rows) {
        const tally = tallies.get(row.user.id)!;
        expect([row.user.username, row.resolved, row.hits, row.skill]).toEqual([
          row.user.username,
          tally.n,
          tally.hits,
          Math.round(skillOf(tally) * 10_000) / 10_000,
        ]);
      }
    });

    it('happened in the past, in order: posted before the event, resolved after the lock and before now; open calls lie ahead', async () => {
      expect(await count('SELECT count(*) AS n FROM statements WHERE resolved_at > now() OR created_at > now()')).toBe(0);
      expect(
        await count(
          "SELECT count(*) AS n FROM statements WHERE said_by_kind IS NULL AND created_at >= timezone('UTC', event_date::timestamp)",
        ),
      ).toBe(0);
      expect(
        await count(
          "SELECT count(*) AS n FROM statements WHERE resolved_at < timezone('UTC', event_date::timestamp) + interval '15 hours'",
        ),
      ).toBe(0);
      expect(
        await count(
          "SELECT count(*) AS n FROM statements WHERE said_by_kind IS NULL AND outcome = 'pending' AND event_date > current_date",
        ),
      ).toBeGreaterThan(15);
      expect(
        await count(
          "SELECT count(*) AS n FROM statements WHERE said_by_kind IS NULL AND outcome IN ('correct', 'incorrect') AND resolved_at > now() - interval '7 days'",
        ),
      ).toBeGreaterThanOrEqual(10);
    });

    it('ranks commentators on confirmed, resolved receipts with a believable top', async () => {
      const { rows, min_resolved: minResolved } = json<PunditLeaderboardResponse>(
        await ctx.app.inject({ url: '/api/leaderboards/?scope=commentators&window=all' }),
      );
      expect(rows.length).toBeGreaterThanOrEqual(4);
      expect(rows.every((row) => row.resolved >= minResolved && minResolved >= 5)).toBe(true);
      expect(rows[0].accuracy).toBeGreaterThanOrEqual(0.6);
      expect(rows.map((row) => row.accuracy_low)).toEqual([...rows.map((row) => row.accuracy_low)].sort((a, b) => b! - a!));
      expect(rows.some((row) => row.accuracy! < 0.5)).toBe(true);
    });
  });

  // What a fan reads on first start is believable: no claim contradicted by its own choice, every pundit of the
  // directories with receipts, boards for the last week and month, and podcasts filed where their sport is.
  describe('a believable demo', () => {
    type Row = { id: number; title: string; statement_type: string; prediction_choice: string | null; league: string | null };
    const all = () =>
      rowsOf<Row & { team_a: string | null; player: string | null; said_by_kind: string | null }>(
        ctx.database.db,
        sql`SELECT id, title, statement_type, prediction_choice, league, team_a, player, said_by_kind FROM statements`,
      );

    it('gives every prediction a choice that restates its title, and no opinion a choice', async () => {
      const rows = await all();
      const predictions = rows.filter((row) => row.statement_type === 'prediction');
      expect(predictions.length).toBeGreaterThan(200);
      const misfits = predictions.filter((row) => !row.prediction_choice || !choiceFitsTitle(row.title, row.prediction_choice));
      expect(misfits.map((row) => `${row.title} → ${row.prediction_choice}`)).toEqual([]);
      expect(rows.filter((row) => row.statement_type === 'opinion' && row.prediction_choice !== null)).toEqual([]);
      // The rule itself refuses the contradictions it is here to catch.
      expect(choiceFitsTitle('The Buffalo Bills win the NFL title this year', 'Lose in the final')).toBe(false);
      expect(choiceFitsTitle('Josh Allen wins MVP this season', 'Top 3 finish')).toBe(false);
      expect(choiceFitsTitle('The Buffalo Bills win the NFL title this year', 'Buffalo Bills win the title')).toBe(true);
    });

    it('links each statement to the catalogue teams and players it names, in its own league', async () => {
      const wrong: string[] = [];
      for (const row of await all()) {
        const team = row.team_a ? teamById.get(row.team_a) : undefined;
        const player = row.player ? playerById.get(row.player) : undefined;
        const namesIt = (team && row.title.includes(team.name)) || (player && row.title.includes(player.name));
        if (row.team_a && (!team || team.league !== row.league || !namesIt)) wrong.push(`team ${row.title}`);
        if (row.player && (!player || player.team !== row.team_a || !row.title.includes(player.name))) wrong.push(`player ${row.title}`);
        // A title that names a team of the catalogue links it.
        const named = [...teamById.values()].find((t) => row.title.includes(t.name) && t.league === row.league);
        if (named && row.team_a !== named.id) wrong.push(`unlinked ${row.title}`);
      }
      expect(wrong).toEqual([]);
      expect(await count('SELECT count(*) AS n FROM statements WHERE player IS NOT NULL')).toBeGreaterThan(50);
      expect(await count('SELECT count(DISTINCT team_a) AS n FROM statements')).toBeGreaterThan(60);
    });

    it('has receipts, with a source, for every commentator, podcast and show listed', async () => {
      for (const [table, kind] of [
        ['commentators', 'commentator'],
        ['podcasts', 'podcast'],
        ['shows', 'show'],
      ]) {
        const without = await rowsOf<{ name: string }>(
          ctx.database.db,
          sql.raw(`SELECT name FROM ${table} t WHERE NOT EXISTS (
            SELECT 1 FROM statements s WHERE s.said_by_kind = '${kind}' AND s.said_by_id = t.id AND s.deleted_at IS NULL AND s.source_url IS NOT NULL)`),
        );
        expect([table, without.map((row) => row.name)]).toEqual([table, []]);
        // In the pundit's own league.
        expect(
          await count(
            `SELECT count(*) AS n FROM statements s JOIN ${table} t ON s.said_by_kind = '${kind}' AND s.said_by_id = t.id WHERE s.league <> t.sport_league_name`,
          ),
        ).toBe(0);
      }
    });

    it.each(['7d', '30d'])('fills the %s boards: fans, commentators, podcasts and shows', async (window) => {
      for (const scope of ['', 'commentators', 'podcasts', 'shows']) {
        const { rows } = json<{ rows: unknown[] }>(
          await ctx.app.inject({ url: `/api/leaderboards/?window=${window}${scope ? `&scope=${scope}` : ''}` }),
        );
        expect([scope || 'fans', rows.length > 0]).toEqual([scope || 'fans', true]);
      }
    });

    it('files each podcast under the sport of its league (or Fantasy Sports when that is what it is)', async () => {
      const rows = await rowsOf<{ name: string; sport_league_name: string; category: string; description: string }>(
        ctx.database.db,
        sql`SELECT name, sport_league_name, category, description FROM podcasts`,
      );
      const misfiled = rows.filter(
        (row) =>
          row.category !== SPORT_OF_LEAGUE[row.sport_league_name] &&
          !(row.category === FANTASY && /fantasy/i.test(row.description) && row.description.includes(row.sport_league_name)),
      );
      expect(misfiled.map((row) => `${row.name} (${row.sport_league_name}): ${row.category}`)).toEqual([]);
      expect(new Set(rows.map((row) => row.category)).size).toBeGreaterThanOrEqual(4);
    });
  });

  it('never runs in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
  });
});
