import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROUTES, fillPath, type Comment, type Statement } from '@receipts/contract';
import { browserClient, signUp, type BrowserClient } from './test/browser-client';
import { usingPostgres } from './test/harness';
import { SERVER_START_TIMEOUT_MS, startServerProcess, type ServerProcess } from './test/server-process';

/**
 * Crash safety of the embedded database: the real server (src/server.ts, PGlite in a fresh DATA_DIR) in
 * a child process, a burst of writes through its HTTP API as the browser makes them (cookie session, CSRF token
 * echoed), `kill -9` in the middle of the burst, a restart on the same DATA_DIR: the database opens and every write
 * that was answered 2xx is there (the session too). Then a statement created right before a kill -9.
 * PGlite only: on PostgreSQL durability is the database server's, not this process's.
 */
const describeEmbedded = usingPostgres() ? describe.skip : describe;
// Three starts, each as long as a loaded host may need, and the bursts between them.
jest.setTimeout(4 * SERVER_START_TIMEOUT_MS);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-crash-'));
const ENV = {
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SITE_ROOT: 'none',
  SEED_DEMO: 'false',
  NODE_ENV: 'development',
  SMTP_URL: '',
  FIREBASE_AUTH_EMULATOR_HOST: '',
  // The burst is one user writing fast: no rate limit may turn it away.
  AUTH_RATE_LIMIT_PER_MINUTE: '0',
  WRITE_RATE_LIMIT_PER_USER_PER_MINUTE: '0',
  WRITE_RATE_LIMIT_PER_IP_PER_MINUTE: '0',
};
/** Writes answered 2xx before the kill (statements, votes, comments; the sign-up's are not counted). */
const ACKED_BEFORE_KILL = 45;
const WORKERS = 6;

const STATEMENTS = ROUTES.statements.create.path;
let server: ServerProcess | null = null;

afterAll(async () => {
  await server?.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Written {
  voted: boolean;
  comments: number[];
}

/** Writes from WORKERS concurrent loops (statement, its upvote, a comment on it) until `stopAt` were acknowledged. */
async function burst(client: BrowserClient, stopAt: number, onEnough: () => void) {
  const written = new Map<number, Written>();
  const unexpected: string[] = [];
  let acked = 0;
  let killed = false;
  const ack = () => {
    acked += 1;
    if (acked >= stopAt && !killed) {
      killed = true;
      onEnough();
    }
  };
  const attempt = async <T>(label: string, run: () => Promise<{ status: number; body: T }>, ok: number): Promise<T | null> => {
    try {
      const answer = await run();
      if (answer.status === ok) return answer.body;
      if (!killed) unexpected.push(`${label}: ${answer.status} ${JSON.stringify(answer.body)}`);
    } catch (error) {
      // A request cut by the kill has no answer: its write may or may not be there, and nothing is claimed for it.
      if (!killed) unexpected.push(`${label}: ${String(error)}`);
    }
    return null;
  };
  const worker = async (n: number) => {
    for (let round = 0; !killed; round += 1) {
      const title = `Crash burst ${n}.${round}: the trade deadline decides the season`;
      const made = await attempt<Statement>(
        'create',
        () => client.write('POST', STATEMENTS, { title, body: 'Written in a burst.', statement_type: 'opinion' }),
        201,
      );
      if (!made) continue;
      const entry: Written = { voted: false, comments: [] };
      written.set(made.id, entry);
      ack();
      if (
        await attempt('vote', () => client.write('POST', ROUTES.statements.vote.path, { statement_id: made.id, vote_type: 'upvote' }), 200)
      ) {
        entry.voted = true;
        ack();
      }
      const comment = await attempt<Comment>(
        'comment',
        () => client.write('POST', ROUTES.comments.create.path, { statement: made.id, text: `Reply ${n}.${round}` }),
        201,
      );
      if (comment) {
        entry.comments.push(comment.id);
        ack();
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, n) => worker(n)));
  return { written, unexpected, acked };
}

async function expectPresent(client: BrowserClient, id: number, written: Written) {
  const detail = await client.get<Statement>(fillPath(ROUTES.statements.get.path, { id }));
  expect(detail.status).toBe(200);
  if (written.voted) {
    expect(detail.body.user_vote).toBe('upvote');
    expect(detail.body.votes.upvotes).toBe(1);
  }
  const comments = await client.get<Comment[]>(fillPath(ROUTES.comments.list.path, { id }));
  expect(comments.status).toBe(200);
  const ids = comments.body.map((c) => c.id);
  expect(ids).toEqual(expect.arrayContaining(written.comments));
  expect(detail.body.comment_count).toBe(ids.length); // the counter and the rows moved together
}

describeEmbedded('kill -9 of the server on the embedded database', () => {
  it('keeps every write answered 2xx and opens again, also a statement created right before the kill', async () => {
    server = await startServerProcess(ENV);
    const client = browserClient(server.base);
    await signUp(client, 'crash@example.test', 'crash-test-password', 'Crash Tester');

    const running = server;
    const { written, unexpected, acked } = await burst(client, ACKED_BEFORE_KILL, () => void running.kill());
    await running.kill();
    expect(unexpected).toEqual([]);
    expect(acked).toBeGreaterThanOrEqual(ACKED_BEFORE_KILL);

    // Restart on the same data directory: it opens (health is a real write), the session cookie still signs in.
    server = await startServerProcess(ENV);
    const reopened = browserClient(server.base);
    for (const [name, value] of client.cookies) reopened.cookies.set(name, value);
    const me = await reopened.get<{ user?: { email?: string } }>(ROUTES.auth.currentUser.path);
    expect(me.status).toBe(200);
    for (const [id, entry] of written) await expectPresent(reopened, id, entry);

    // A statement answered 201, then kill -9 at once: it is there after the restart.
    const last = await reopened.write<Statement>('POST', STATEMENTS, {
      title: 'Written right before the kill',
      body: 'Last words.',
      statement_type: 'opinion',
    });
    expect(last.status).toBe(201);
    await server.kill();
    server = await startServerProcess(ENV);
    const after = browserClient(server.base);
    for (const [name, value] of reopened.cookies) after.cookies.set(name, value);
    await expectPresent(after, last.body.id, { voted: false, comments: [] });
    expect((await after.get<Statement>(fillPath(ROUTES.statements.get.path, { id: last.body.id }))).body.title).toBe(
      'Written right before the kill',
    );
    await server.stop();
    server = null;
  });
});
