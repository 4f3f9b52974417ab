import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { listEndpoints } from '@receipts/shared/contract/schemas';
import { ENTITY_KINDS, collectionOf } from '@receipts/shared/contract';
import { hashPassword } from '../auth/passwords';
import { unsubscribeToken } from '../notifications/unsubscribe-token';
import { makeCsrfToken, VISITOR_BINDING } from '../plugins/csrf-token';
import { opinionPayload, postStatement, predictionPayload } from '../test/content';
import { TEST_SECRET_KEY, cookieHeaders, createTestApp, createUserWithSession, json, type TestContext } from '../test/harness';
import { multipartFile, solidPng } from '../test/multipart';
import { attribution, insertPundits } from '../test/pundits';
import { responseValidator, type RecordedCall } from './conformance';

type Fan = Awaited<ReturnType<typeof createUserWithSession>>;
type Call = {
  payload?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  params?: Record<string, string | number>;
  anyStatus?: boolean;
};

const PASSWORD = 'correct horse battery';
const visitorCsrf = makeCsrfToken(TEST_SECRET_KEY, VISITOR_BINDING);
const VISITOR = { cookie: `csrftoken=${visitorCsrf}`, 'x-csrftoken': visitorCsrf };

let ctx: TestContext;
let dataDir: string;
let validator: ReturnType<typeof responseValidator>;
const calls: RecordedCall[] = [];
const byId = new Map(listEndpoints().map((endpoint) => [endpoint.id, endpoint]));
const templateOf = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const fill = (path: string, params: Record<string, string | number> = {}) =>
  path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(String(params[name])));

function record(operation: string, kind: RecordedCall['kind'], response: LightMyRequestResponse, anyStatus = false) {
  calls.push({
    operation,
    kind,
    status: response.statusCode,
    contentType: response.headers['content-type'] as string | undefined,
    body: response.body,
    anyStatus,
  });
  return response;
}

/** Calls a contract endpoint by its id, recording the answer. */
async function send(id: string, kind: RecordedCall['kind'], call: Call = {}) {
  const endpoint = byId.get(id);
  if (!endpoint) throw new Error(`no endpoint ${id}`);
  const options: InjectOptions = {
    method: endpoint.method,
    url: fill(endpoint.path, call.params),
    query: call.query,
    headers: call.headers,
    ...(call.payload === undefined ? {} : Buffer.isBuffer(call.payload) ? { payload: call.payload } : { payload: call.payload as object }),
  };
  return record(`${endpoint.method} ${templateOf(endpoint.path)}`, kind, await ctx.app.inject(options), call.anyStatus);
}

