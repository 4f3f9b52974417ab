import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { NOT_A_RECEIPT, OWN_RECEIPT, sourceStatusOf, type SourceVerdict, type Statement } from '@receipts/contract';
import { rowsOf } from '../../../repositories/sql';
import { ANY_STANDING, createTestApp, createUserWithSession, json, usingPostgres, type TestContext } from '../../../test/harness';
import { STATEMENTS_URL, opinionPayload, postStatement } from '../../../test/content';
import { movableClock } from '../../../test/track-record';
import { checkOf, checkSource, insertPundits, postReceipt, settleSource } from '../../../test/pundits';

const clock = movableClock('2026-11-20T12:00:00Z');
let ctx: TestContext;
let poster: Awaited<ReturnType<typeof createUserWithSession>>;
let staff: Awaited<ReturnType<typeof createUserWithSession>>;
let members: Awaited<ReturnType<typeof createUserWithSession>>[];

beforeAll(async () => {
  ctx = await createTestApp({ ...ANY_STANDING, now: clock.now });
  await insertPundits(ctx);
  poster = await createUserWithSession(ctx);
  staff = await createUserWithSession(ctx, { isStaff: true });
  members = [];
  for (let i = 0; i < 50; i++) members.push(await createUserWithSession(ctx));
});
afterAll(() => ctx.close());

const statement = async (id: number, headers: Record<string, string> = {}) =>
  json<Statement>(await ctx.app.inject({ url: `${STATEMENTS_URL}${id}/`, headers }));

/** Stored counters and status vs. the check rows, for every receipt. */
async function mismatches() {
  return rowsOf(
    ctx.database.db,
    sql`
    SELECT s.id FROM statements s
    LEFT JOIN (SELECT statement_id, count(*) FILTER (WHERE verdict = 'confirm') AS c, count(*) FILTER (WHERE verdict = 'dispute') AS d
               FROM source_checks GROUP BY statement_id) k ON k.statement_id = s.id
    WHERE s.said_by_kind IS NOT NULL AND (s.source_confirms <> coalesce(k.c, 0) OR s.source_disputes <> coalesce(k.d, 0))`,
  );
}

describe('POST /api/content-api/statements/{id}/source-check/', () => {
  it('confirms, withdraws on the same verdict, switches on the other; confirmed at a lead of 3, disputed at 3 the other way', async () => {
    const { id } = await postReceipt(ctx, poster.headers);
    const [a, b, c, d] = members;
    expect(checkOf(await checkSource(ctx, a.headers, id, 'confirm'))).toEqual({
      verdict: 'confirm',
      counted: true,
      source_status: 'unconfirmed',
      source_confirms: 1,
      source_disputes: 0,
      source_uncounted_confirms: 0,
      source_uncounted_disputes: 0,
    });
    expect((await statement(id, a.headers)).user_source_check).toBe('confirm');
    expect(checkOf(await checkSource(ctx, a.headers, id, 'confirm'))).toMatchObject({ verdict: null, source_confirms: 0 });
    await checkSource(ctx, a.headers, id, 'confirm');
    await checkSource(ctx, b.headers, id, 'confirm');
    const third = checkOf(await checkSource(ctx, c.headers, id, 'confirm'));
    expect(third).toMatchObject({ verdict: 'confirm', source_status: 'confirmed', source_confirms: 3, source_disputes: 0 });
    expect((await statement(id)).attribution?.source_status).toBe('confirmed');
    // A dispute narrows the lead to 2: back to unconfirmed (the status follows the counts).
    expect(checkOf(await checkSource(ctx, d.headers, id, 'dispute')).source_status).toBe('unconfirmed');
    // Switching: c goes from confirm to dispute (2 − 2).
    expect(checkOf(await checkSource(ctx, c.headers, id, 'dispute'))).toMatchObject({ source_confirms: 2, source_disputes: 2 });
    for (const member of members.slice(4, 7)) await checkSource(ctx, member.headers, id, 'dispute');
    expect(await statement(id)).toMatchObject({ source_status: 'disputed', source_confirms: 2, source_disputes: 5 });
    expect(await mismatches()).toEqual([]);
  });

  it('refuses the poster (403), visitors (401), a missing statement (404), a member’s own take (400) and a bad verdict (400)', async () => {
    const { id } = await postReceipt(ctx, poster.headers);
    const own = await checkSource(ctx, poster.headers, id, 'confirm');
    expect(own.statusCode).toBe(403);
    expect(json(own).detail).toBe(OWN_RECEIPT);
    expect((await checkSource(ctx, {}, id, 'confirm')).statusCode).toBe(401);
    expect((await checkSource(ctx, members[0].headers, 987654321, 'confirm')).statusCode).toBe(404);
    const take = await postStatement(ctx, poster.headers, opinionPayload());
    const notReceipt = await checkSource(ctx, members[0].headers, take.id, 'confirm');
    expect(notReceipt.statusCode).toBe(400);
    expect(json(notReceipt).detail).toBe(NOT_A_RECEIPT);
    const bad = await checkSource(ctx, members[0].headers, id, 'maybe' as SourceVerdict);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors['body.verdict']).toBeDefined();
    expect((await statement(id)).source_confirms).toBe(0);
  });

  it('honours a configured threshold', async () => {
    const strict = await createTestApp({ ...ANY_STANDING, now: clock.now, sourceCheckThreshold: 1 });
    try {
      await insertPundits(strict);
      const [author, checker] = [await createUserWithSession(strict), await createUserWithSession(strict)];
      const { id } = await postReceipt(strict, author.headers);
      expect(checkOf(await checkSource(strict, checker.headers, id, 'confirm')).source_status).toBe('confirmed');
    } finally {
      await strict.close();
    }
  });
});

