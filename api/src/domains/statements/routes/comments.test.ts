import type { Comment, Statement, VoteToggleResponse } from '@receipts/contract';
import { z } from 'zod';
import { commentSchema } from '@receipts/contract/schemas';
import { createTestApp, createUserWithSession, json, type TestContext } from '../../../test/harness';
import { STATEMENTS_URL, countMismatches, insertStatements } from '../../../test/content';

const COMMENTS = '/api/content-api/comments/';
let ctx: TestContext;
let alice: Awaited<ReturnType<typeof createUserWithSession>>;
let bob: Awaited<ReturnType<typeof createUserWithSession>>;

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await createUserWithSession(ctx, { name: 'Alice Analyst' });
  bob = await createUserWithSession(ctx);
});
afterAll(() => ctx.close());

const newStatement = async () => (await insertStatements(ctx, [{ userId: alice.user.id }]))[0];
const post = (payload: object, headers = alice.headers) => ctx.app.inject({ method: 'POST', url: COMMENTS, headers, payload });
const comment = async (payload: object, headers = alice.headers) => {
  const response = await post(payload, headers);
  expect(response.statusCode).toBe(201);
  return json<Comment>(response);
};
const thread = async (id: number, headers: Record<string, string> = {}) => {
  const response = await ctx.app.inject({ url: `${STATEMENTS_URL}${id}/comments/`, headers });
  expect(response.statusCode).toBe(200);
  return json<Comment[]>(response);
};

describe('comments', () => {
  it('creates a comment (trimmed) with the author and zero votes', async () => {
    const id = await newStatement();
    const created = await comment({ statement: id, text: '  Receipts saved.  ' });
    expect(created).toEqual({
      id: expect.any(Number),
      text: 'Receipts saved.',
      user: { id: alice.user.id, username: alice.user.username, display_name: 'Alice Analyst', photoURL: null },
      created_at: expect.any(String),
      votes: { upvotes: 0, downvotes: 0 },
      user_vote: null,
      replies: [],
      parent: null,
      statement: id,
    });
  });

  it('nests replies to any depth; top level newest first, replies oldest first; comment_count counts them all', async () => {
    const id = await newStatement();
    const first = await comment({ statement: id, text: 'first' });
    const second = await comment({ statement: id, text: 'second' }, bob.headers);
    const r1 = await comment({ statement: id, text: 'reply 1', parent: first.id }, bob.headers);
    const r2 = await comment({ statement: id, text: 'reply 2', parent: first.id });
    const deep = await comment({ statement: id, text: 'deep', parent: r1.id });
    const deeper = await comment({ statement: id, text: 'deeper', parent: deep.id }, bob.headers);
    expect(deeper.parent).toBe(deep.id);

    const tree = await thread(id);
    // Serialised without zod (trustedJsonSerializer / cached text): parsing strips unknown keys, so equality
    // proves the answer has exactly the contract's fields, at every depth.
    expect(z.array(commentSchema).parse(tree)).toEqual(tree);
    expect(z.array(commentSchema).parse(await thread(id, bob.headers))).toEqual(await thread(id, bob.headers));
    expect(tree.map((c) => c.text)).toEqual(['second', 'first']);
    expect(tree[0].id).toBe(second.id);
    const [top] = tree.filter((c) => c.id === first.id);
    expect(top.replies.map((c) => c.text)).toEqual(['reply 1', 'reply 2']);
    expect(top.replies[0].replies[0]).toMatchObject({ text: 'deep', parent: r1.id, statement: id });
    expect(top.replies[0].replies[0].replies[0]).toMatchObject({ text: 'deeper', replies: [] });
    expect(top.replies[1].id).toBe(r2.id);

    const statement = json<Statement>(await ctx.app.inject({ url: `${STATEMENTS_URL}${id}/` }));
    expect(statement.comment_count).toBe(6);
  });

  it('answers an empty list for a statement without comments, 404 for a missing one, 400 for a bad id', async () => {
    expect(await thread(await newStatement())).toEqual([]);
    expect((await ctx.app.inject({ url: `${STATEMENTS_URL}999999/comments/` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `${STATEMENTS_URL}abc/comments/` })).statusCode).toBe(400);
  });

  it('needs a session (401) and refuses blank, long or badly typed text (400)', async () => {
    const id = await newStatement();
    expect((await post({ statement: id, text: 'hi' }, {})).statusCode).toBe(401);
    for (const payload of [
      { statement: id, text: '   ' },
      { statement: id, text: '' },
      { statement: id, text: 'x'.repeat(5001) },
      { statement: id },
      { statement: 'one', text: 'hi' },
      { statement: id, text: 42 },
      { statement: id, text: 'hi', parent: 'x' },
      { statement: id, text: 'hi', parent: 0 },
    ]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(json(response).errors).toBeDefined();
    }
    expect((await post({ statement: id, text: 'x'.repeat(5000) })).statusCode).toBe(201);
  });

  it('404s for a missing statement; a parent must exist and belong to the same statement (400), and nothing is counted', async () => {
    const [a, b] = [await newStatement(), await newStatement()];
    const onA = await comment({ statement: a, text: 'on a' });
    expect((await post({ statement: 999999, text: 'hi' })).statusCode).toBe(404);
    const elsewhere = await post({ statement: b, text: 'hi', parent: onA.id });
    expect(elsewhere.statusCode).toBe(400);
    expect(json(elsewhere).errors).toEqual({ 'body.parent': ['The parent comment belongs to another statement.'] });
    const missing = await post({ statement: b, text: 'hi', parent: 999999 });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).errors).toEqual({ 'body.parent': ['Parent comment not found.'] });
    const statement = json<Statement>(await ctx.app.inject({ url: `${STATEMENTS_URL}${b}/` }));
    expect(statement.comment_count).toBe(0);
  });
});

