import type { Comment, NotificationList, Statement } from '@receipts/contract';
import { ANY_STANDING, createTestApp, createUserWithSession, json, type TestContext } from '../../../test/harness';
import { STATEMENTS_URL, opinionPayload, postStatement, predictionPayload } from '../../../test/content';
import { setOutcome } from '../../../test/track-record';
import { checkSource, insertPundits, postReceipt, settleSource } from '../../../test/pundits';
import { rowsOf } from '../../../repositories/sql';
import { sql } from 'drizzle-orm';

const LIST = '/api/notifications/';
const COMMENTS = '/api/content-api/comments/';
type Fan = Awaited<ReturnType<typeof createUserWithSession>>;
let ctx: TestContext;
let alice: Fan;
let bob: Fan;
let carol: Fan;
let staff: Fan;

beforeAll(async () => {
  ctx = await createTestApp(ANY_STANDING);
  alice = await createUserWithSession(ctx, { name: 'Alice Analyst' });
  bob = await createUserWithSession(ctx, { name: 'Bob Baller' });
  carol = await createUserWithSession(ctx, { name: 'Carol' });
  staff = await createUserWithSession(ctx, { isStaff: true });
  await insertPundits(ctx);
});
afterAll(() => ctx.close());

const comment = async (who: Fan, statement: number, text: string, parent: number | null = null) => {
  const response = await ctx.app.inject({ method: 'POST', url: COMMENTS, headers: who.headers, payload: { statement, text, parent } });
  expect(response.statusCode).toBe(201);
  return json<Comment>(response);
};
const inbox = async (who: Fan, query = '') => {
  const response = await ctx.app.inject({ url: `${LIST}${query}`, headers: who.headers });
  expect(response.statusCode).toBe(200);
  return json<NotificationList>(response);
};
const markRead = (who: Fan, payload: object) => ctx.app.inject({ method: 'POST', url: `${LIST}read/`, headers: who.headers, payload });
const opinion = (who: Fan, title = 'Rebuilds take three years') => postStatement(ctx, who.headers, opinionPayload({ title }));
const aboutStatement = (list: NotificationList, id: number) => list.results.filter((item) => item.statement.id === id);

