import type { ActivityCommentPage, ActivityVotePage, Comment } from '@receipts/contract';
import { insertStatements } from '../../../test/content';
import { createTestApp, createUserWithSession, json, type TestContext } from '../../../test/harness';

type Fan = Awaited<ReturnType<typeof createUserWithSession>>;
const VOTES = '/api/activity/votes/';
const COMMENTS = '/api/activity/comments/';

let ctx: TestContext;
let staff: Fan;
let fan: Fan;
let other: Fan;

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await createUserWithSession(ctx, { isStaff: true });
  fan = await createUserWithSession(ctx);
  other = await createUserWithSession(ctx);
});
afterAll(() => ctx.close());

const get = (url: string, who?: Fan) => ctx.app.inject({ url, headers: who?.headers ?? {} });
const vote = (who: Fan, id: number, voteType = 'upvote') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/content-api/votes/toggle/',
    headers: who.headers,
    payload: { statement_id: id, vote_type: voteType },
  });
const comment = async (who: Fan, statement: number, text: string, parent?: number) =>
  json<Comment>(
    await ctx.app.inject({ method: 'POST', url: '/api/content-api/comments/', headers: who.headers, payload: { statement, text, parent } }),
  );
const hide = (targetType: 'statement' | 'comment', id: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/moderation/actions/',
    headers: staff.headers,
    payload: { target_type: targetType, target_id: id, action: 'hide', reason: 'Rude' },
  });

describe('GET /api/activity/votes/ and /api/activity/comments/', () => {
  it('answer 401 to a visitor and 400 to a bad page', async () => {
    expect((await get(VOTES)).statusCode).toBe(401);
    expect((await get(COMMENTS)).statusCode).toBe(401);
    expect((await get(`${VOTES}?per_page=51`, fan)).statusCode).toBe(400);
    expect((await get(`${COMMENTS}?page=0`, fan)).statusCode).toBe(400);
    expect((await get(`${COMMENTS}?page=abc`, fan)).statusCode).toBe(400);
  });

  it('list only the member’s own votes, newest first, paged with the total, each with its statement', async () => {
    const ids = await insertStatements(ctx, [
      { userId: other.user.id, title: 'First', statementType: 'prediction', outcome: 'correct' },
      { userId: other.user.id, title: 'Second' },
      { userId: other.user.id, title: 'Third' },
    ]);
    for (const id of ids) expect((await vote(fan, id)).statusCode).toBe(200);
    await vote(other, ids[0], 'downvote');
    const all = json<ActivityVotePage>(await get(VOTES, fan));
    expect(all.count).toBe(3);
    expect(all.results.map((item) => item.statement.title)).toEqual(['Third', 'Second', 'First']);
    expect(all.results[2]).toMatchObject({
      vote_type: 'upvote',
      statement: { id: ids[0], statement_type: 'prediction', outcome: 'correct' },
    });
    const second = json<ActivityVotePage>(await get(`${VOTES}?per_page=2&page=2`, fan));
    expect(second).toMatchObject({ count: 3, results: [{ statement: { title: 'First' } }] });
    expect(json<ActivityVotePage>(await get(VOTES, other)).results.map((item) => item.vote_type)).toEqual(['downvote']);
  });

  it('list only the member’s own comments and replies, and leave out hidden statements and comments', async () => {
    const [open, doomed] = await insertStatements(ctx, [
      { userId: other.user.id, title: 'Open thread' },
      { userId: other.user.id, title: 'Soon hidden' },
    ]);
    const top = await comment(fan, open, 'My first word');
    const theirs = await comment(other, open, 'Their word');
    const reply = await comment(fan, open, 'A reply to them', theirs.id);
    const rude = await comment(fan, open, 'Something rude');
    await comment(fan, doomed, 'On a statement about to go');
    await vote(fan, doomed);

    let mine = json<ActivityCommentPage>(await get(COMMENTS, fan));
    expect(mine.results.map((item) => item.text)).toEqual([
      'On a statement about to go',
      'Something rude',
      'A reply to them',
      'My first word',
    ]);
    expect(mine.results[2]).toMatchObject({ id: reply.id, parent: theirs.id, statement: { id: open, title: 'Open thread' } });

    expect((await hide('statement', doomed)).statusCode).toBe(200);
    expect((await hide('comment', rude.id)).statusCode).toBe(200);
    expect((await hide('comment', theirs.id)).statusCode).toBe(200); // its reply goes with it
    mine = json<ActivityCommentPage>(await get(COMMENTS, fan));
    expect(mine).toEqual({
      count: 1,
      results: [expect.objectContaining({ id: top.id, text: 'My first word' })],
    });
    const votes = json<ActivityVotePage>(await get(VOTES, fan));
    expect(votes.results.map((item) => item.statement.id)).not.toContain(doomed);
  });
});
