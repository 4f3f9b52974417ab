import { sql } from 'drizzle-orm';
import type { Comment, ModerationActionResponse, ModerationAuditEntry, ModerationQueueItem, Statement } from '@receipts/contract';
import { rowsOf } from '../../../repositories/sql';
import { ANY_STANDING, createTestApp, createUserWithSession, json, type TestContext } from '../../../test/harness';
import { STATEMENTS_URL, insertStatements } from '../../../test/content';

const REPORTS = '/api/reports/';
const QUEUE = '/api/moderation/queue/';
const ACTIONS = '/api/moderation/actions/';
const AUDIT = '/api/moderation/audit/';
type Person = Awaited<ReturnType<typeof createUserWithSession>>;

let ctx: TestContext;
let staff: Person;
let author: Person;
let members: Person[];

beforeAll(async () => {
  ctx = await createTestApp(ANY_STANDING);
  staff = await createUserWithSession(ctx, { isStaff: true });
  author = await createUserWithSession(ctx);
  members = [];
  for (let i = 0; i < 6; i++) members.push(await createUserWithSession(ctx));
});
afterAll(() => ctx.close());

const report = (who: Person, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: REPORTS, headers: who.headers, payload });
const act = (payload: Record<string, unknown>, who: Person = staff) =>
  ctx.app.inject({ method: 'POST', url: ACTIONS, headers: who.headers, payload });
const get = (url: string, who?: Person) => ctx.app.inject({ url, headers: who?.headers ?? {} });
const newStatement = async (title = 'A take worth reporting') =>
  (await insertStatements(ctx, [{ userId: author.user.id, title, body: 'Reportable body text' }]))[0];
const feedIds = async (query = '') => json<Statement[]>(await get(`${STATEMENTS_URL}?per_page=50${query}`)).map((s) => s.id);

describe('who may use the moderation endpoints', () => {
  it('answers 401 to visitors and 403 to members on the queue, actions and audit, and serves staff', async () => {
    const id = await newStatement();
    const visitor = await Promise.all([get(QUEUE), get(AUDIT), ctx.app.inject({ method: 'POST', url: ACTIONS, payload: {} })]);
    expect(visitor.map((r) => r.statusCode)).toEqual([401, 401, 401]);
    const member = await Promise.all([
      get(QUEUE, members[0]),
      get(AUDIT, members[0]),
      act({ target_type: 'statement', target_id: id, action: 'hide', reason: 'x' }, members[0]),
    ]);
    expect(member.map((r) => r.statusCode)).toEqual([403, 403, 403]);
    expect((await get(`${STATEMENTS_URL}${id}/`)).statusCode).toBe(200);
    expect((await get(QUEUE, staff)).statusCode).toBe(200);
    expect((await get(AUDIT, staff)).statusCode).toBe(200);
  });

  it('lets members report and refuses visitors (401)', async () => {
    const id = await newStatement();
    expect(
      (await ctx.app.inject({ method: 'POST', url: REPORTS, payload: { target_type: 'statement', target_id: id, reason: 'spam' } }))
        .statusCode,
    ).toBe(401);
    expect((await report(members[0], { target_type: 'statement', target_id: id, reason: 'spam' })).statusCode).toBe(201);
  });
});

