import { sql } from 'drizzle-orm';
import type { Statement, StatementPage } from '@receipts/contract';
import { decayHotRanks } from '../../search/data/trending';
import { rowsOf } from '../../../repositories/sql';
import { createTestApp, createUserWithSession, json, type TestContext } from '../../../test/harness';
import { STATEMENTS_URL, insertStatements } from '../../../test/content';
import { encodeCursor } from './statement-cursor';
import { seasonStartDay } from './statement-orders';

// The feed's orders (hot, new, top with windows) and keyset paging (cursor) on the statement list.
const NOW = new Date('2026-11-25T12:00:00.000Z');
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR);

let ctx: TestContext;
let userId: number;

/** Rows by title: age in hours, score, hot rank (null past the hot window; set by the decay below), type, outcome. */
interface Row {
  title: string;
  hours: number;
  score: number;
  hot: number | null;
  type?: 'prediction' | 'opinion';
  outcome?: 'pending' | 'correct' | 'incorrect' | 'push';
}

const rows: Row[] = [];
const outcomeOf = (row: Row) => row.outcome ?? (row.type === 'prediction' ? 'pending' : 'not_applicable');
const idOf = new Map<string, number>();
const titleOf = new Map<number, string>();

beforeAll(async () => {
  // The season starts on 1 September (SEASON_START), so "This season" is 2026-09-01 onwards.
  ctx = await createTestApp({ now: () => NOW, seasonStart: '09-01' });
  userId = (await createUserWithSession(ctx)).user.id;
  // Ties on purpose: several rows share a creation time, a score, a hot rank; the id breaks them.
  const tieTime = 5;
  for (let i = 0; i < 7; i += 1) rows.push({ title: `tie-time-${i}`, hours: tieTime, score: i % 3, hot: 0.25, type: 'prediction' });
  for (let i = 0; i < 5; i += 1) rows.push({ title: `tie-score-${i}`, hours: 30 + i, score: 4, hot: 0.1 + i / 100, type: 'opinion' });
  rows.push({ title: 'fresh', hours: 1, score: 0, hot: 0.4, type: 'opinion' });
  rows.push({ title: 'day-top', hours: 20, score: 9, hot: 0.3, type: 'prediction', outcome: 'correct' });
  rows.push({ title: 'week-top', hours: 24 * 6, score: 20, hot: 0.02, type: 'prediction', outcome: 'incorrect' });
  rows.push({ title: 'month-top', hours: 24 * 20, score: 30, hot: null, type: 'prediction', outcome: 'push' });
  rows.push({ title: 'season-top', hours: 24 * 70, score: 40, hot: null, type: 'opinion' }); // 2026-09-16
  rows.push({ title: 'old-top', hours: 24 * 200, score: 50, hot: null, type: 'opinion' }); // before the season
  for (let i = 0; i < 4; i += 1)
    rows.push({ title: `old-${i}`, hours: 24 * 10, score: -1, hot: null, type: 'prediction', outcome: 'correct' });
  const ids = await insertStatements(
    ctx,
    rows.map((row) => ({
      userId,
      title: row.title,
      statementType: row.type ?? 'opinion',
      outcome: outcomeOf(row),
      createdAt: ago(row.hours),
      upvotes: Math.max(row.score, 0),
      downvotes: Math.max(-row.score, 0),
      score: row.score,
      hotRank: row.hot,
    })),
  );
  rows.forEach((row, index) => {
    idOf.set(row.title, ids[index] as number);
    titleOf.set(ids[index] as number, row.title);
  });
  // Hot ranks as the decay job sets them at NOW (it also runs at start-up, on the same clock: the same values), read
  // back for the expected order. Rows of one age and score tie.
  await decayHotRanks(ctx.database.db, NOW);
  const ranked = (await rowsOf(ctx.database.db, sql`SELECT id, hot_rank FROM statements`)) as { id: string; hot_rank: number | null }[];
  for (const { id, hot_rank: hot } of ranked) {
    const row = rows.find((candidate) => candidate.title === titleOf.get(Number(id)));
    if (row) row.hot = hot === null ? null : Number(hot);
  }
  expect(rows.filter((row) => row.title.startsWith('tie-time') && row.score === 0).map((row) => row.hot)).toEqual([
    expect.any(Number),
    rows[0]?.hot,
    rows[0]?.hot,
  ]);
});
afterAll(() => ctx.close());

const get = (query: string) => ctx.app.inject({ url: `${STATEMENTS_URL}?${query}` });
const titles = (items: Statement[]) => items.map((item) => item.title);
const array = async (query: string) => {
  const response = await get(query);
  expect(response.statusCode).toBe(200);
  const body = json<Statement[]>(response);
  expect(Array.isArray(body)).toBe(true);
  return body;
};
const keysetPage = async (query: string) => {
  const response = await get(query);
  expect(response.statusCode).toBe(200);
  return json<StatementPage>(response);
};

