import {
  APPEAL_ALREADY_SENT,
  type Appeal,
  type AppealQueueItem,
  type Comment,
  type NotificationItem,
  type NotificationList,
  type Statement,
} from '@receipts/contract';
import { ANY_STANDING, createTestApp, createUserWithSession, json, type TestContext } from '../../../test/harness';
import { STATEMENTS_URL, insertStatements, postStatement, predictionPayload } from '../../../test/content';
import { setOutcome } from '../../../test/track-record';
import { rowsOf } from '../../../repositories/sql';
import { sql } from 'drizzle-orm';

const APPEALS = '/api/appeals/';
const QUEUE = '/api/moderation/appeals/';
const answerUrl = (id: number) => `${QUEUE}${id}/answer/`;
const NOTIFICATIONS = '/api/notifications/';
type Person = Awaited<ReturnType<typeof createUserWithSession>>;

let ctx: TestContext;
let staff: Person;
let author: Person;
let fan: Person;
let reporters: Person[];

beforeAll(async () => {
  ctx = await createTestApp({
    ...ANY_STANDING,
    moderation: { autoHideReports: 3, autoHideAfterReview: 10, reportsPerHour: 100, newAccountLinkHours: 24 },
  });
  staff = await createUserWithSession(ctx, { isStaff: true });
  author = await createUserWithSession(ctx);
  fan = await createUserWithSession(ctx);
  reporters = [];
  for (let i = 0; i < 3; i++) reporters.push(await createUserWithSession(ctx));
});
afterAll(() => ctx.close());

const post = (url: string, who: Person | null, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: who?.headers ?? {}, payload });
const get = (url: string, who?: Person) => ctx.app.inject({ url, headers: who?.headers ?? {} });
const newStatement = async (title = 'A take that gets hidden') => (await insertStatements(ctx, [{ userId: author.user.id, title }]))[0];
const moderate = (type: 'statement' | 'comment', id: number, action: string, reason = 'Spam links') =>
  post('/api/moderation/actions/', staff, { target_type: type, target_id: id, action, reason });
const notificationsOf = async (who: Person) => json<NotificationList>(await get(`${NOTIFICATIONS}?per_page=50`, who));
const about = (list: NotificationList, statementId: number, kind?: NotificationItem['kind']) =>
  list.results.filter((item) => item.statement.id === statementId && (!kind || item.kind === kind));
const unreadCounted = async (who: Person) => {
  const list = await notificationsOf(who);
  const counted = json<{ unread_count: number }>(await post(`${NOTIFICATIONS}read/`, who, { ids: [MISSING_ID] })).unread_count;
  return { listed: list.results.filter((item) => !item.read).length, unread_count: list.unread_count, counted };
};
const MISSING_ID = 999_999_999;

describe('the author hears when staff or reports hide their content', () => {
  it('tells the author of a statement staff hid, with the reason, and shows the item to them alone', async () => {
    const id = await newStatement();
    expect((await moderate('statement', id, 'hide')).statusCode).toBe(200);
    const [item] = about(await notificationsOf(author), id, 'content_moderated');
    expect(item).toMatchObject({
      actor: null,
      moderation: { target_type: 'statement', action: 'hidden', reason: 'Spam links' },
      message: 'Moderators hid your post “A take that gets hidden”: Spam links. You can appeal from its page.',
      url: `/statements/${id}`,
    });
    const counts = await unreadCounted(author);
    expect(counts.unread_count).toBe(counts.listed);
    expect(counts.counted).toBe(counts.listed);
    const own = json<Statement>(await get(`${STATEMENTS_URL}${id}/`, author));
    expect(own.moderation).toEqual({ state: 'hidden', reason: 'Spam links', appealable: true, appeal: null });
    expect((await get(`${STATEMENTS_URL}${id}/`, fan)).statusCode).toBe(404);
    expect((await get(`${STATEMENTS_URL}${id}/comments/`)).statusCode).toBe(404);
  });

  it('tells the author of a removed comment, and of a comment the reports hid pending review', async () => {
    const id = await newStatement('A thread with comments');
    const comment = async () => json<Comment>(await post('/api/content-api/comments/', author, { statement: id, text: 'My two cents' })).id;
    const removed = await comment();
    await moderate('comment', removed, 'remove', 'Harassment');
    const reported = await comment();
    for (const reporter of reporters)
      await post('/api/reports/', reporter, { target_type: 'comment', target_id: reported, reason: 'spam' });
    const items = about(await notificationsOf(author), id, 'content_moderated');
    expect(items.map((item) => [item.comment, item.moderation?.action, item.message])).toEqual([
      [reported, 'hidden', expect.stringMatching(/^Moderators hid your comment on “A thread with comments”: Reported by 3 members/)],
      [removed, 'removed', 'Moderators removed your comment on “A thread with comments”: Harassment.'],
    ]);
  });
});

