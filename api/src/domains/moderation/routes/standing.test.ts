import { sql } from 'drizzle-orm';
import type { ModerationQueueItem, Statement } from '@receipts/contract';
import { loadConfig } from '../../../config';
import { rowsOf } from '../../../repositories/sql';
import { userHasStanding } from '../data/standing';
import { seedDemoData } from '../../../seed';
import { SEED_ACCOUNTS } from '../../../seed/accounts';
import { createTestApp, createUserWithSession, json, type TestContext } from '../../../test/harness';
import { STATEMENTS_URL, insertStatements } from '../../../test/content';
import { checkOf, checkSource, insertPundits, postReceipt } from '../../../test/pundits';

type Person = Awaited<ReturnType<typeof createUserWithSession>>;
const DAY = 86_400_000;
const REPORTS = '/api/reports/';
const QUEUE = '/api/moderation/queue/';
const ACTIONS = '/api/moderation/actions/';
const RULE = { minAgeHours: 72, minActivity: 3 };

let ctx: TestContext;
let staff: Person;
let author: Person;
let nobodyStatement: number;

beforeAll(async () => {
  // The default rule (72 hours, 3 actions), as a fresh site has it.
  ctx = await createTestApp();
  staff = await createUserWithSession(ctx, { isStaff: true });
  author = await createUserWithSession(ctx, { createdAt: new Date(Date.now() - 30 * DAY) });
  [nobodyStatement] = await insertStatements(ctx, [{ userId: author.user.id, title: 'Something to act on' }]);
  await insertPundits(ctx);
});
afterAll(() => ctx.close());

/** An account `days` old with `actions` upvotes of its own. */
async function member(days: number, actions: number, fields: Parameters<typeof createUserWithSession>[1] = {}): Promise<Person> {
  const person = await createUserWithSession(ctx, { createdAt: new Date(Date.now() - days * DAY), ...fields });
  const ids = await insertStatements(
    ctx,
    Array.from({ length: actions }, () => ({ userId: author.user.id, title: 'Voted on' })),
  );
  for (const id of ids)
    await ctx.database.db.execute(sql`INSERT INTO votes (user_id, statement_id, vote_type) VALUES (${person.user.id}, ${id}, 'upvote')`);
  return person;
}
const seasoned = () => member(10, 3);
const many = async (n: number, make: () => Promise<Person>) => {
  const people: Person[] = [];
  for (let i = 0; i < n; i++) people.push(await make());
  return people;
};

const report = (who: Person, id: number) =>
  ctx.app.inject({
    method: 'POST',
    url: REPORTS,
    headers: who.headers,
    payload: { target_type: 'statement', target_id: id, reason: 'spam' },
  });
const act = (id: number, action: string) =>
  ctx.app.inject({
    method: 'POST',
    url: ACTIONS,
    headers: staff.headers,
    payload: { target_type: 'statement', target_id: id, action, reason: 'Reviewed' },
  });
const visible = async (id: number) => (await ctx.app.inject({ url: `${STATEMENTS_URL}${id}/` })).statusCode === 200;
const queued = async (id: number) =>
  json<ModerationQueueItem[]>(await ctx.app.inject({ url: QUEUE, headers: staff.headers })).find((item) => item.target_id === id);
const newStatement = async () => (await insertStatements(ctx, [{ userId: author.user.id, title: 'A reported take' }]))[0];