describe('POST /api/reports/', () => {
  it('keeps one report per member and target: a second one updates the first', async () => {
    const id = await newStatement();
    const first = await report(members[1], { target_type: 'statement', target_id: id, reason: 'spam' });
    expect(json(first)).toMatchObject({ reason: 'spam', note: null, updated: false });
    const second = json(await report(members[1], { target_type: 'statement', target_id: id, reason: 'off_topic', note: ' Wrong place ' }));
    expect(second).toMatchObject({ id: json(first).id, reason: 'off_topic', note: 'Wrong place', updated: true });
    const rows = await rowsOf(ctx.database.db, sql`SELECT reason FROM reports WHERE target_type = 'statement' AND target_id = ${id}`);
    expect(rows).toEqual([{ reason: 'off_topic' }]);
  });

  it('takes a report of a profile into the queue with its name and bio, never one of oneself', async () => {
    const target = await createUserWithSession(ctx);
    await ctx.database.db.execute(
      sql`UPDATE users SET display_name = 'Profile Spammer', bio = 'Buy followers here' WHERE id = ${target.user.id}`,
    );
    const sent = await report(members[1], { target_type: 'user', target_id: target.user.id, reason: 'spam', note: 'Bio is an ad' });
    expect(sent.statusCode).toBe(201);
    expect(json(sent)).toMatchObject({ target_type: 'user', target_id: target.user.id, reason: 'spam', note: 'Bio is an ad' });
    const self = await report(target, { target_type: 'user', target_id: target.user.id, reason: 'spam' });
    expect([self.statusCode, json(self).detail]).toEqual([400, 'You cannot report yourself.']);
    const missing = await report(members[1], { target_type: 'user', target_id: 999_999, reason: 'spam' });
    expect([missing.statusCode, json(missing).detail]).toEqual([404, 'No user with that id.']);
    const item = json<ModerationQueueItem[]>(await get(QUEUE, staff)).find(
      (entry) => entry.target_type === 'user' && entry.target_id === target.user.id,
    );
    expect(item).toMatchObject({
      report_count: 1,
      notes: ['Bio is an ad'],
      preview: { title: 'Profile Spammer', text: 'Buy followers here' },
    });
  });

  it('counts concurrent reports of one member once', async () => {
    const id = await newStatement();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => report(members[2], { target_type: 'statement', target_id: id, reason: 'hate' })),
    );
    expect(answers.every((r) => r.statusCode === 201)).toBe(true);
    const queue = json<ModerationQueueItem[]>(await get(QUEUE, staff)).find(
      (item) => item.target_id === id && item.target_type === 'statement',
    );
    expect(queue).toMatchObject({ report_count: 1, reasons: [{ reason: 'hate', count: 1 }] });
  });

  it('refuses an unknown target, an unknown reason, a long note and one’s own post, saving nothing', async () => {
    const id = await newStatement();
    const cases: [Person, Record<string, unknown>, number, string][] = [
      [members[0], { target_type: 'statement', target_id: 999_999, reason: 'spam' }, 404, 'No statement with that id.'],
      [members[0], { target_type: 'podcast', target_id: id, reason: 'spam' }, 400, 'Target type must be one of'],
      [members[0], { target_type: 'statement', target_id: id, reason: 'boring' }, 400, 'Reason must be one of'],
      [members[0], { target_type: 'statement', target_id: id, reason: 'other', note: 'x'.repeat(501) }, 400, 'at most 500 characters'],
      [author, { target_type: 'statement', target_id: id, reason: 'spam' }, 400, 'You cannot report your own post.'],
    ];
    for (const [who, payload, status, message] of cases) {
      const response = await report(who, payload);
      expect([response.statusCode, json(response).detail]).toEqual([status, expect.stringContaining(message)]);
    }
    expect(await rowsOf(ctx.database.db, sql`SELECT 1 FROM reports WHERE target_id = ${id}`)).toEqual([]);
  });

  it('hides a target reported by 5 distinct members pending review, once, even when they report at once', async () => {
    const id = await newStatement('Spam everyone reports');
    const answers = await Promise.all(
      members.slice(0, 5).map((m) => report(m, { target_type: 'statement', target_id: id, reason: 'spam' })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect((await get(`${STATEMENTS_URL}${id}/`)).statusCode).toBe(404);
    const audit = json<ModerationAuditEntry[]>(await get(AUDIT, staff)).filter((e) => e.target_id === id && e.target_type === 'statement');
    expect(audit).toEqual([
      expect.objectContaining({ action: 'hide', actor: null, reason: expect.stringContaining('Reported by 5 members') }),
    ]);
    const seen = json<Statement>(await get(`${STATEMENTS_URL}${id}/`, author));
    expect(seen.moderation).toEqual({
      state: 'hidden',
      reason: expect.stringContaining('Reported by 5 members'),
      appealable: true,
      appeal: null,
    });
  });
});