describe('appeals', () => {
  it('takes one appeal from the author of a hidden item, and refuses the rest clearly', async () => {
    const id = await newStatement('Appeal me');
    await moderate('statement', id, 'hide');
    const appeal = (who: Person | null, payload: object = { target_type: 'statement', target_id: id, message: 'It was a joke.' }) =>
      post(APPEALS, who, payload);
    expect((await appeal(null)).statusCode).toBe(401);
    const other = await appeal(fan);
    expect([other.statusCode, json(other).detail]).toEqual([404, 'No statement of yours with that id.']);
    const blank = await appeal(author, { target_type: 'statement', target_id: id, message: '   ' });
    expect(blank.statusCode).toBe(400);
    const first = await appeal(author);
    expect(first.statusCode).toBe(201);
    expect(json<Appeal>(first)).toMatchObject({ target_type: 'statement', target_id: id, statement_id: id, status: 'open', note: null });
    const second = await appeal(author, { target_type: 'statement', target_id: id, message: 'Please!' });
    expect([second.statusCode, json(second).detail]).toEqual([409, APPEAL_ALREADY_SENT]);
    const own = json<Statement>(await get(`${STATEMENTS_URL}${id}/`, author));
    expect(own.moderation).toMatchObject({ appealable: false, appeal: { status: 'open', note: null } });

    const visible = await newStatement('Never hidden');
    const notHidden = await appeal(author, { target_type: 'statement', target_id: visible, message: 'Why?' });
    expect(notHidden.statusCode).toBe(409);
    const gone = await newStatement('Removed for good');
    await moderate('statement', gone, 'remove');
    const final = await appeal(author, { target_type: 'statement', target_id: gone, message: 'Why?' });
    expect([final.statusCode, json(final).detail]).toEqual([409, 'Removed content is final and cannot be appealed.']);
  });

  it('puts the appeal in the staff queue; staff restore it, the author hears and the post is public again', async () => {
    const id = await newStatement('Restore me');
    await moderate('statement', id, 'hide', 'Looks like spam');
    const sent = json<Appeal>(
      await post(APPEALS, author, { target_type: 'statement', target_id: id, message: 'My own analysis, no links.' }),
    );
    expect((await get(QUEUE)).statusCode).toBe(401);
    expect((await get(QUEUE, fan)).statusCode).toBe(403);
    const queued = json<AppealQueueItem[]>(await get(QUEUE, staff)).find((item) => item.id === sent.id);
    expect(queued).toMatchObject({
      message: 'My own analysis, no links.',
      state: 'hidden',
      reason: 'Looks like spam',
      preview: { title: 'Restore me' },
      author: { id: author.user.id },
    });
    expect((await post(answerUrl(sent.id), fan, { decision: 'restore' })).statusCode).toBe(403);
    const answered = await post(answerUrl(sent.id), staff, { decision: 'restore', note: 'Fair enough.' });
    expect(answered.statusCode).toBe(200);
    expect(json<Appeal>(answered)).toMatchObject({ status: 'restored', note: 'Fair enough.' });
    expect((await get(`${STATEMENTS_URL}${id}/`, fan)).statusCode).toBe(200);
    expect((await get(`${STATEMENTS_URL}${id}/comments/`)).statusCode).toBe(200);
    expect(json<AppealQueueItem[]>(await get(QUEUE, staff)).some((item) => item.id === sent.id)).toBe(false);
    const [told] = about(await notificationsOf(author), id, 'appeal_answered');
    expect(told.message).toBe('Moderators accepted your appeal: your post “Restore me” is public again. Note: Fair enough.');
    const again = await post(answerUrl(sent.id), staff, { decision: 'uphold' });
    expect([again.statusCode, json(again).detail]).toEqual([409, 'This appeal was already answered.']);
    expect((await post(answerUrl(MISSING_ID), staff, { decision: 'uphold' })).statusCode).toBe(404);
  });

  it('lets staff uphold the hiding of a comment: it stays hidden and its author reads the answer on it', async () => {
    const id = await newStatement('Comment appeal');
    const comment = json<Comment>(await post('/api/content-api/comments/', author, { statement: id, text: 'Rude words' })).id;
    await moderate('comment', comment, 'hide', 'Rude');
    const sent = json<Appeal>(await post(APPEALS, author, { target_type: 'comment', target_id: comment, message: 'Not rude.' }));
    expect(sent).toMatchObject({ target_type: 'comment', statement_id: id });
    await post(answerUrl(sent.id), staff, { decision: 'uphold', note: 'It was rude.' });
    const thread = json<Comment[]>(await get(`${STATEMENTS_URL}${id}/comments/`, author));
    expect(thread[0].moderation).toEqual({
      state: 'hidden',
      reason: 'Rude',
      appealable: false,
      appeal: { status: 'upheld', note: 'It was rude.' },
    });
    expect(json<Comment[]>(await get(`${STATEMENTS_URL}${id}/comments/`, fan))).toEqual([]);
    const [told] = about(await notificationsOf(author), id, 'appeal_answered');
    expect(told.message).toBe('Moderators reviewed your appeal and kept your comment on “Comment appeal” hidden. Note: It was rude.');
  });
});