let staff: Fan;
let alice: Fan;
let bob: Fan;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-conformance-'));
  ctx = await createTestApp({ dataDir });
  validator = responseValidator(json(await ctx.app.inject({ url: '/api/docs/json' })));
  await insertPundits(ctx);
  staff = await createUserWithSession(ctx, { isStaff: true });
  alice = await createUserWithSession(ctx, { passwordHash: await hashPassword(PASSWORD) });
  bob = await createUserWithSession(ctx);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function validCalls() {
  await send('auth.csrf', 'valid');
  await send('auth.firebase', 'valid', { headers: VISITOR, payload: { token: 'not-a-firebase-token' }, anyStatus: true });
  await send('auth.currentUser', 'valid', { headers: alice.headers });
  await send('auth.login', 'valid', { headers: VISITOR, payload: { email: alice.user.email, password: PASSWORD } });
  await send('auth.register', 'valid', {
    headers: VISITOR,
    payload: { email: 'new-fan@example.test', password: PASSWORD, name: 'New Fan' },
  });
  const unverified = await createUserWithSession(ctx, { emailVerified: false });
  await send('auth.resendVerification', 'valid', { headers: unverified.headers, anyStatus: true });
  await send('auth.verifyEmail', 'valid', { params: { token: 'an-unknown-token' }, anyStatus: true });
  await send('auth.authCheck', 'valid');
  await send('auth.testCreateUser', 'valid', { headers: alice.headers });
  await send('auth.token', 'valid', { headers: cookieHeaders(alice.token) });
  await send('auth.passwordReset', 'valid', { headers: VISITOR, payload: { email: alice.user.email } });
  await send('auth.passwordResetConfirm', 'valid', {
    headers: VISITOR,
    payload: { token: 'an-unknown-token', password: 'another good passphrase' },
    anyStatus: true,
  });
  const leaving = await createUserWithSession(ctx, { passwordHash: await hashPassword(PASSWORD) });
  await send('auth.passwordChange', 'valid', {
    headers: leaving.headers,
    payload: { current_password: PASSWORD, new_password: 'another good passphrase' },
  });
  await send('auth.logout', 'valid', { headers: (await createUserWithSession(ctx)).headers });

  const prediction = json(
    await send('statements.create', 'valid', { headers: alice.headers, payload: predictionPayload({ event_date: null }) }),
  );
  const receipt = await postStatement(ctx, alice.headers, predictionPayload({ event_date: null, attribution: attribution() }));
  const doomed = await postStatement(ctx, alice.headers, opinionPayload());
  await send('statements.list', 'valid');
  await send('statements.get', 'valid', { params: { id: prediction.id }, headers: bob.headers });
  await send('statements.remove', 'valid', { params: { id: doomed.id }, headers: alice.headers });
  await send('statements.vote', 'valid', { headers: bob.headers, payload: { statement_id: prediction.id, vote_type: 'upvote' } });
  await send('statements.catalog', 'valid');
  await send('statements.trending', 'valid');
  await send('statements.sourceCheck', 'valid', { params: { id: receipt.id }, headers: bob.headers, payload: { verdict: 'confirm' } });
  await send('statements.sourceStatus', 'valid', {
    params: { id: receipt.id },
    headers: staff.headers,
    payload: { source_status: 'confirmed' },
  });
  await send('statements.setOutcome', 'valid', { params: { id: prediction.id }, headers: staff.headers, payload: { outcome: 'correct' } });
  await send('statements.outcomeHistory', 'valid', { params: { id: prediction.id }, headers: staff.headers });

  const comment = json(
    await send('comments.create', 'valid', { headers: alice.headers, payload: { statement: prediction.id, text: 'Called it.' } }),
  );
  const reply = json(
    await ctx.app.inject({
      method: 'POST',
      url: '/api/content-api/comments/',
      headers: bob.headers,
      payload: { statement: prediction.id, text: 'Lucky.', parent: comment.id },
    }),
  );
  await send('comments.vote', 'valid', { params: { id: comment.id }, headers: bob.headers, payload: { vote_type: 'upvote' } });
  // A reply the reader never voted on answers user_vote: null.
  await send('comments.list', 'valid', { params: { id: prediction.id }, headers: alice.headers });

  const commentators = json<{ id: number; slug: string }[]>(await send('commentators.list', 'valid'));
  await send('follows.toggle', 'valid', {
    headers: alice.headers,
    payload: { followable_type: 'commentator', object_id: commentators[0].id },
  });
  await send('follows.mine', 'valid', { headers: alice.headers });
  await send('follows.ofUser', 'valid', { params: { username: alice.user.username } });
  await send('users.profile', 'valid', { params: { username: alice.user.username } });
  await send('users.record', 'valid', { params: { username: alice.user.username } });
  await send('leaderboards.get', 'valid');
  await send('search.get', 'valid', { query: { q: 'Nuggets' } });
  await send('insights.get', 'valid');

  await send('reports.create', 'valid', {
    headers: bob.headers,
    payload: { target_type: 'statement', target_id: prediction.id, reason: 'spam' },
  });
  await send('moderation.queue', 'valid', { headers: staff.headers });
  await send('moderation.act', 'valid', {
    headers: staff.headers,
    payload: { target_type: 'comment', target_id: reply.id, action: 'hide', reason: 'Rude.' },
  });
  const appeal = json(
    await send('appeals.create', 'valid', {
      headers: bob.headers,
      payload: { target_type: 'comment', target_id: reply.id, message: 'It was a joke.' },
    }),
  );
  await send('moderation.appeals', 'valid', { headers: staff.headers });
  await send('moderation.answerAppeal', 'valid', { params: { id: appeal.id }, headers: staff.headers, payload: { decision: 'uphold' } });
  await send('moderation.audit', 'valid', { headers: staff.headers });

  const slugs = { commentators: 'ana-alvarez', podcasts: 'the-lowdown', shows: 'game-night' } as const;
  for (const kind of ENTITY_KINDS.map(collectionOf)) {
    const slug = slugs[kind];
    if (kind !== 'commentators') await send(`${kind}.list`, 'valid');
    await send(`${kind}.get`, 'valid', { params: { slug } });
    await send(`${kind}.record`, 'valid', { params: { slug } });
    const file = multipartFile({ name: 'face.png', type: 'image/png', body: solidPng(8, 8) });
    const uploaded = json(
      await send(`${kind}.avatarUpload`, 'valid', {
        params: { slug },
        headers: { ...staff.headers, ...file.headers },
        payload: file.payload,
      }),
    );
    await send(`${kind}.updatePhoto`, 'valid', { params: { slug }, headers: staff.headers, payload: { photo_url: uploaded.url } });
  }

  await send('notifications.list', 'valid', { headers: alice.headers });
  await send('notifications.read', 'valid', { headers: alice.headers, payload: { all: true } });
  await send('notifications.preferences', 'valid', { headers: alice.headers });
  await send('notifications.updatePreferences', 'valid', { headers: alice.headers, payload: { preferences: { comment_reply: 'in_app' } } });
  const token = unsubscribeToken(TEST_SECRET_KEY, alice.user.id);
  await send('notifications.unsubscribePage', 'valid', { query: { token } });
  await send('notifications.unsubscribe', 'valid', { query: { token } });

  const game = json(
    await send('games.create', 'valid', {
      headers: staff.headers,
      payload: {
        league: 'NBA',
        home_team: 'nba-heat',
        away_team: 'nba-celtics',
        starts_at: '2099-12-02T00:30:00Z',
        venue: 'Kaseya Center',
      },
    }),
  );
  await send('games.create', 'invalid', {
    headers: staff.headers,
    payload: { league: 'NBA', home_team: 'nba-heat', away_team: 'nfl-chiefs', starts_at: '2099-12-02T00:30:00Z' },
  });
  await ctx.app.inject({
    method: 'POST',
    url: '/api/content-api/statements/',
    headers: bob.headers,
    payload: predictionPayload({ event_date: null, team_a: null, game_id: game.id, pick: { kind: 'spread', side: 'away', line: 3.5 } }),
  });
  await send('games.list', 'valid', { query: { league: 'nba', from: '2099-12-01' } });
  await send('games.list', 'invalid', { query: { per_page: '1000' } });
  await send('games.get', 'valid', { params: { id: game.id } });
  await send('games.get', 'invalid', { params: { id: 987654321 } });
  await send('games.update', 'valid', { params: { id: game.id }, headers: staff.headers, payload: { starts_at: '2020-01-01T00:00:00Z' } });
  await send('games.update', 'invalid', { params: { id: game.id }, headers: staff.headers, payload: { status: 'final' } });
  const schedule = [
    { external_id: 'c-1', league: 'NHL', home_team: 'nhl-oilers', away_team: 'nhl-bruins', starts_at: '2099-01-01T01:00:00Z' },
  ];
  await send('games.import', 'valid', { headers: staff.headers, payload: schedule });
  await send('games.import', 'invalid', { headers: staff.headers, payload: { games: schedule } });
  await send('games.result', 'valid', { params: { id: game.id }, headers: staff.headers, payload: { home_score: 101, away_score: 99 } });
  await send('games.result', 'invalid', { params: { id: game.id }, headers: staff.headers, payload: { home_score: 1.5, away_score: 99 } });
  await send('games.audit', 'valid', { params: { id: game.id }, headers: staff.headers });
  await send('games.audit', 'invalid', { params: { id: 987654321 }, headers: staff.headers });
  await send('statements.list', 'valid', { query: { game_id: String(game.id) } });

  await send('meta.health', 'valid');
  await send('meta.ready', 'valid');
  await send('meta.clientErrors', 'valid', { headers: VISITOR, payload: { kind: 'render', message: 'Something broke.' } });
  record('GET /api/config/', 'valid', await ctx.app.inject({ url: '/api/config/' }));
}