describe('standing', () => {
  it('reads its rule and the after-review threshold from the environment (72 hours, 3 actions and 10 by default)', () => {
    const defaults = loadConfig({});
    expect([defaults.standing, defaults.moderation.autoHideAfterReview]).toEqual([{ minAgeHours: 72, minActivity: 3 }, 10]);
    const tuned = loadConfig({ STANDING_MIN_AGE_HOURS: '0', STANDING_MIN_ACTIVITY: '5', MODERATION_AUTO_HIDE_AFTER_REVIEW_REPORTS: '0' });
    expect([tuned.standing, tuned.moderation.autoHideAfterReview]).toEqual([{ minAgeHours: 0, minActivity: 5 }, 0]);
  });

  it('needs a verified e-mail or a social sign-in, no suspension, 72 hours and 3 actions; staff always have it', async () => {
    const now = new Date();
    const has = async (person: Person, rule = RULE) => userHasStanding(ctx.database.db, person.user.id, rule, now);
    expect(await has(await member(10, 3))).toBe(true);
    expect(await has(await member(2, 3))).toBe(false);
    expect(await has(await member(10, 2))).toBe(false);
    expect(await has(await member(10, 3, { emailVerified: false }))).toBe(false);
    expect(await has(await member(10, 3, { emailVerified: false, authProvider: 'google.com' }))).toBe(true);
    expect(await has(await member(10, 3, { emailVerified: false, authProvider: 'password' }))).toBe(false);
    expect(await has(await member(10, 3, { suspendedUntil: new Date(Date.now() + DAY) }))).toBe(false);
    expect(await has(await member(10, 3, { suspendedUntil: new Date(Date.now() - DAY) }))).toBe(true);
    expect(await has(await member(10, 3, { suspensionPermanent: true }))).toBe(false);
    expect(await has(await member(0, 0, { isStaff: true }))).toBe(true);
    // 0 turns either part off.
    expect(await has(await member(0, 3), { minAgeHours: 0, minActivity: 3 })).toBe(true);
    expect(await has(await member(10, 0), { minAgeHours: 72, minActivity: 0 })).toBe(true);
    expect(await has(await member(0, 0, { emailVerified: false }), { minAgeHours: 0, minActivity: 0 })).toBe(false);
  });

  it('gives the seeded development and demo accounts standing', async () => {
    const seeded = await createTestApp();
    try {
      await seedDemoData(seeded.database.db);
      const rows = await rowsOf<{ id: number; email: string }>(seeded.database.db, sql`SELECT id, email FROM users`);
      const without = [];
      for (const row of rows) if (!(await userHasStanding(seeded.database.db, row.id, RULE, new Date()))) without.push(row.email);
      expect(without).toEqual([]);
      expect(rows.map((row) => row.email)).toEqual(expect.arrayContaining(SEED_ACCOUNTS.map((account) => account.email)));
    } finally {
      await seeded.close();
    }
  });
});

describe('reports without standing', () => {
  it('five fresh accounts do not hide a post; staff see their reports as uncounted', async () => {
    const id = await newStatement();
    for (const fresh of await many(5, () => member(0, 0))) expect((await report(fresh, id)).statusCode).toBe(201);
    expect(await visible(id)).toBe(true);
    expect(await queued(id)).toMatchObject({ report_count: 5, counted_report_count: 0, state: null });
  });

  it('five accounts with standing do hide it, counted', async () => {
    const id = await newStatement();
    const reporters = await many(5, seasoned);
    for (const reporter of reporters.slice(0, 4)) await report(reporter, id);
    expect(await queued(id)).toMatchObject({ report_count: 4, counted_report_count: 4 });
    await report(reporters[4], id);
    expect(await visible(id)).toBe(false);
  });
});