describe('staff actions and their effect on every listing', () => {
  it('hides a statement from the feed, detail, search, trending, profile lists and comments; its author sees why; restore brings it back', async () => {
    const id = await newStatement('Zanzibar quokkas win everything');
    await report(members[0], { target_type: 'statement', target_id: id, reason: 'misleading_result' });
    const everywhere = async () => ({
      feed: (await feedIds()).includes(id),
      profile: (await feedIds(`&user_id=${author.user.id}`)).includes(id),
      search: json(await get('/api/search/?q=zanzibar%20quokkas&type=statements')).statements.length > 0,
      trending: json<Statement[]>(await get('/api/content-api/trending/?tab=all')).some((s) => s.id === id),
      detail: (await get(`${STATEMENTS_URL}${id}/`, members[0])).statusCode,
      comments: (await get(`${STATEMENTS_URL}${id}/comments/`)).statusCode,
    });
    expect(await everywhere()).toEqual({ feed: true, profile: true, search: true, trending: true, detail: 200, comments: 200 });

    const hidden = await act({ target_type: 'statement', target_id: id, action: 'hide', reason: 'Misleading result' });
    expect(hidden.statusCode).toBe(200);
    expect(json<ModerationActionResponse>(hidden)).toMatchObject({
      state: 'hidden',
      action: { action: 'hide', reason: 'Misleading result' },
    });
    expect(await everywhere()).toEqual({ feed: false, profile: false, search: false, trending: false, detail: 404, comments: 404 });
    const own = json<Statement>(await get(`${STATEMENTS_URL}${id}/`, author));
    expect(own.moderation).toEqual({ state: 'hidden', reason: 'Misleading result', appealable: true, appeal: null });
    expect(
      json<ModerationQueueItem[]>(await get(QUEUE, staff)).some((item) => item.target_id === id && item.target_type === 'statement'),
    ).toBe(false);

    expect((await act({ target_type: 'statement', target_id: id, action: 'restore', reason: 'Checked again' })).statusCode).toBe(200);
    expect(await everywhere()).toEqual({ feed: true, profile: true, search: true, trending: true, detail: 200, comments: 200 });
  });

  it('keeps a hidden statement in its author’s own lists, marked with the reason, and out of everyone else’s', async () => {
    const id = await newStatement('A take the author still sees');
    const live = await newStatement('A live take of the same author');
    await act({ target_type: 'statement', target_id: id, action: 'hide', reason: 'Spam links' });
    const list = async (query: string, who?: Person) => {
      const answer = await get(`${STATEMENTS_URL}?per_page=50${query}`, who);
      expect(answer.statusCode).toBe(200);
      return json<Statement[]>(answer);
    };
    for (const query of [`&user_id=${author.user.id}`, '&user_id=current', `&user_id=${author.user.id}&type=opinion`]) {
      const own = await list(query, author);
      expect(own.find((s) => s.id === id)?.moderation).toEqual({ state: 'hidden', reason: 'Spam links' });
      expect(own.find((s) => s.id === live)).toBeDefined();
      expect(own.find((s) => s.id === live)?.moderation).toBeUndefined();
    }
    // Everyone else: the visitor, another member, staff, and the author's own feed without the user filter.
    for (const [query, who] of [
      [`&user_id=${author.user.id}`, undefined],
      [`&user_id=${author.user.id}`, members[0]],
      [`&user_id=${author.user.id}`, staff],
      ['', author],
    ] as const) {
      const seen = await list(query, who);
      expect(seen.some((s) => s.id === id)).toBe(false);
      expect(JSON.stringify(seen)).not.toContain('Spam links');
    }
    expect((await list('&user_id=current', members[0])).some((s) => s.id === id)).toBe(false);

    // Removed is final, for the author's lists too; restore makes it plain again.
    const other = await newStatement('Removed for good');
    await act({ target_type: 'statement', target_id: other, action: 'remove', reason: 'Doxxing' });
    expect((await list('&user_id=current', author)).some((s) => s.id === other)).toBe(false);
    await act({ target_type: 'statement', target_id: id, action: 'restore', reason: 'Fine after all' });
    const restored = (await list(`&user_id=${author.user.id}`)).find((s) => s.id === id);
    expect(restored).toBeDefined();
    expect(restored?.moderation).toBeUndefined();
  });

  it('removes for good: gone for the author too, and not restorable', async () => {
    const id = await newStatement();
    expect((await act({ target_type: 'statement', target_id: id, action: 'remove', reason: 'Doxxing' })).statusCode).toBe(200);
    expect((await get(`${STATEMENTS_URL}${id}/`, author)).statusCode).toBe(404);
    const again = await act({ target_type: 'statement', target_id: id, action: 'restore', reason: 'oops' });
    expect([again.statusCode, json(again).detail]).toEqual([409, 'Removed content cannot be restored.']);
  });

  it('keeps a hidden locked prediction in its author’s record but off the public list of deleted ones', async () => {
    const [id] = await insertStatements(ctx, [
      {
        userId: author.user.id,
        statementType: 'prediction',
        title: 'Locked call',
        outcome: 'pending',
        predictionChoice: 'Yes',
        confidenceLevel: 5,
      },
    ]);
    await act({ target_type: 'statement', target_id: id, action: 'hide', reason: 'Abusive' });
    const record = json(await get(`/api/users/${author.user.username}/record/`));
    expect(JSON.stringify(record)).not.toContain('Locked call');
    // Staff may still resolve it, as after a delete after lock (it still counts).
    const resolve = await ctx.app.inject({
      method: 'PATCH',
      url: `${STATEMENTS_URL}${id}/outcome/`,
      headers: staff.headers,
      payload: { outcome: 'correct' },
    });
    expect(resolve.statusCode).toBe(200);
  });

  it('hides a comment with its replies from the thread, and restores them', async () => {
    const id = await newStatement();
    const post = async (text: string, parent?: number) =>
      json<Comment>(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/content-api/comments/',
          headers: members[3].headers,
          payload: { statement: id, text, parent },
        }),
      );
    const rude = await post('A rude comment');
    await post('A reply to it', rude.id);
    const kept = await post('A kind comment');
    const thread = async () => json<Comment[]>(await get(`${STATEMENTS_URL}${id}/comments/`)).map((c) => [c.text, c.replies.length]);
    expect(await thread()).toEqual([
      ['A kind comment', 0],
      ['A rude comment', 1],
    ]);
    expect((await act({ target_type: 'comment', target_id: rude.id, action: 'hide', reason: 'Rude' })).statusCode).toBe(200);
    expect(await thread()).toEqual([['A kind comment', 0]]);
    const vote = await ctx.app.inject({
      method: 'POST',
      url: `/api/content-api/comments/${rude.id}/vote/`,
      headers: members[4].headers,
      payload: { vote_type: 'upvote' },
    });
    expect(vote.statusCode).toBe(404);
    await act({ target_type: 'comment', target_id: rude.id, action: 'restore', reason: 'Fine' });
    expect(await thread()).toHaveLength(2);
    expect(kept.id).toBeGreaterThan(rude.id);
  });

  it('shows a hidden comment to its author alone, with the reason, whichever reader fills the shared thread first', async () => {
    const id = await newStatement();
    const writer = members[3];
    const post = async (who: Person, text: string, parent?: number) =>
      json<Comment>(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/content-api/comments/',
          headers: who.headers,
          payload: { statement: id, text, parent },
        }),
      );
    const rude = await post(writer, 'A hidden remark');
    await post(members[4], 'An answer to it', rude.id);
    await post(members[4], 'Another comment');
    await ctx.app.inject({
      method: 'POST',
      url: `/api/content-api/comments/${rude.id}/vote/`,
      headers: writer.headers,
      payload: { vote_type: 'upvote' },
    });
    await act({ target_type: 'comment', target_id: rude.id, action: 'hide', reason: 'Personal attack' });
    const thread = async (who?: Person) => {
      const answer = await get(`${STATEMENTS_URL}${id}/comments/`, who);
      expect(answer.statusCode).toBe(200);
      return json<Comment[]>(answer);
    };
    const texts = (comments: Comment[]) => comments.map((c) => c.text);
    const leaked = (comments: Comment[]) =>
      JSON.stringify(comments).includes('Personal attack') || JSON.stringify(comments).includes('A hidden remark');

    // The author first: their answer must not become the shared one.
    const own = await thread(writer);
    expect(texts(own)).toEqual(['Another comment', 'A hidden remark']);
    expect(own[1]).toMatchObject({ id: rude.id, moderation: { state: 'hidden', reason: 'Personal attack' }, user_vote: 'upvote' });
    expect(texts(own[1].replies)).toEqual(['An answer to it']);
    expect(own[0].moderation).toBeUndefined();
    for (const reader of [undefined, members[4], members[0], staff]) {
      const seen = await thread(reader);
      expect(texts(seen)).toEqual(['Another comment']);
      expect(leaked(seen)).toBe(false);
    }
    // Others first (the shared thread is cached now): the author still gets their own view.
    expect(texts(await thread(writer))).toEqual(['Another comment', 'A hidden remark']);
    expect(leaked(await thread())).toBe(false);

    // Removed is final: the author no longer sees it either.
    await act({ target_type: 'comment', target_id: rude.id, action: 'remove', reason: 'Repeated' });
    expect(texts(await thread(writer))).toEqual(['Another comment']);
  });

  it('dismisses the reports of a target and leaves it visible', async () => {
    const id = await newStatement();
    await report(members[5], { target_type: 'statement', target_id: id, reason: 'other' });
    expect((await act({ target_type: 'statement', target_id: id, action: 'dismiss', reason: 'Fine' })).statusCode).toBe(200);
    expect((await get(`${STATEMENTS_URL}${id}/`)).statusCode).toBe(200);
    const again = await act({ target_type: 'statement', target_id: id, action: 'dismiss', reason: 'Fine' });
    expect(again.statusCode).toBe(409);
  });

  it('refuses nonsense with a message and changes nothing', async () => {
    const id = await newStatement();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ target_type: 'statement', target_id: 999_999, action: 'hide', reason: 'x' }, 404, 'No statement with that id.'],
      [{ target_type: 'statement', target_id: id, action: 'explode', reason: 'x' }, 400, 'Action must be one of'],
      [{ target_type: 'statement', target_id: id, action: 'hide', reason: '  ' }, 400, 'Give a reason.'],
      [{ target_type: 'statement', target_id: id, action: 'restore', reason: 'x' }, 409, 'not hidden'],
      [{ target_type: 'statement', target_id: id, action: 'suspend', reason: 'x', duration: '1d' }, 400, 'Only a member can be suspended'],
      [{ target_type: 'user', target_id: author.user.id, action: 'hide', reason: 'x' }, 400, 'suspend the member instead'],
      [{ target_type: 'user', target_id: author.user.id, action: 'suspend', reason: 'x' }, 400, 'needs a duration'],
      [{ target_type: 'user', target_id: staff.user.id, action: 'suspend', reason: 'x', duration: '7d' }, 409, 'cannot suspend yourself'],
      [{ target_type: 'user', target_id: author.user.id, action: 'unsuspend', reason: 'x' }, 409, 'not suspended'],
    ];
    const before = (await get(AUDIT, staff)).body;
    for (const [payload, status, message] of cases) {
      const response = await act(payload);
      expect([response.statusCode, json(response).detail]).toEqual([status, expect.stringContaining(message)]);
    }
    expect((await get(AUDIT, staff)).body).toBe(before);
    const otherStaff = await createUserWithSession(ctx, { isStaff: true });
    const staffSuspension = await act({
      target_type: 'user',
      target_id: otherStaff.user.id,
      action: 'suspend',
      reason: 'x',
      duration: '1d',
    });
    expect([staffSuspension.statusCode, json(staffSuspension).detail]).toEqual([409, 'Staff cannot be suspended.']);
  });
});