describe('notifications: events', () => {
  it('tells the author of a comment of a reply, and the statement’s author of a comment, never of their own', async () => {
    const statement = await opinion(alice, 'Reply target');
    const own = await comment(alice, statement.id, 'My own take on my own take');
    await comment(alice, statement.id, 'Replying to myself', own.id);
    expect(aboutStatement(await inbox(alice), statement.id)).toEqual([]);

    const reply = await comment(bob, statement.id, 'Nope', own.id);
    const [item] = aboutStatement(await inbox(alice), statement.id);
    // Alice is both the comment's and the statement's author: one item, the reply.
    expect(item).toMatchObject({
      kind: 'comment_reply',
      count: 1,
      read: false,
      actor: { id: bob.user.id, display_name: 'Bob Baller' },
      comment: reply.id,
      statement: { id: statement.id, title: 'Reply target', statement_type: 'opinion' },
      message: 'Bob Baller replied to your comment on “Reply target”',
      url: `/statements/${statement.id}#comment-${reply.id}`,
    });
    expect(aboutStatement(await inbox(bob), statement.id)).toEqual([]);
  });

  it('tells the statement’s author of a comment, and a reply’s parent author and the statement’s author separately', async () => {
    const statement = await opinion(alice, 'Two audiences');
    const bobs = await comment(bob, statement.id, 'First!');
    expect(aboutStatement(await inbox(alice), statement.id)).toMatchObject([
      { kind: 'statement_comment', message: 'Bob Baller commented on “Two audiences”' },
    ]);
    await comment(carol, statement.id, 'Second', bobs.id);
    expect(aboutStatement(await inbox(bob), statement.id)).toMatchObject([{ kind: 'comment_reply', actor: { id: carol.user.id } }]);
    expect(aboutStatement(await inbox(alice), statement.id)).toMatchObject([
      { kind: 'statement_comment', count: 2, message: '2 comments on “Two audiences”' },
    ]);
  });

  it('groups repeats into one unread item, newest activity first, and starts a new one once it is read', async () => {
    const statement = await opinion(alice, 'Grouping');
    const mine = await comment(alice, statement.id, 'Reply to me');
    await comment(bob, statement.id, 'one', mine.id);
    const elsewhere = await opinion(carol, 'Something else');
    await comment(alice, elsewhere.id, 'ping carol');
    await comment(carol, statement.id, 'two', mine.id);
    const last = await comment(bob, statement.id, 'three', mine.id);

    const list = await inbox(alice);
    const [first] = list.results;
    expect(first).toMatchObject({ kind: 'comment_reply', count: 3, comment: last.id, message: '3 replies to your comment on “Grouping”' });
    expect(aboutStatement(list, statement.id)).toHaveLength(1);

    expect((await markRead(alice, { ids: [first.id] })).statusCode).toBe(200);
    await comment(carol, statement.id, 'four', mine.id);
    const again = aboutStatement(await inbox(alice), statement.id);
    expect(again.map((item) => [item.count, item.read])).toEqual([
      [1, false],
      [3, true],
    ]);
  });

  it('tells a resolved prediction’s owner (with the new accuracy), its voters and commenters, not the staff member', async () => {
    const prediction = await postStatement(ctx, alice.headers, predictionPayload({ title: 'Nuggets repeat', event_date: null }));
    await ctx.app.inject({
      method: 'POST',
      url: '/api/content-api/votes/toggle/',
      headers: bob.headers,
      payload: { statement_id: prediction.id, vote_type: 'upvote' },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/content-api/votes/toggle/',
      headers: staff.headers,
      payload: { statement_id: prediction.id, vote_type: 'upvote' },
    });
    await comment(carol, prediction.id, 'No chance');
    await setOutcome(ctx, staff.headers, prediction.id, 'correct');
    await ctx.app.jobs.drain();

    expect(aboutStatement(await inbox(alice), prediction.id)).toContainEqual(
      expect.objectContaining({
        kind: 'prediction_resolved',
        outcome: 'correct',
        accuracy: 1,
        actor: null,
        message: 'Your prediction “Nuggets repeat” was resolved: correct. Your accuracy is now 100%.',
        url: `/statements/${prediction.id}`,
      }),
    );
    for (const fan of [bob, carol]) {
      expect(aboutStatement(await inbox(fan), prediction.id)).toMatchObject([
        {
          kind: 'followed_prediction_resolved',
          outcome: 'correct',
          accuracy: null,
          message: 'A prediction you weighed in on, “Nuggets repeat”, was resolved: correct.',
        },
      ]);
    }
    expect(aboutStatement(await inbox(staff), prediction.id)).toEqual([]);

    // A correction updates the same unread item rather than adding one.
    await setOutcome(ctx, staff.headers, prediction.id, 'incorrect');
    await ctx.app.jobs.drain();
    expect(aboutStatement(await inbox(bob), prediction.id)).toMatchObject([{ outcome: 'incorrect', count: 1 }]);
  });

  it('tells the followers of a pundit of a new receipt of theirs through the fan-out job, not the poster', async () => {
    const [ana] = await rowsOf<{ id: number }>(ctx.database.db, sql`SELECT id FROM commentators WHERE slug = 'ana-alvarez'`);
    for (const fan of [alice, bob, carol]) {
      const followed = await ctx.app.inject({
        method: 'POST',
        url: '/api/follow/toggle/',
        headers: fan.headers,
        payload: { followable_type: 'commentator', object_id: Number(ana.id) },
      });
      expect(followed.statusCode).toBe(200);
    }
    const receipt = await postReceipt(ctx, alice.headers, {}, { title: 'Ana: the Nuggets repeat' });
    const other = await postReceipt(ctx, alice.headers, { slug: 'ben-brooks' }, { title: 'Ben: nobody repeats' });
    await ctx.app.jobs.drain();
    for (const fan of [bob, carol]) {
      expect(aboutStatement(await inbox(fan), receipt.id)).toEqual([
        expect.objectContaining({
          kind: 'followed_pundit_receipt',
          pundit: 'Ana Alvarez',
          actor: expect.objectContaining({ id: alice.user.id }),
          message: 'New receipt of Ana Alvarez: “Ana: the Nuggets repeat”',
          url: `/statements/${receipt.id}`,
        }),
      ]);
      // Nobody follows Ben Brooks.
      expect(aboutStatement(await inbox(fan), other.id)).toEqual([]);
    }
    expect(aboutStatement(await inbox(alice), receipt.id)).toEqual([]);
    expect(aboutStatement(await inbox(staff), receipt.id)).toEqual([]);
  });

  it('hides the items of a statement that is hidden or deleted', async () => {
    const prediction = await postStatement(ctx, alice.headers, predictionPayload({ title: 'To be hidden', event_date: null }));
    await comment(bob, prediction.id, 'Hmm');
    const opinionOfAlice = await opinion(alice, 'To be deleted');
    await comment(bob, opinionOfAlice.id, 'Hmm');
    const before = await inbox(alice);
    expect(aboutStatement(before, prediction.id)).toHaveLength(1);
    expect(aboutStatement(before, opinionOfAlice.id)).toHaveLength(1);

    for (const { id } of [prediction, opinionOfAlice] as Statement[]) {
      expect((await ctx.app.inject({ method: 'DELETE', url: `${STATEMENTS_URL}${id}/`, headers: alice.headers })).statusCode).toBe(204);
    }
    const after = await inbox(alice);
    expect(aboutStatement(after, prediction.id)).toEqual([]);
    expect(aboutStatement(after, opinionOfAlice.id)).toEqual([]);
    expect(after.unread_count).toBe(before.unread_count - 2);
  });
});