describe('source check races', () => {
  it(`50 members checking one receipt at once neither lose nor double a count (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const { id } = await postReceipt(ctx, poster.headers);
    const first = await Promise.all(members.map((m, i) => checkSource(ctx, m.headers, id, i % 5 === 0 ? 'dispute' : 'confirm')));
    expect(first.every((response) => response.statusCode === 200)).toBe(true);
    expect(await statement(id)).toMatchObject({ source_confirms: 40, source_disputes: 10, source_status: 'confirmed' });
    // All at once again: the first 20 repeat (withdrawn), the next 20 switch, the rest repeat.
    await Promise.all(
      members.map((m, i) => {
        const had: SourceVerdict = i % 5 === 0 ? 'dispute' : 'confirm';
        const other: SourceVerdict = had === 'confirm' ? 'dispute' : 'confirm';
        return checkSource(ctx, m.headers, id, i >= 20 && i < 40 ? other : had);
      }),
    );
    expect(await statement(id)).toMatchObject({ source_confirms: 4, source_disputes: 16, source_status: 'disputed' });
    expect(await mismatches()).toEqual([]);
  });

  it('property: after any sequence of checks the counts equal the rows and the model, and the status follows them', async () => {
    const step = fc.record({ member: fc.nat({ max: 7 }), verdict: fc.constantFrom<SourceVerdict>('confirm', 'dispute') });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 20 }), fc.array(step, { maxLength: 20 }), async (sequential, concurrent) => {
        const { id } = await postReceipt(ctx, poster.headers);
        const model = new Map<number, SourceVerdict>();
        for (const { member, verdict } of sequential) {
          await checkSource(ctx, members[member].headers, id, verdict);
          if (model.get(member) === verdict) model.delete(member);
          else model.set(member, verdict);
        }
        const confirms = [...model.values()].filter((v) => v === 'confirm').length;
        const disputes = model.size - confirms;
        expect(await statement(id)).toMatchObject({
          source_confirms: confirms,
          source_disputes: disputes,
          source_status: sourceStatusOf(confirms, disputes, 3),
        });
        await Promise.all(concurrent.map(({ member, verdict }) => checkSource(ctx, members[member].headers, id, verdict)));
        expect(await mismatches()).toEqual([]);
      }),
      { numRuns: 15 },
    );
  });
});

describe('PATCH /api/content-api/statements/{id}/source-status/ (staff)', () => {
  it('settles either way, audited; community checks then no longer move it', async () => {
    const { id } = await postReceipt(ctx, poster.headers);
    expect((await settleSource(ctx, members[0].headers, id, 'confirmed')).statusCode).toBe(403);
    expect((await settleSource(ctx, {}, id, 'confirmed')).statusCode).toBe(401);
    expect((await settleSource(ctx, staff.headers, id, 'sure')).statusCode).toBe(400);
    expect((await settleSource(ctx, staff.headers, 987654321, 'confirmed')).statusCode).toBe(404);
    const settled = await settleSource(ctx, staff.headers, id, 'confirmed');
    expect(settled.statusCode).toBe(200);
    expect(json<Statement>(settled)).toMatchObject({ source_status: 'confirmed', attribution: { source_status: 'confirmed' } });
    for (const member of members.slice(0, 4)) await checkSource(ctx, member.headers, id, 'dispute');
    expect(await statement(id)).toMatchObject({ source_status: 'confirmed', source_disputes: 4 });
    await settleSource(ctx, staff.headers, id, 'disputed');
    const audit = await rowsOf<{ old_status: string; new_status: string; changed_by: number }>(
      ctx.database.db,
      sql`SELECT old_status, new_status, changed_by FROM source_status_audit WHERE statement_id = ${id} ORDER BY id`,
    );
    expect(audit.map((row) => [row.old_status, row.new_status, Number(row.changed_by)])).toEqual([
      ['unconfirmed', 'confirmed', staff.user.id],
      ['confirmed', 'disputed', staff.user.id],
    ]);
    const take = await postStatement(ctx, poster.headers, opinionPayload());
    expect((await settleSource(ctx, staff.headers, take.id, 'confirmed')).statusCode).toBe(400);
  });
});