describe('suspensions', () => {
  it('ends the member’s sessions and refuses their writes with the end date; unsuspend lets them back', async () => {
    const member = await createUserWithSession(ctx);
    const id = await newStatement();
    const suspended = await act({ target_type: 'user', target_id: member.user.id, action: 'suspend', reason: 'Spamming', duration: '7d' });
    expect(json<ModerationActionResponse>(suspended).suspended_until).toEqual(expect.any(String));
    // The old access token signs nobody in any more.
    expect(json(await get('/api/auth/user/', member)).user ?? null).toBeNull();
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/content-api/votes/toggle/',
          headers: member.headers,
          payload: { statement_id: id, vote_type: 'upvote' },
        })
      ).statusCode,
    ).toBe(401);
    // Signed in again (a timed suspension allows it): every member write is a 403 naming the end.
    const { sessionsRepository, hashToken } = await import('../../../repositories/sessions');
    const sessions = sessionsRepository(ctx.database.db);
    const { token } = await sessions.create(member.user.id);
    const { token: bearer } = await sessions.issueAccessToken(hashToken(token), 60_000);
    const headers = { authorization: `Bearer ${bearer}` };
    const writes = [
      { url: STATEMENTS_URL, payload: { title: 'T', body: 'B', statement_type: 'opinion' } },
      { url: '/api/content-api/comments/', payload: { statement: id, text: 'hi' } },
      { url: '/api/content-api/votes/toggle/', payload: { statement_id: id, vote_type: 'upvote' } },
      { url: '/api/follow/toggle/', payload: { followable_type: 'commentator', object_id: 1 } },
      { url: REPORTS, payload: { target_type: 'statement', target_id: id, reason: 'spam' } },
      // The guard runs before the body is read: the statement need not be a receipt to prove the refusal.
      { url: `${STATEMENTS_URL}${id}/source-check/`, payload: { verdict: 'confirm' } },
    ];
    for (const write of writes) {
      const response = await ctx.app.inject({ method: 'POST', headers, ...write });
      expect([response.statusCode, json(response).detail]).toEqual([
        403,
        expect.stringMatching(/^Your account is suspended until \d+ \w+ \d{4}/),
      ]);
    }
    await act({ target_type: 'user', target_id: member.user.id, action: 'unsuspend', reason: 'Appeal accepted' });
    const after = await ctx.app.inject({ method: 'POST', headers, ...writes[2] });
    expect(after.statusCode).toBe(200);
  });

  it('blocks sign-in for good with a permanent suspension', async () => {
    const { hashPassword } = await import('../../accounts/data/passwords');
    const member = await createUserWithSession(ctx, { passwordHash: await hashPassword('correct-horse-battery') });
    await act({ target_type: 'user', target_id: member.user.id, action: 'suspend', reason: 'Hate', duration: 'permanent' });
    const csrf = await get('/api/csrf/');
    const cookie = csrf.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const token = json(csrf).csrfToken as string;
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/email/login/',
      headers: { cookie, 'x-csrftoken': token },
      payload: { email: member.user.email, password: 'correct-horse-battery' },
    });
    expect([login.statusCode, json(login).detail]).toEqual([403, 'Your account is suspended permanently.']);
    expect(await rowsOf(ctx.database.db, sql`SELECT 1 FROM sessions WHERE user_id = ${member.user.id}`)).toEqual([]);
  });
});

