import {
  SAID_AT_TOO_EARLY,
  SOURCE_URL_NOT_PUBLIC,
  QUOTE_TOO_LONG,
  SAID_AT_AFTER_EVENT,
  SAID_AT_IN_FUTURE,
  SOURCE_URL_INVALID,
  unknownPunditMessage,
  type Statement,
  type UserRecord,
} from '@receipts/contract';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../repositories/sql';
import { createTestApp, createUserWithSession, json, type TestContext } from '../../../test/harness';
import { STATEMENTS_URL, opinionPayload, postStatement, predictionPayload } from '../../../test/content';
import { movableClock } from '../../../test/track-record';
import { attribution, countedReceipt, insertPundits, postReceipt } from '../../../test/pundits';

const clock = movableClock('2026-11-20T12:00:00Z');
let ctx: TestContext;
let member: Awaited<ReturnType<typeof createUserWithSession>>;
let staff: Awaited<ReturnType<typeof createUserWithSession>>;

beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now });
  await insertPundits(ctx);
  member = await createUserWithSession(ctx);
  staff = await createUserWithSession(ctx, { isStaff: true });
});
afterAll(() => ctx.close());

const create = (payload: object) => ctx.app.inject({ method: 'POST', url: STATEMENTS_URL, headers: member.headers, payload });
const statementCount = async () => Number((await rowsOf<{ n: string }>(ctx.database.db, sql`SELECT count(*) AS n FROM statements`))[0].n);

describe('attribution on create', () => {
  it('posts a receipt and answers who said it, where and when, unconfirmed, in every statement answer', async () => {
    const receipt = await postReceipt(ctx, member.headers, {}, { event_date: '2026-12-01' });
    const expected = {
      attribution: {
        kind: 'commentator',
        slug: 'ana-alvarez',
        name: 'Ana Alvarez',
        photo_url: 'https://example.test/ana.png',
        source_url: 'https://example.test/episode-12',
        said_at: '2026-11-18',
        quote: 'They win it all.',
        source_status: 'unconfirmed',
      },
      source_status: 'unconfirmed',
      source_confirms: 0,
      source_disputes: 0,
      user_source_check: null,
    };
    expect(receipt).toMatchObject(expected);
    expect(json<Statement>(await ctx.app.inject({ url: `${STATEMENTS_URL}${receipt.id}/` }))).toMatchObject(expected);
    const feed = json<Statement[]>(await ctx.app.inject({ url: `${STATEMENTS_URL}?per_page=50` }));
    expect(feed.find((s) => s.id === receipt.id)).toMatchObject(expected);
    const trending = json<Statement[]>(await ctx.app.inject({ url: '/api/content-api/trending/' }));
    expect(trending.find((s) => s.id === receipt.id)).toMatchObject(expected);
  });

  it('answers attribution null and no source status on a member’s own take', async () => {
    const own = await postStatement(ctx, member.headers, opinionPayload());
    expect(own).toMatchObject({ attribution: null, source_status: null, source_confirms: 0, source_disputes: 0, user_source_check: null });
  });

  it('takes podcasts and shows, an opinion (a pundit’s hot take) and no quote', async () => {
    const podcast = await postReceipt(ctx, member.headers, { kind: 'podcast', slug: 'the-lowdown', quote: undefined });
    expect(podcast.attribution).toMatchObject({ kind: 'podcast', name: 'The Lowdown', quote: null, photo_url: null });
    const take = await postStatement(
      ctx,
      member.headers,
      opinionPayload({ attribution: attribution({ kind: 'show', slug: 'game-night' }) }),
    );
    expect(take.attribution).toMatchObject({ kind: 'show', slug: 'game-night', name: 'Game Night' });
  });

  it('takes only a public http(s) source, said between 1900-01-01 and today', async () => {
    const before = await statementCount();
    const notPublic = [
      'http://169.254.169.254/latest/meta-data/',
      'http://127.0.0.1/admin',
      'http://2130706433/',
      'http://0x7f.0.0.1/',
      'http://0177.0.0.1/',
      'http://10.0.0.5/',
      'http://172.16.1.1/',
      'http://192.168.1.1/',
      'http://100.64.0.1/',
      'http://0.0.0.0/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:169.254.169.254]/',
      'http://[fd00:ec2::254]/',
      'http://[fe80::1]/',
      'http://localhost/',
      'http://api.localhost/',
      'http://localhost./',
      'http://intranet/',
      'https://user:secret@example.test/clip',
      'https://example.test:8443/clip',
    ];
    for (const source_url of notPublic) {
      const response = await create(predictionPayload({ event_date: null, attribution: attribution({ source_url }) }));
      expect([source_url, response.statusCode, json(response).errors?.['body.attribution.source_url']]).toEqual([
        source_url,
        400,
        [SOURCE_URL_NOT_PUBLIC],
      ]);
    }
    for (const said_at of ['0001-01-01', '1899-12-31']) {
      const response = await create(predictionPayload({ event_date: null, attribution: attribution({ said_at }) }));
      expect([said_at, response.statusCode, json(response).errors?.['body.attribution.said_at']]).toEqual([
        said_at,
        400,
        [SAID_AT_TOO_EARLY],
      ]);
    }
    expect(await statementCount()).toBe(before);
    for (const said of [
      { source_url: 'https://8.8.8.8/clip', said_at: '1900-01-01' },
      { source_url: 'https://[2606:4700::1111]/clip', said_at: '2026-11-20' },
      { source_url: 'https://example.test:443/clip' },
      { source_url: 'https://bücher.example/clip' },
    ])
      expect((await create(predictionPayload({ event_date: null, attribution: attribution(said) }))).statusCode).toBe(201);
    // One saved before the rule is answered without its address, so it is not shown as a link.
    const old = await postReceipt(ctx, member.headers);
    await ctx.database.db.execute(sql`UPDATE statements SET source_url = 'http://169.254.169.254/latest' WHERE id = ${old.id}`);
    const shown = json(await ctx.app.inject({ url: `${STATEMENTS_URL}${old.id}/` }));
    expect(shown.attribution.source_url).toBe('');
  });

  it('refuses bad input with a message per field, and saves nothing', async () => {
    const before = await statementCount();
    const cases: [object, string, string][] = [
      [{ slug: 'nobody-at-all' }, 'body.attribution.slug', unknownPunditMessage('commentator')],
      [{ kind: 'show', slug: 'ana-alvarez' }, 'body.attribution.slug', unknownPunditMessage('show')],
      [{ source_url: 'javascript:alert(1)' }, 'body.attribution.source_url', SOURCE_URL_INVALID],
      [{ source_url: 'ftp://example.test/a' }, 'body.attribution.source_url', SOURCE_URL_INVALID],
      [{ source_url: 'not a link' }, 'body.attribution.source_url', SOURCE_URL_INVALID],
      [{ said_at: '2026-11-21' }, 'body.attribution.said_at', SAID_AT_IN_FUTURE],
      [{ said_at: '20261118' }, 'body.attribution.said_at', 'Use the format YYYY-MM-DD.'],
      [{ quote: 'x'.repeat(501) }, 'body.attribution.quote', QUOTE_TOO_LONG],
    ];
    for (const [said, field, message] of cases) {
      const response = await create(predictionPayload({ event_date: null, attribution: attribution(said) }));
      expect(response.statusCode).toBe(400);
      expect(json(response).errors[field]).toEqual([message]);
    }
    const late = await create(predictionPayload({ event_date: '2026-11-25', attribution: attribution({ said_at: '2026-11-20' }) }));
    expect(late.statusCode).toBe(201);
    const after = await create(
      predictionPayload({ event_date: '2026-11-20', attribution: attribution({ said_at: '2026-11-20' }), title: 'Same day is fine' }),
    );
    expect(after.statusCode).toBe(201);
    expect(await statementCount()).toBe(before + 2);
  });

  it('refuses a said_at after the event date (with the event date itself in the past, the only way to get there)', async () => {
    const response = await create(predictionPayload({ event_date: '2026-11-19', attribution: attribution({ said_at: '2026-11-20' }) }));
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toMatchObject({
      'body.event_date': ['Event date must be today or later.'],
      'body.attribution.said_at': [SAID_AT_AFTER_EVENT],
    });
  });
});