/** Every row the expected order keeps, in that order (ids break ties, highest first). */
function expected(keep: (row: Row) => boolean, key: (row: Row) => number): string[] {
  return rows
    .filter(keep)
    .map((row) => ({ row, id: idOf.get(row.title) as number }))
    .sort((a, b) => key(b.row) - key(a.row) || b.id - a.id)
    .map(({ row }) => row.title);
}
const byCreation = (row: Row) => -row.hours;
const byScore = (row: Row) => row.score;
const byHot = (row: Row) => row.hot ?? -1;
const all = () => true;

/** Walks a list by cursor, `perPage` at a time, to the end. */
async function walk(query: string, perPage: number): Promise<{ titles: string[]; pages: number }> {
  const seen: string[] = [];
  let cursor: string | null = 'first';
  let pages = 0;
  while (cursor !== null) {
    const page: StatementPage = await keysetPage(`${query}&per_page=${perPage}&cursor=${encodeURIComponent(cursor)}`);
    expect(page.results.length).toBeLessThanOrEqual(perPage);
    if (page.next_cursor !== null) expect(page.results).toHaveLength(perPage);
    seen.push(...titles(page.results));
    cursor = page.next_cursor;
    pages += 1;
    expect(pages).toBeLessThan(100);
  }
  return { titles: seen, pages };
}

describe('sort_by: the feed orders beside the original two', () => {
  it('new is the original created_at, newest first (ties by id)', async () => {
    const want = expected(all, byCreation);
    expect(titles(await array('sort_by=new&per_page=50'))).toEqual(want);
    expect(titles(await array('sort_by=created_at&per_page=50'))).toEqual(want);
    expect(titles(await array('per_page=50'))).toEqual(want);
  });

  it('popular is unchanged: highest score first over all time', async () => {
    expect(titles(await array('sort_by=popular&per_page=50'))).toEqual(expected(all, byScore));
  });

  it('hot ranks by the stored hot score, statements past the hot window after it, newest first', async () => {
    const got = titles(await array('sort_by=hot&per_page=50'));
    expect(got).toEqual(expected(all, byHot));
    expect(got[0]).toBe('fresh'); // an hour old beats a day-old score of 9
    // The unscored tail: the last inserted (newest) first.
    expect(got.slice(-7)).toEqual(['old-3', 'old-2', 'old-1', 'old-0', 'old-top', 'season-top', 'month-top']);
  });

  it('top keeps the window’s statements, highest score first; week by default', async () => {
    const within = (hours: number) => (row: Row) => row.hours <= hours;
    expect(titles(await array('sort_by=top&window=day&per_page=50'))).toEqual(expected(within(24), byScore));
    expect(titles(await array('sort_by=top&window=week&per_page=50'))).toEqual(expected(within(24 * 7), byScore));
    expect(titles(await array('sort_by=top&per_page=50'))).toEqual(expected(within(24 * 7), byScore));
    expect(titles(await array('sort_by=top&window=month&per_page=50'))).toEqual(expected(within(24 * 30), byScore));
    const season = titles(await array('sort_by=top&window=season&per_page=50'));
    expect(season).toEqual(expected((row) => ago(row.hours) >= new Date('2026-09-01T00:00:00Z'), byScore));
    expect(season[0]).toBe('season-top');
    expect(season).not.toContain('old-top');
    expect(titles(await array('sort_by=top&window=all&per_page=50'))).toEqual(expected(all, byScore));
  });

  it('combines with the filters (type, several outcomes)', async () => {
    const predictions = (row: Row) => row.type === 'prediction';
    expect(titles(await array('sort_by=hot&type=prediction&per_page=50'))).toEqual(expected(predictions, byHot));
    const resolved = (row: Row) => ['correct', 'incorrect', 'push'].includes(outcomeOf(row));
    expect(titles(await array('sort_by=top&window=all&outcome=correct,incorrect,push&per_page=50'))).toEqual(expected(resolved, byScore));
  });

  it('refuses a window without top, and unknown orders and windows', async () => {
    for (const query of ['sort_by=hot&window=week', 'window=day', 'sort_by=top&window=year', 'sort_by=rising']) {
      const response = await get(query);
      expect(response.statusCode).toBe(400);
      expect(json<{ detail: string }>(response).detail).toBeTruthy();
    }
    expect(json<{ detail: string }>(await get('sort_by=new&window=day')).detail).toBe('window applies only to sort_by=top.');
  });

  it('a season starts on the latest SEASON_START on or before today', () => {
    expect(seasonStartDay('2026-11-25', '09-01')).toBe('2026-09-01');
    expect(seasonStartDay('2026-08-31', '09-01')).toBe('2025-09-01');
    expect(seasonStartDay('2026-09-01', '09-01')).toBe('2026-09-01');
    expect(seasonStartDay('2026-01-01', '01-01')).toBe('2026-01-01');
  });
});