describe('notifications about hidden content', () => {
  it('are neither listed nor counted once the statement or comment is hidden, even when written before', async () => {
    const id = await newStatement('Busy thread');
    const top = json<Comment>(await post('/api/content-api/comments/', fan, { statement: id, text: 'First!' })).id;
    await post('/api/content-api/comments/', author, { statement: id, parent: top, text: 'Reply to the fan' });
    expect(about(await notificationsOf(author), id, 'statement_comment')).toHaveLength(1);
    expect(about(await notificationsOf(fan), id, 'comment_reply')).toHaveLength(1);

    await moderate('comment', top, 'hide', 'Spam');
    expect(about(await notificationsOf(author), id, 'statement_comment')).toEqual([]);
    // The reply under the hidden comment goes with it; the fan reads why their comment was hidden.
    expect(about(await notificationsOf(fan), id).map((item) => item.kind)).toEqual(['content_moderated']);
    for (const who of [author, fan]) {
      const counts = await unreadCounted(who);
      expect([counts.unread_count, counts.counted]).toEqual([counts.listed, counts.listed]);
    }
    const refused = await post('/api/content-api/comments/', author, { statement: id, parent: top, text: 'Another reply' });
    expect(refused.statusCode).toBe(400);

    await moderate('statement', id, 'hide', 'Spam');
    expect(about(await notificationsOf(fan), id)).toEqual([]);
    for (const who of [author, fan]) {
      const counts = await unreadCounted(who);
      expect([counts.unread_count, counts.counted]).toEqual([counts.listed, counts.listed]);
    }
    // Only the author's own notice of the hiding stays.
    expect(about(await notificationsOf(author), id).map((item) => item.kind)).toEqual(['content_moderated']);
  });

  it('are not written for a hidden prediction staff resolve', async () => {
    const prediction = await postStatement(ctx, author.headers, predictionPayload({ title: 'Hidden then resolved', event_date: null }));
    await post('/api/content-api/votes/toggle/', fan, { statement_id: prediction.id, vote_type: 'upvote' });
    await moderate('statement', prediction.id, 'hide');
    await setOutcome(ctx, staff.headers, prediction.id, 'correct');
    await ctx.app.jobs.drain();
    const written = await rowsOf<{ kind: string }>(
      ctx.database.db,
      sql`SELECT kind FROM notifications WHERE statement_id = ${prediction.id} ORDER BY id`,
    );
    expect(written.map((row) => row.kind)).toEqual(['content_moderated']);
  });
});