describe('notifications: a receipt’s source confirmed or disputed', () => {
  const sourceItems = async (who: Fan, id: number) =>
    aboutStatement(await inbox(who), id).filter((item) => item.kind === 'receipt_source_checked');
  const check = async (who: Fan, id: number, verdict: 'confirm' | 'dispute') =>
    expect((await checkSource(ctx, who.headers, id, verdict)).statusCode).toBe(200);
  const settle = async (who: Fan, id: number, status: string) =>
    expect((await settleSource(ctx, who.headers, id, status)).statusCode).toBe(200);

  it('tells the poster once when the community’s checks reach the lead, in the check’s transaction, never the checkers', async () => {
    const [dana, erin] = [await createUserWithSession(ctx), await createUserWithSession(ctx)];
    const receipt = await postReceipt(ctx, alice.headers, {}, { title: 'Ana: checked by the crowd' });
    await check(bob, receipt.id, 'confirm');
    await check(carol, receipt.id, 'confirm');
    expect(await sourceItems(alice, receipt.id)).toEqual([]); // a lead of 2 moves nothing

    await check(dana, receipt.id, 'confirm'); // 3 – 0: confirmed; no job to run, the row is there at once
    const [item] = await sourceItems(alice, receipt.id);
    expect(item).toEqual({
      id: expect.any(Number),
      kind: 'receipt_source_checked',
      count: 1,
      read: false,
      created_at: expect.any(String),
      actor: null,
      statement: { id: receipt.id, title: 'Ana: checked by the crowd', statement_type: 'prediction' },
      comment: null,
      outcome: null,
      accuracy: null,
      pundit: null,
      source_status: 'confirmed',
      message: 'The source of your receipt “Ana: checked by the crowd” was confirmed.',
      url: `/statements/${receipt.id}`,
    });
    for (const checker of [bob, carol, dana]) expect(await sourceItems(checker, receipt.id)).toEqual([]);

    // Back to unconfirmed: nobody is told, and the item stays.
    await check(dana, receipt.id, 'confirm');
    expect(await sourceItems(alice, receipt.id)).toEqual([item]);
    // Confirmed again while the item is unread: the same one item, moved to the top.
    await check(dana, receipt.id, 'confirm');
    const [again] = await sourceItems(alice, receipt.id);
    expect(again).toMatchObject({ count: 1, read: false, source_status: 'confirmed' });
    expect(again.id).toBeGreaterThan(item.id);
    // A confirm that adds to a lead already held moves nothing.
    await check(erin, receipt.id, 'confirm');
    expect(await sourceItems(alice, receipt.id)).toEqual([again]);

    // Read, then disputed (0 confirms – 4 disputes): a new item.
    expect((await markRead(alice, { ids: [again.id] })).statusCode).toBe(200);
    for (const fan of [bob, carol, dana, erin]) await check(fan, receipt.id, 'dispute');
    const [disputed, old] = await sourceItems(alice, receipt.id);
    expect(old).toMatchObject({ id: again.id, read: true, source_status: 'confirmed' });
    expect(disputed).toMatchObject({
      read: false,
      count: 1,
      source_status: 'disputed',
      message: 'The source of your receipt “Ana: checked by the crowd” was disputed.',
    });
    expect(disputed.id).toBeGreaterThan(again.id);
  });

  it('tells the poster when staff settle it either way (a flip updates the unread item), not staff settling their own', async () => {
    const receipt = await postReceipt(ctx, bob.headers, {}, { title: 'Ana: settled by staff' });
    await settle(staff, receipt.id, 'unconfirmed');
    expect(await sourceItems(bob, receipt.id)).toEqual([]);
    await settle(staff, receipt.id, 'disputed');
    expect(await sourceItems(bob, receipt.id)).toMatchObject([{ source_status: 'disputed', actor: null, count: 1 }]);
    await settle(staff, receipt.id, 'disputed'); // no change: nothing new
    await settle(staff, receipt.id, 'confirmed');
    expect(await sourceItems(bob, receipt.id)).toMatchObject([
      { source_status: 'confirmed', read: false, count: 1, message: 'The source of your receipt “Ana: settled by staff” was confirmed.' },
    ]);
    expect(await sourceItems(staff, receipt.id)).toEqual([]);

    const own = await postReceipt(ctx, staff.headers, {}, { title: 'Ana: staff’s own' });
    await settle(staff, own.id, 'confirmed');
    await settle(staff, own.id, 'disputed');
    expect(await sourceItems(staff, own.id)).toEqual([]);
    // Members cannot check their own receipt's source at all.
    expect((await checkSource(ctx, staff.headers, own.id, 'confirm')).statusCode).toBe(403);
  });

  it('keeps to the poster’s preference for the kind, and a hidden receipt hides its item', async () => {
    const fan = await createUserWithSession(ctx);
    const put = (delivery: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `${LIST}preferences/`,
        headers: fan.headers,
        payload: { preferences: { receipt_source_checked: delivery } },
      });
    expect(json(await put('off'))).toMatchObject({ preferences: { receipt_source_checked: 'off', comment_reply: 'in_app' } });
    const quiet = await postReceipt(ctx, fan.headers, {}, { title: 'Ana: quiet' });
    await settle(staff, quiet.id, 'confirmed');
    expect(await sourceItems(fan, quiet.id)).toEqual([]);

    expect(json(await put('email_digest'))).toMatchObject({ preferences: { receipt_source_checked: 'email_digest' } });
    const loud = await postReceipt(ctx, fan.headers, {}, { title: 'Ana: loud' });
    await settle(staff, loud.id, 'confirmed');
    const [item] = await sourceItems(fan, loud.id);
    expect(item).toMatchObject({ source_status: 'confirmed' });
    const unread = (await inbox(fan)).unread_count;

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `${STATEMENTS_URL}${loud.id}/`, headers: fan.headers });
    expect(deleted.statusCode).toBe(204);
    expect(await sourceItems(fan, loud.id)).toEqual([]);
    expect((await inbox(fan)).unread_count).toBe(unread - 1);
  });
});