describe('the visitor thread cache', () => {
  it('never shows a visitor a stale thread after a write through this server', async () => {
    const id = await newStatement();
    expect(await thread(id)).toEqual([]);
    const first = await comment({ statement: id, text: 'first' });
    expect((await thread(id)).map((c) => c.text)).toEqual(['first']);
    await ctx.app.inject({ method: 'POST', url: `${COMMENTS}${first.id}/vote/`, headers: bob.headers, payload: { vote_type: 'upvote' } });
    expect((await thread(id))[0].votes).toEqual({ upvotes: 1, downvotes: 0 });
    expect((await thread(id, bob.headers))[0].user_vote).toBe('upvote');
    expect((await thread(id))[0].user_vote).toBeNull();
    await ctx.app.inject({ method: 'DELETE', url: `${STATEMENTS_URL}${id}/`, headers: alice.headers });
    expect((await ctx.app.inject({ url: `${STATEMENTS_URL}${id}/comments/` })).statusCode).toBe(404);
  });
});

describe('comment votes', () => {
  const vote = (id: number | string, voteType: string, headers = bob.headers) =>
    ctx.app.inject({ method: 'POST', url: `${COMMENTS}${id}/vote/`, headers, payload: { vote_type: voteType } });

  it('toggles like statement votes and shows the viewer’s vote in the thread', async () => {
    const id = await newStatement();
    const target = await comment({ statement: id, text: 'vote on me' });
    expect(json<VoteToggleResponse>(await vote(target.id, 'upvote'))).toEqual({
      data: { status: 'vote added', vote: 'upvote' },
      votes: { upvotes: 1, downvotes: 0 },
    });
    expect(json<VoteToggleResponse>(await vote(target.id, 'upvote', alice.headers)).votes).toEqual({ upvotes: 2, downvotes: 0 });
    expect(json<VoteToggleResponse>(await vote(target.id, 'downvote'))).toEqual({
      data: { status: 'vote changed', vote: 'downvote' },
      votes: { upvotes: 1, downvotes: 1 },
    });
    const [seen] = await thread(id, bob.headers);
    expect(seen).toMatchObject({ user_vote: 'downvote', votes: { upvotes: 1, downvotes: 1 } });
    const [asVisitor] = await thread(id);
    expect(asVisitor.user_vote).toBeNull();
    expect(json<VoteToggleResponse>(await vote(target.id, 'downvote')).data).toEqual({ status: 'vote removed', vote: null });
    expect(await countMismatches(ctx, 'comment')).toEqual([]);
  });

  it('is race-free under concurrent toggles', async () => {
    const id = await newStatement();
    const target = await comment({ statement: id, text: 'busy' });
    const voters = await Promise.all(Array.from({ length: 12 }, () => createUserWithSession(ctx)));
    await Promise.all(voters.map((voter, i) => vote(target.id, i % 3 ? 'upvote' : 'downvote', voter.headers)));
    const [seen] = await thread(id);
    expect(seen.votes).toEqual({ upvotes: 8, downvotes: 4 });
    expect(await countMismatches(ctx, 'comment')).toEqual([]);
  });

  it('needs a session (401), a real comment (404) and a valid vote (400)', async () => {
    const id = await newStatement();
    const target = await comment({ statement: id, text: 'x' });
    expect((await vote(target.id, 'upvote', {})).statusCode).toBe(401);
    expect((await vote(999999, 'upvote')).statusCode).toBe(404);
    expect((await vote(target.id, 'meh')).statusCode).toBe(400);
    expect((await vote('abc', 'upvote')).statusCode).toBe(400);
  });
});
