import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accessTokens, passwordResets, sessions } from '../db/schema';
import { outboxMessages, removeTempDataDirs, tempDataDir } from '../auth/testing';
import { createTestApp, createUserWithSession, usingPostgres, type TestContext } from '../test/harness';
import { hashToken } from '../repositories/sessions';
import { JOB } from './names';
import { inProcessJobs } from './in-process';
import { pgBossJobs } from './pg-boss';
import type { JobDefinition, Jobs } from './types';

let ctx: TestContext;
let dataDir: string;
const log = { info: () => undefined, error: () => undefined };

beforeAll(async () => {
  dataDir = await tempDataDir();
  ctx = await createTestApp({ dataDir });
});
afterAll(async () => {
  await ctx.close();
  await removeTempDataDirs();
});

describe('app.jobs', () => {
  it('is pg-boss on PostgreSQL and the in-process queue on embedded PGlite', () => {
    expect(ctx.app.jobs.kind).toBe(usingPostgres() ? 'pg-boss' : 'in-process');
  });

  it('delivers queued mail through the outbox', async () => {
    const to = `queued-${randomBytes(3).toString('hex')}@example.test`;
    await ctx.app.jobs.send(JOB.mail, { to, subject: 'Queued', text: 'Sent by the mail job', link: 'https://receipts.example/x' });
    await ctx.app.jobs.drain();
    const messages = await outboxMessages(dataDir, to);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('Sent by the mail job');
  });

  it('cleans up expired sessions, access tokens and reset links, and keeps live ones', async () => {
    const live = await createUserWithSession(ctx);
    const stale = await createUserWithSession(ctx);
    const past = new Date(Date.now() - 60_000);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: past })
      .where(eq(sessions.id, hashToken(stale.token)));
    await ctx.database.db
      .update(accessTokens)
      .set({ expiresAt: past })
      .where(eq(accessTokens.id, hashToken(live.accessToken)));
    await ctx.database.db
      .insert(passwordResets)
      .values({ userId: live.user.id, tokenHash: 'x'.repeat(64), email: live.user.email, expiresAt: past });

    await ctx.app.jobs.send(JOB.cleanup, {});
    await ctx.app.jobs.drain();

    const sessionIds = (await ctx.database.db.select({ id: sessions.id }).from(sessions)).map((row) => row.id);
    expect(sessionIds).toContain(hashToken(live.token));
    expect(sessionIds).not.toContain(hashToken(stale.token));
    expect(
      await ctx.database.db
        .select()
        .from(accessTokens)
        .where(eq(accessTokens.id, hashToken(live.accessToken))),
    ).toHaveLength(0);
    expect(await ctx.database.db.select().from(passwordResets).where(eq(passwordResets.userId, live.user.id))).toHaveLength(0);
  });
});

describe(`the ${usingPostgres() ? 'pg-boss' : 'in-process'} queue`, () => {
  let jobs: Jobs | null = null;
  afterEach(async () => {
    await jobs?.stop();
    jobs = null;
  });

  it('retries a failing job after its delay until it succeeds', async () => {
    const attempts: number[] = [];
    const flaky: JobDefinition = {
      name: `flaky-${randomBytes(3).toString('hex')}`,
      retry: { limit: 3, delaySeconds: 1 },
      urgent: true,
      run: async () => {
        attempts.push(Date.now());
        if (attempts.length < 3) throw new Error('SMTP said no');
      },
    };
    jobs = ctx.database.url ? pgBossJobs([flaky], { url: ctx.database.url, log, poolSize: 2 }) : inProcessJobs([flaky], log);
    await jobs.start();
    await jobs.send(flaky.name, {});
    const deadline = Date.now() + 20_000;
    while (attempts.length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(attempts).toHaveLength(3);
    expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(900);
  }, 30_000);

  it('folds a burst of sends of a coalesced job into one waiting run, and a send during a run still runs after it', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const firstRunning = new Promise<void>((started) => {
      release = started;
    });
    let finishFirst: () => void = () => undefined;
    const firstDone = new Promise<void>((resolve) => {
      finishFirst = resolve;
    });
    const sweep: JobDefinition = {
      name: `sweep-${randomBytes(3).toString('hex')}`,
      urgent: true,
      coalesce: true,
      run: async () => {
        runs += 1;
        if (runs === 1) {
          release();
          await firstDone;
        }
      },
    };
    jobs = ctx.database.url ? pgBossJobs([sweep], { url: ctx.database.url, log, poolSize: 2 }) : inProcessJobs([sweep], log);
    await jobs.start();
    await jobs.send(sweep.name, {});
    await firstRunning;
    for (let i = 0; i < 20; i += 1) await jobs.send(sweep.name, {});
    finishFirst();
    const started = Date.now();
    await jobs.drain();
    const deadline = Date.now() + 10_000;
    while (runs < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(2);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 30_000);
});