describe('notifications: list, read, preferences, access', () => {
  it('answers 401 to visitors on every route', async () => {
    for (const [method, url] of [
      ['GET', LIST],
      ['POST', `${LIST}read/`],
      ['GET', `${LIST}stream/`],
      ['GET', `${LIST}preferences/`],
      ['PUT', `${LIST}preferences/`],
    ] as const) {
      const response = await ctx.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect([url, method, response.statusCode]).toEqual([url, method, 401]);
    }
  });

  it('pages newest first with before=, counts unread, and marks read by ids (only one’s own) or all', async () => {
    const dana = await createUserWithSession(ctx, { name: 'Dana' });
    const statement = await opinion(dana, 'Paged');
    for (let i = 0; i < 5; i += 1) {
      const mine = await comment(dana, statement.id, `c${i}`);
      await comment(bob, statement.id, `r${i}`, mine.id);
    }
    const first = await inbox(dana, '?per_page=2');
    expect(first.unread_count).toBe(5); // five replies (each also a comment on her statement: told once, as a reply)
    expect(first.results).toHaveLength(2);
    const second = await inbox(dana, `?per_page=2&before=${first.next_before}`);
    expect(second.results[0].id).toBeLessThan(first.results[1].id);
    const all = await inbox(dana, '?per_page=50');
    expect(all.results.map((item) => item.id)).toEqual([...all.results.map((item) => item.id)].sort((a, b) => b - a));
    expect(all.next_before).toBeNull();

    expect(json(await markRead(bob, { ids: [first.results[0].id] }))).toMatchObject({ unread_count: expect.any(Number) });
    expect((await inbox(dana)).unread_count).toBe(5);
    expect(json(await markRead(dana, { ids: [first.results[0].id] }))).toEqual({ unread_count: 4 });
    expect(json(await markRead(dana, { all: true }))).toEqual({ unread_count: 0 });
    expect((await markRead(dana, {})).statusCode).toBe(400);
    expect((await markRead(dana, { ids: [1], all: true })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: `${LIST}?before=abc`, headers: dana.headers })).statusCode).toBe(400);
  });

  it('keeps preferences per kind: defaults, changes, and off writes nothing', async () => {
    const erin = await createUserWithSession(ctx);
    const url = `${LIST}preferences/`;
    expect(json(await ctx.app.inject({ url, headers: erin.headers }))).toEqual({
      preferences: {
        prediction_resolved: 'in_app',
        followed_prediction_resolved: 'in_app',
        comment_reply: 'in_app',
        statement_comment: 'in_app',
        followed_pundit_receipt: 'in_app',
        receipt_source_checked: 'in_app',
        content_moderated: 'in_app',
        appeal_answered: 'in_app',
      },
    });
    const put = (preferences: object) => ctx.app.inject({ method: 'PUT', url, headers: erin.headers, payload: { preferences } });
    expect(json(await put({ statement_comment: 'off', comment_reply: 'email_digest' }))).toMatchObject({
      preferences: { statement_comment: 'off', comment_reply: 'email_digest', prediction_resolved: 'in_app' },
    });
    expect((await put({ statement_comment: 'loud' })).statusCode).toBe(400);
    expect((await put({ unknown_kind: 'off' })).statusCode).toBe(400);

    const statement = await opinion(erin, 'Quiet please');
    await comment(bob, statement.id, 'Loud comment');
    expect(aboutStatement(await inbox(erin), statement.id)).toEqual([]);
  });
});
