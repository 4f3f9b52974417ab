import { outboxMessages, removeTempDataDirs, tempDataDir } from '../../../auth/testing';
import { JOB } from '../../../jobs/names';
import { createTestApp, createUserWithSession, json, type TestContext } from '../../../test/harness';
import { opinionPayload, postStatement } from '../../../test/content';
import { unsubscribeToken } from '../data/unsubscribe-token';

type Fan = Awaited<ReturnType<typeof createUserWithSession>>;
let ctx: TestContext;
let dataDir: string;
let alice: Fan;
let bob: Fan;

beforeAll(async () => {
  dataDir = await tempDataDir();
  ctx = await createTestApp({ dataDir, publicOrigin: 'https://receipts.example' });
  alice = await createUserWithSession(ctx, { name: 'Alice' });
  bob = await createUserWithSession(ctx, { name: 'Bob' });
});
afterAll(async () => {
  await ctx.close();
  await removeTempDataDirs();
});

const PREFERENCES = '/api/notifications/preferences/';
const comment = (who: Fan, statement: number, text: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/content-api/comments/', headers: who.headers, payload: { statement, text } });
const runDigest = async () => {
  await ctx.app.jobs.send(JOB.notificationDigest, {});
  await ctx.app.jobs.drain();
};

describe('the daily e-mail digest', () => {
  it('mails unread items of the kinds set to email_digest once, with RFC 8058 one-click unsubscribe headers', async () => {
    await ctx.app.inject({
      method: 'PUT',
      url: PREFERENCES,
      headers: alice.headers,
      payload: { preferences: { statement_comment: 'email_digest' } },
    });
    const statement = await postStatement(ctx, alice.headers, opinionPayload({ title: 'Mail me' }));
    await comment(bob, statement.id, 'You have mail');
    await runDigest();

    const [mail, ...more] = await outboxMessages(dataDir, alice.user.email);
    expect(more).toEqual([]);
    expect(mail).toMatch(/^Subject: Receipts: 1 new notification\r?$/m);
    expect(mail).toMatch(/Bob commented on .+Mail me/); // the outbox reader decodes bytes, not UTF-8
    expect(mail).toContain(`https://receipts.example/statements/${statement.id}`);
    const token = unsubscribeToken(ctx.app.config.secretKey, alice.user.id);
    expect(mail.replace(/\r?\n[ \t]+/g, ' ')).toMatch(
      new RegExp(
        `^List-Unsubscribe: <https://receipts\\.example/api/notifications/unsubscribe/\\?token=${token.replace('.', '\\.')}>\\r?$`,
        'm',
      ),
    );
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);

    await runDigest(); // each item is mailed once
    expect(await outboxMessages(dataDir, alice.user.email)).toHaveLength(1);
    expect(await outboxMessages(dataDir, bob.user.email)).toHaveLength(0); // in_app only by default
  });

  it('unsubscribes with one POST and the signed token alone (no cookie, no CSRF token); a made-up token is refused', async () => {
    const carol = await createUserWithSession(ctx);
    await ctx.app.inject({
      method: 'PUT',
      url: PREFERENCES,
      headers: carol.headers,
      payload: { preferences: { comment_reply: 'email_digest', statement_comment: 'off' } },
    });
    const url = `/api/notifications/unsubscribe/?token=${unsubscribeToken(ctx.app.config.secretKey, carol.user.id)}`;

    const page = await ctx.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<button type="submit">Unsubscribe</button>');
    expect(json(await ctx.app.inject({ url: PREFERENCES, headers: carol.headers })).preferences.comment_reply).toBe('email_digest');

    const post = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);
    expect(json(post)).toEqual({ message: 'You will get no more notification e-mails. Your notifications stay in the app.' });
    const fromPage = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(fromPage.headers['content-type']).toMatch(/^text\/html/);
    expect(fromPage.body).toContain('<h1>Unsubscribed</h1>');
    expect(json(await ctx.app.inject({ url: PREFERENCES, headers: carol.headers })).preferences).toMatchObject({
      comment_reply: 'in_app',
      statement_comment: 'off',
    });

    const forged = `${carol.user.id}.${'A'.repeat(43)}`;
    for (const token of [forged, unsubscribeToken('another-secret', carol.user.id), 'nonsense']) {
      const refused = await ctx.app.inject({ method: 'POST', url: `/api/notifications/unsubscribe/?token=${token}` });
      expect([token, refused.statusCode, json(refused).detail]).toEqual([token, 400, 'This unsubscribe link is not valid.']);
    }
  });
});