describe('receipt lists', () => {
  it('said_by lists one pundit’s receipts, newest first; an unknown slug lists none; a bad value is a 400', async () => {
    const ben = await postReceipt(ctx, member.headers, { slug: 'ben-brooks' });
    const list = json<Statement[]>(await ctx.app.inject({ url: `${STATEMENTS_URL}?said_by=commentator:ben-brooks` }));
    expect(list.map((s) => s.id)).toEqual([ben.id]);
    expect(json<Statement[]>(await ctx.app.inject({ url: `${STATEMENTS_URL}?said_by=commentator:nobody` }))).toEqual([]);
    expect((await ctx.app.inject({ url: `${STATEMENTS_URL}?said_by=pundit:ben-brooks` })).statusCode).toBe(400);
  });

  it('following=true lists the receipts of the pundits the viewer follows (signed in only)', async () => {
    const fan = await createUserWithSession(ctx);
    const [{ id }] = await rowsOf<{ id: number }>(ctx.database.db, sql`SELECT id FROM podcasts WHERE slug = 'the-lowdown'`);
    const follow = await ctx.app.inject({
      method: 'POST',
      url: '/api/follow/toggle/',
      headers: fan.headers,
      payload: { followable_type: 'podcast', object_id: Number(id) },
    });
    expect(follow.statusCode).toBe(200);
    const list = json<Statement[]>(await ctx.app.inject({ url: `${STATEMENTS_URL}?following=true&per_page=50`, headers: fan.headers }));
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((s) => s.attribution?.kind === 'podcast' && s.attribution.slug === 'the-lowdown')).toBe(true);
    expect((await ctx.app.inject({ url: `${STATEMENTS_URL}?following=true` })).statusCode).toBe(401);
  });
});

describe('a receipt scores for its pundit, not its poster', () => {
  it('leaves the poster’s own record untouched', async () => {
    const poster = await createUserWithSession(ctx);
    await countedReceipt(ctx, poster.headers, staff.headers, 'correct');
    const record = json<UserRecord>(await ctx.app.inject({ url: `/api/users/${poster.user.username}/record/` }));
    expect(record.summary.resolved).toBe(0);
  });
});