/** The stream answers over a socket (it never ends): its status and media type, then it is closed. */
async function streamCall() {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  const abort = new AbortController();
  const response = await fetch(`${base}/api/notifications/stream/`, { headers: alice.headers, signal: abort.signal });
  calls.push({
    operation: 'GET /api/notifications/stream/',
    kind: 'valid',
    status: response.status,
    contentType: response.headers.get('content-type') ?? undefined,
    body: 'event-stream',
  });
  abort.abort();
}

/**
 * Invalid calls derived from what the document says of each operation: a NUL character in the query (400, any
 * /api operation), no credentials where it needs them (401), a cookie session without the CSRF header on a write
 * (403), and staff operations as a member (403).
 */
async function invalidCalls(document: {
  paths: Record<string, Record<string, { security?: Record<string, string[]>[]; responses: Record<string, { description: string }> }>>;
}) {
  for (const [template, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const key = `${method.toUpperCase()} ${template}`;
      const url = template.replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'id' ? '1' : 'someone'));
      const inject = (options: InjectOptions) => ctx.app.inject({ method: method.toUpperCase() as 'GET', url, ...options });
      record(key, 'invalid', await inject({ url: `${url}?probe=%00`, headers: staff.headers }));
      const signedIn =
        operation.security?.length &&
        !operation.security.some(
          (requirement) => Object.keys(requirement).length === 0 || ('csrfCookie' in requirement && !('session' in requirement)),
        );
      if (signedIn) record(key, 'invalid', await inject({}));
      if (operation.security?.some((requirement) => 'csrfHeader' in requirement)) {
        const { 'x-csrftoken': _header, ...withoutHeader } = cookieHeaders(bob.token);
        record(key, 'invalid', await inject({ headers: withoutHeader, payload: {} }));
      }
      if (/staff only/.test(operation.responses['403']?.description ?? ''))
        record(key, 'invalid', await inject({ headers: bob.headers, payload: {} }));
    }
  }
}