describe('cursor: keyset pages', () => {
  const orders: [string, (row: Row) => boolean, (row: Row) => number][] = [
    ['sort_by=new', all, byCreation],
    ['sort_by=created_at', all, byCreation],
    ['sort_by=popular', all, byScore],
    ['sort_by=hot', all, byHot],
    ['sort_by=top&window=all', all, byScore],
    ['sort_by=top&window=month', (row) => row.hours <= 24 * 30, byScore],
    ['sort_by=hot&type=prediction', (row) => row.type === 'prediction', byHot],
    ['sort_by=new&outcome=correct,incorrect,push', (row) => ['correct', 'incorrect', 'push'].includes(outcomeOf(row)), byCreation],
    ['sort_by=popular&outcome=pending,correct', (row) => ['pending', 'correct'].includes(outcomeOf(row)), byScore],
  ];

  it.each(orders)('%s: every row once, in order, across pages of 2 and 3 (ties on the key included)', async (query, keep, key) => {
    const want = expected(keep, key);
    for (const perPage of [2, 3]) {
      const walked = await walk(query, perPage);
      expect(walked.titles).toEqual(want);
      expect(new Set(walked.titles).size).toBe(walked.titles.length);
      // next_cursor is null exactly on the last page (one read ahead): no empty page at the end.
      expect(walked.pages).toBe(Math.max(1, Math.ceil(want.length / perPage)));
    }
  });

  it('pages a search by cursor too', async () => {
    const want = expected((row) => row.title.startsWith('tie-'), byCreation);
    expect(want.length).toBe(12);
    expect((await walk('sort_by=new&search=tie', 5)).titles).toEqual(want);
    expect((await walk('sort_by=popular&search=tie', 5)).titles).toEqual(expected((row) => row.title.startsWith('tie-'), byScore));
  });

  it('answers {results, next_cursor} with a cursor, and the plain array without one', async () => {
    const first = await keysetPage('per_page=10&cursor=first');
    expect(Object.keys(first).sort()).toEqual(['next_cursor', 'results']);
    expect(titles(first.results)).toEqual(expected(all, byCreation).slice(0, 10));
    expect(typeof first.next_cursor).toBe('string');
    // Opaque: a signed token, no date or id in clear.
    expect(first.next_cursor).toMatch(/^[\w-]+\.[\w-]{22}$/);
    expect(first.next_cursor).not.toContain('2026');
    const second = await keysetPage(`per_page=10&cursor=${first.next_cursor}`);
    expect(titles(second.results)).toEqual(expected(all, byCreation).slice(10, 20));
  });

  it('leaves page= as it always was: an array, offset pages, a full page meaning more may exist', async () => {
    const want = expected(all, byCreation);
    expect(titles(await array('page=1&per_page=10'))).toEqual(want.slice(0, 10));
    expect(titles(await array('page=2&per_page=10'))).toEqual(want.slice(10, 20));
    expect(titles(await array('page=3&per_page=10'))).toEqual(want.slice(20, 30));
    expect(titles(await array('sort_by=popular&page=2&per_page=5'))).toEqual(expected(all, byScore).slice(5, 10));
    expect(await array('page=99&per_page=10')).toEqual([]);
    const [first] = await array('page=1&per_page=1');
    expect(Object.keys(first as Statement)).toEqual(expect.arrayContaining(['id', 'title', 'votes', 'user_vote', 'comment_count']));
  });

  it('refuses a malformed, forged or other order’s cursor with a 400 that says so', async () => {
    const first = await keysetPage('sort_by=new&per_page=2&cursor=first');
    const cursor = first.next_cursor as string;
    const [payload, mac] = cursor.split('.') as [string, string];
    const position = JSON.parse(Buffer.from(payload, 'base64url').toString()) as [string, string, number];
    const forgedPayload = Buffer.from(JSON.stringify([position[0], position[1], position[2] + 1])).toString('base64url');
    const bad = [
      'nonsense',
      `${payload}.`,
      `${forgedPayload}.${mac}`, // moved position, old signature
      encodeCursor('not-the-secret', 'created_at', { key: position[1], id: position[2] }), // signed by someone else
      `${cursor}x`,
    ];
    for (const value of bad) {
      const response = await get(`sort_by=new&per_page=2&cursor=${encodeURIComponent(value)}`);
      expect(response.statusCode).toBe(400);
      expect(json<{ detail: string }>(response).detail).toMatch(/^cursor is not valid/);
    }
    const otherOrder = await get(`sort_by=popular&per_page=2&cursor=${encodeURIComponent(cursor)}`);
    expect(otherOrder.statusCode).toBe(400);
    expect(json<{ detail: string }>(otherOrder).detail).toMatch(/another order/);
    const both = await get(`page=2&cursor=${encodeURIComponent(cursor)}`);
    expect(both.statusCode).toBe(400);
    expect(json<{ detail: string }>(both).detail).toBe('Use either page or cursor, not both.');
    const long = await get(`cursor=${'a'.repeat(400)}`);
    expect(long.statusCode).toBe(400);
  });
});