describe('staff decisions stick', () => {
  it('after a restore, the same reporters never hide it again; 10 new reporters with standing do', async () => {
    const id = await newStatement();
    const first = await many(5, seasoned);
    for (const reporter of first) await report(reporter, id);
    expect(await visible(id)).toBe(false);
    expect((await act(id, 'restore')).statusCode).toBe(200);
    for (const reporter of first) expect((await report(reporter, id)).statusCode).toBe(201);
    expect(await visible(id)).toBe(true);
    expect(await queued(id)).toMatchObject({ report_count: 5, counted_report_count: 0 });
    // Fresh accounts move nothing either.
    for (const fresh of await many(5, () => member(0, 0))) await report(fresh, id);
    const later = await many(10, seasoned);
    for (const reporter of later.slice(0, 9)) await report(reporter, id);
    expect(await visible(id)).toBe(true);
    expect(await queued(id)).toMatchObject({ report_count: 19, counted_report_count: 9 });
    await report(later[9], id);
    expect(await visible(id)).toBe(false);
  });

  it('after staff dismiss the reports, those reports never count again', async () => {
    const id = await newStatement();
    const reporters = await many(4, seasoned);
    for (const reporter of reporters) await report(reporter, id);
    expect((await act(id, 'dismiss')).statusCode).toBe(200);
    for (const reporter of reporters) await report(reporter, id);
    for (const reporter of await many(4, seasoned)) await report(reporter, id);
    expect(await visible(id)).toBe(true);
    expect(await queued(id)).toMatchObject({ report_count: 8, counted_report_count: 4 });
  });

  it('with MODERATION_AUTO_HIDE_AFTER_REVIEW_REPORTS=0 only staff hide it again; reports never undo a removal', async () => {
    const strict = await createTestApp({
      standing: { minAgeHours: 0, minActivity: 0 },
      moderation: { autoHideReports: 2, reportsPerHour: 20, newAccountLinkHours: 24, autoHideAfterReview: 0 },
    });
    try {
      const [boss, writer] = [await createUserWithSession(strict, { isStaff: true }), await createUserWithSession(strict)];
      const [id, removed] = await insertStatements(strict, [
        { userId: writer.user.id, title: 'Restored' },
        { userId: writer.user.id, title: 'Removed' },
      ]);
      const send = (who: Person, target: number) =>
        strict.app.inject({
          method: 'POST',
          url: REPORTS,
          headers: who.headers,
          payload: { target_type: 'statement', target_id: target, reason: 'spam' },
        });
      const staffAct = (target: number, action: string) =>
        strict.app.inject({
          method: 'POST',
          url: ACTIONS,
          headers: boss.headers,
          payload: { target_type: 'statement', target_id: target, action, reason: 'Reviewed' },
        });
      const reporters = [await createUserWithSession(strict), await createUserWithSession(strict)];
      for (const reporter of reporters) await send(reporter, id);
      expect((await staffAct(id, 'restore')).statusCode).toBe(200);
      for (let i = 0; i < 6; i++) await send(await createUserWithSession(strict), id);
      expect((await strict.app.inject({ url: `${STATEMENTS_URL}${id}/` })).statusCode).toBe(200);
      expect((await staffAct(removed, 'remove')).statusCode).toBe(200);
      expect((await send(reporters[0], removed)).statusCode).toBe(404);
      const [row] = await rowsOf<{ state: string }>(
        strict.database.db,
        sql`SELECT moderation_state AS state FROM statements WHERE id = ${removed}`,
      );
      expect(row.state).toBe('removed');
    } finally {
      await strict.close();
    }
  });
});

describe('source checks without standing', () => {
  it('two unverified accounts confirm: kept as uncounted, the status and the record do not move', async () => {
    const receipt = await postReceipt(ctx, author.headers);
    const [a, b] = [await member(10, 3, { emailVerified: false }), await member(0, 0)];
    const first = checkOf(await checkSource(ctx, a.headers, receipt.id, 'confirm'));
    expect(first).toEqual({
      verdict: 'confirm',
      counted: false,
      source_status: 'unconfirmed',
      source_confirms: 0,
      source_disputes: 0,
      source_uncounted_confirms: 1,
      source_uncounted_disputes: 0,
    });
    expect(checkOf(await checkSource(ctx, b.headers, receipt.id, 'confirm'))).toMatchObject({
      source_uncounted_confirms: 2,
      counted: false,
    });
    const shown = json<Statement>(await ctx.app.inject({ url: `${STATEMENTS_URL}${receipt.id}/` }));
    expect(shown).toMatchObject({ source_status: 'unconfirmed', source_confirms: 0, source_uncounted_confirms: 2 });
  });

  it('three accounts with standing confirm it; a check is recounted as its account gains standing', async () => {
    const receipt = await postReceipt(ctx, author.headers);
    const [a, b] = await many(2, seasoned);
    const late = await member(10, 2);
    expect(checkOf(await checkSource(ctx, late.headers, receipt.id, 'confirm'))).toMatchObject({ counted: false, source_confirms: 0 });
    await checkSource(ctx, a.headers, receipt.id, 'confirm');
    await ctx.database.db.execute(
      sql`INSERT INTO votes (user_id, statement_id, vote_type) VALUES (${late.user.id}, ${nobodyStatement}, 'upvote')`,
    );
    expect(checkOf(await checkSource(ctx, b.headers, receipt.id, 'confirm'))).toMatchObject({
      counted: true,
      source_status: 'confirmed',
      source_confirms: 3,
      source_uncounted_confirms: 0,
    });
  });
});