describe('the API’s answers against the document it serves (every operation, valid and invalid calls)', () => {
  it('conform, and no operation is left unexercised', async () => {
    const document = json(await ctx.app.inject({ url: '/api/docs/json' }));
    await validCalls();
    await invalidCalls(document);
    await streamCall();
    expect(calls.flatMap((call) => validator.violations(call))).toEqual([]);
    expect(validator.unexercised(calls)).toEqual([]);
    expect(validator.operations.length).toBeGreaterThan(listEndpoints().length);
  }, 120_000);
});

describe('the validator', () => {
  it('catches an undocumented status, a wrong media type, a body off its schema and an unexercised operation', () => {
    const operation = 'GET /api/content-api/statements/{id}/';
    const base = { operation, kind: 'valid' as const, contentType: 'application/json' };
    expect(validator.violations({ ...base, status: 418, body: '{}' })).toEqual([`${operation} → 418: status not documented`]);
    expect(validator.violations({ ...base, status: 200, contentType: 'text/plain', body: 'hi' })[0]).toMatch(/answered text\/plain/);
    expect(validator.violations({ ...base, status: 200, body: '{"id":"one"}' })[0]).toMatch(/body does not match/);
    expect(validator.violations({ ...base, kind: 'invalid', status: 404, body: '{"detail":"Not found."}' })).toEqual([]);
    expect(validator.unexercised([])).toContain(`${operation}: no valid call`);
  });
});