describe('automatic guards', () => {
  it('refuses links from accounts younger than 24 hours', async () => {
    const fresh = await createUserWithSession(ctx);
    const payload = { title: 'Read this', body: 'See https://example.com for proof', statement_type: 'opinion' };
    const refused = await ctx.app.inject({ method: 'POST', url: STATEMENTS_URL, headers: fresh.headers, payload });
    expect([refused.statusCode, json(refused).detail]).toEqual([403, expect.stringContaining('New accounts cannot post links')]);
    const old = await createUserWithSession(ctx, { createdAt: new Date(Date.now() - 25 * 3_600_000) });
    expect((await ctx.app.inject({ method: 'POST', url: STATEMENTS_URL, headers: old.headers, payload })).statusCode).toBe(201);
  });

  it('counts a bare domain as a link, in a statement and a comment, but not "e.g." or a score like 24.5', async () => {
    const fresh = await createUserWithSession(ctx);
    const post = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: STATEMENTS_URL, headers: fresh.headers, payload });
    const bare = await post({ title: 'Proof', body: 'all at example.com/path', statement_type: 'opinion' });
    expect([bare.statusCode, json(bare).detail]).toEqual([
      403,
      'New accounts cannot post links for their first 24 hours ("example.com/path" is a link). Remove the link and try again.',
    ]);
    const plain = await post({ title: 'Numbers', body: 'Won 24.5 to 19.5 in the U.S., e.g. a cover at 3.5', statement_type: 'opinion' });
    expect(plain.statusCode).toBe(201);
    const comment = (text: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/content-api/comments/',
        headers: fresh.headers,
        payload: { statement: json(plain).id, text },
      });
    const short = await comment('more at bit.ly/x');
    expect([short.statusCode, json(short).detail]).toEqual([403, expect.stringContaining('("bit.ly/x" is a link)')]);
    expect((await comment('www.example.com')).statusCode).toBe(403);
    expect((await comment('i.e. 24.5 points, e.g. in the U.S.')).statusCode).toBe(201);
  });

  it('refuses look-alike spellings and internationalised names from a new account too', async () => {
    const fresh = await createUserWithSession(ctx);
    const post = (body: string) =>
      ctx.app.inject({
        method: 'POST',
        url: STATEMENTS_URL,
        headers: fresh.headers,
        payload: { title: 'Proof', body, statement_type: 'opinion' },
      });
    for (const body of ['check evil。com/x', 'ｅｖｉｌ．ｃｏｍ/path', 'evil.com/x', 'bücher.de/x', 'пример.xn--p1ai', 'evil\u200b.com/x']) {
      const refused = await post(body);
      expect([body, refused.statusCode, json(refused).detail]).toEqual([
        body,
        403,
        expect.stringContaining('New accounts cannot post links'),
      ]);
    }
    expect(json(await post('check evil。com/x')).detail).toContain('("evil.com/x" is a link)');
  });
});

describe('the report rate limit', () => {
  it('refuses a member’s reports past REPORT_RATE_LIMIT_PER_HOUR with 429 and a message', async () => {
    const limited = await createTestApp({
      ...ANY_STANDING,
      moderation: { autoHideReports: 5, reportsPerHour: 2, newAccountLinkHours: 24, autoHideAfterReview: 10 },
    });
    try {
      const [writer, reporter] = [await createUserWithSession(limited), await createUserWithSession(limited)];
      const ids = await insertStatements(
        limited,
        [1, 2, 3].map(() => ({ userId: writer.user.id })),
      );
      const statuses = [];
      for (const id of ids) {
        const response = await limited.app.inject({
          method: 'POST',
          url: REPORTS,
          headers: reporter.headers,
          payload: { target_type: 'statement', target_id: id, reason: 'spam' },
        });
        statuses.push([response.statusCode, response.statusCode === 429 ? json(response).detail : null]);
      }
      expect(statuses).toEqual([
        [201, null],
        [201, null],
        [429, expect.stringContaining("You're doing that too often")],
      ]);
      expect(await rowsOf(limited.database.db, sql`SELECT 1 FROM reports`)).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});
