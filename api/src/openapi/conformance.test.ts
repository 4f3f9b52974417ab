import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { GoogleAuthProvider, connectAuthEmulator, getAuth, signInWithCredential } from 'firebase/auth';
import { startAuthEmulator, type StopAuthEmulator } from '../../scripts/auth-emulator.cjs';
import { loadConfig } from '../config';
import { apiVerifyUrl, latestVerificationLink, outboxMessages } from '../auth/testing';
import { listEndpoints } from '@receipts/contract/schemas';
import { ENTITY_KINDS, collectionOf } from '@receipts/contract';
import { hashPassword } from '../domains/accounts/data/passwords';
import { unsubscribeToken } from '../domains/notifications/data/unsubscribe-token';
import { makeCsrfToken, VISITOR_BINDING } from '../plugins/csrf-token';
import { opinionPayload, postStatement, predictionPayload } from '../test/content';
import { TEST_SECRET_KEY, cookieHeaders, createTestApp, createUserWithSession, json, type TestContext } from '../test/harness';
import { GIF_BYTES, multipartFile, solidPng } from '../test/multipart';
import { attribution, insertPundits } from '../test/pundits';
import { responseValidator, type RecordedCall } from './conformance';

type Fan = Awaited<ReturnType<typeof createUserWithSession>>;
type Call = {
  payload?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  params?: Record<string, string | number>;
  /** The GET uses up what it is given (a verification link): not replayed as HEAD, whose call is made apart. */
  oneUse?: boolean;
};
type Outcome = { operation: string; url: string; headers?: Record<string, string>; status: number };

const PASSWORD = 'correct horse battery';
const visitorCsrf = makeCsrfToken(TEST_SECRET_KEY, VISITOR_BINDING);
const VISITOR = { cookie: `csrftoken=${visitorCsrf}`, 'x-csrftoken': visitorCsrf };

let ctx: TestContext;
let dataDir: string;
let validator: ReturnType<typeof responseValidator>;
const calls: RecordedCall[] = [];
/** Valid GETs, replayed as HEAD once the valid calls are done (same URL and credentials: the same status is expected). */
const gets: Outcome[] = [];
const FIREBASE_PROJECT = 'demo-receipts';
let stopEmulator: StopAuthEmulator | undefined;
let firebaseClient: FirebaseApp | undefined;
const byId = new Map(listEndpoints().map((endpoint) => [endpoint.id, endpoint]));
const templateOf = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const fill = (path: string, params: Record<string, string | number> = {}) =>
  path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(String(params[name])));

function record(operation: string, kind: RecordedCall['kind'], response: LightMyRequestResponse) {
  calls.push({
    operation,
    kind,
    status: response.statusCode,
    contentType: response.headers['content-type'] as string | undefined,
    body: response.body,
  });
  return response;
}

const headCall = (operation: string, response: LightMyRequestResponse): RecordedCall => ({
  operation,
  kind: 'valid',
  head: true,
  status: response.statusCode,
  contentType: response.headers['content-type'] as string | undefined,
  body: response.body,
});

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
  const operation = `${endpoint.method} ${templateOf(endpoint.path)}`;
  const response = record(operation, kind, await ctx.app.inject(options));
  if (endpoint.method === 'GET' && kind === 'valid' && !call.oneUse) {
    const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
    gets.push({ operation, url: `${fill(endpoint.path, call.params)}${query}`, headers: call.headers, status: response.statusCode });
  }
  return response;
}

/** A valid GET outside the contract (the site's files, the runtime configuration), recorded and replayed as HEAD. */
async function sendGet(operation: string, url: string, headers?: Record<string, string>) {
  const response = record(operation, 'valid', await ctx.app.inject({ url, headers }));
  gets.push({ operation, url, headers, status: response.statusCode });
  return response;
}

/** Every valid GET again as HEAD: conformant (no body, a documented status and media type) and the GET's status. */
async function headCalls(): Promise<string[]> {
  const mismatches: string[] = [];
  for (const { operation, url, headers, status } of gets) {
    const response = await ctx.app.inject({ method: 'HEAD', url, headers });
    calls.push(headCall(operation, response));
    if (response.statusCode !== status) mismatches.push(`HEAD ${url}: ${response.statusCode}, its GET ${status}`);
  }
  return mismatches;
}

let staff: Fan;
let alice: Fan;
let bob: Fan;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-conformance-'));
  // Social sign-in is called for real: the Firebase Auth emulator (offline) mints the ID token the API verifies.
  stopEmulator = await startAuthEmulator({ projectId: FIREBASE_PROJECT, timeoutMs: 150_000 });
  const firebase = { ...loadConfig({}).firebase, projectId: FIREBASE_PROJECT, emulatorHost: stopEmulator.host };
  ctx = await createTestApp({ dataDir, firebase });
  validator = responseValidator(json(await ctx.app.inject({ url: '/api/docs/json' })));
  await insertPundits(ctx);
  staff = await createUserWithSession(ctx, { isStaff: true });
  alice = await createUserWithSession(ctx, { passwordHash: await hashPassword(PASSWORD) });
  bob = await createUserWithSession(ctx);
}, 180_000);
afterAll(async () => {
  if (firebaseClient) await deleteApp(firebaseClient).catch(() => undefined);
  await ctx?.close();
  await stopEmulator?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let avatarUrl = '';

async function validCalls() {
  await send('auth.csrf', 'valid');
  await send('auth.firebase', 'valid', { headers: VISITOR, payload: await firebaseSignIn() });
  await send('auth.currentUser', 'valid', { headers: alice.headers });
  await send('auth.login', 'valid', { headers: VISITOR, payload: { email: alice.user.email, password: PASSWORD } });
  await send('auth.register', 'valid', {
    headers: VISITOR,
    payload: { email: 'new-fan@example.test', password: PASSWORD, name: 'New Fan' },
  });
  await ctx.app.auth.mailer.flush(); // registration mails in the background
  const unverified = await createUserWithSession(ctx, { emailVerified: false });
  await send('auth.resendVerification', 'valid', { headers: unverified.headers });
  await ctx.app.auth.mailer.flush();
  // The link a registration mailed; its HEAD (replayed after the GETs) gets a link of its own: a link verifies once.
  const verifyToken = async (email: string) => (await latestVerificationLink(dataDir, email)).pathname.split('/').pop() as string;
  await send('auth.verifyEmail', 'valid', { params: { token: await verifyToken('new-fan@example.test') }, oneUse: true });
  const link = apiVerifyUrl(await latestVerificationLink(dataDir, unverified.user.email));
  calls.push(headCall('GET /api/auth/email/verify/{token}/', await ctx.app.inject({ method: 'HEAD', url: link })));
  await send('auth.authCheck', 'valid');
  await send('auth.testCreateUser', 'valid', { headers: alice.headers });
  await send('auth.token', 'valid', { headers: cookieHeaders(alice.token) });
  // Resetting ends the account's sessions: not alice's, whose session the calls below use.
  const forgetful = await createUserWithSession(ctx, { passwordHash: await hashPassword(PASSWORD) });
  await send('auth.passwordReset', 'valid', { headers: VISITOR, payload: { email: forgetful.user.email } });
  await ctx.app.auth.mailer.flush();
  const resetMail = (await outboxMessages(dataDir, forgetful.user.email)).pop() ?? '';
  const resetToken = /\/reset-password\/([^\s"<>]+)/.exec(resetMail)?.[1];
  await send('auth.passwordResetConfirm', 'valid', {
    headers: VISITOR,
    payload: { token: resetToken, password: 'another good passphrase' },
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
  await send('statements.list', 'valid', { query: { team: 'nba-nuggets', player: 'nba-nikola-jokic' } });
  await send('statements.list', 'invalid', { query: { team: 'nba-sonics' } });
  await send('statements.list', 'invalid', { query: { player: 'nobody' } });
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
  await send('follows.toggle', 'valid', { headers: alice.headers, payload: { followable_type: 'user', object_id: bob.user.id } });
  await send('follows.toggle', 'invalid', { headers: alice.headers, payload: { followable_type: 'user', object_id: alice.user.id } });
  await send('follows.toggle', 'invalid', { headers: alice.headers, payload: { followable_type: 'user', object_id: 2_000_000_000 } });
  await send('follows.mine', 'valid', { headers: alice.headers });
  await send('activity.votes', 'valid', { headers: bob.headers });
  await send('activity.votes', 'invalid', { headers: bob.headers, query: { per_page: '500' } });
  await send('activity.comments', 'valid', { headers: bob.headers, query: { page: '1', per_page: '10' } });
  await send('activity.comments', 'invalid', { headers: bob.headers, query: { page: 'first' } });
  await send('follows.ofUser', 'valid', { params: { username: alice.user.username } });
  await send('users.profile', 'valid', { params: { username: alice.user.username } });
  await send('users.profile', 'valid', { params: { username: bob.user.username }, headers: alice.headers });
  await send('users.record', 'valid', { params: { username: alice.user.username } });
  const renamed = await createUserWithSession(ctx);
  await send('users.updateMe', 'valid', {
    headers: renamed.headers,
    payload: {
      display_name: 'Renamed Fan',
      username: `renamed-${renamed.user.id}`,
      bio: 'Here for the receipts.',
      favourite_teams: ['nba-celtics'],
    },
  });
  await send('users.updateMe', 'invalid', { headers: renamed.headers, payload: { username: alice.user.username } });
  await send('users.updateMe', 'invalid', {
    headers: renamed.headers,
    payload: { username: '-bad name-', favourite_teams: ['not-a-team'] },
  });
  const face = multipartFile({ name: 'me.png', type: 'image/png', body: solidPng(8, 8) });
  await send('users.avatarUpload', 'valid', { headers: { ...renamed.headers, ...face.headers }, payload: face.payload });
  const gif = multipartFile({ name: 'me.gif', type: 'image/gif', body: GIF_BYTES });
  await send('users.avatarUpload', 'invalid', { headers: { ...renamed.headers, ...gif.headers }, payload: gif.payload });

  const wish = json(
    await send('featureRequests.create', 'valid', {
      headers: alice.headers,
      payload: { title: 'Dark mode for charts', description: 'Charts are bright at night.' },
    }),
  );
  await send('featureRequests.create', 'invalid', { headers: alice.headers, payload: { title: 'x' } });
  await send('featureRequests.vote', 'valid', { params: { id: wish.id }, headers: bob.headers });
  await send('featureRequests.list', 'valid', { headers: bob.headers });
  await send('featureRequests.list', 'valid', { query: { status: 'under_review' } });
  await send('featureRequests.unvote', 'valid', { params: { id: wish.id }, headers: bob.headers });
  await send('featureRequests.vote', 'invalid', { params: { id: 2_000_000 }, headers: bob.headers });
  await send('featureRequests.setStatus', 'valid', { params: { id: wish.id }, headers: staff.headers, payload: { status: 'planned' } });
  await send('featureRequests.setStatus', 'invalid', { params: { id: wish.id }, headers: staff.headers, payload: { status: 'done' } });
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
    avatarUrl = uploaded.url;
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
  await sendGet('GET /api/config/', '/api/config/');
  await sendGet('GET /runtime-config.json', '/runtime-config.json');
  await sendGet('GET /remotes.json', '/remotes.json', staff.headers);
  await sendGet('GET /uploads/{path}', new URL(avatarUrl).pathname);
}

/** What the shell does: sign in with the identity service (a Google account in the emulator), then hand the API its ID token. */
async function firebaseSignIn() {
  firebaseClient = initializeApp(
    { apiKey: 'fake-api-key', projectId: FIREBASE_PROJECT, authDomain: `${FIREBASE_PROJECT}.firebaseapp.com` },
    `conformance-${process.pid}`,
  );
  const auth = getAuth(firebaseClient);
  connectAuthEmulator(auth, stopEmulator!.url, { disableWarnings: true });
  const claims = { sub: `google-conformance-${Date.now()}`, email: `casey.${Date.now()}@gmail.test`, email_verified: true, name: 'Casey' };
  const result = await signInWithCredential(auth, GoogleAuthProvider.credential(JSON.stringify(claims)));
  return {
    token: await result.user.getIdToken(),
    providerId: result.user.providerData[0]?.providerId ?? 'google.com',
    emailVerified: result.user.emailVerified,
  };
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
  // HEAD: the same headers, and the answer ends (no events follow).
  const head = await fetch(`${base}/api/notifications/stream/`, {
    method: 'HEAD',
    headers: alice.headers,
    signal: AbortSignal.timeout(10_000),
  });
  calls.push({
    operation: 'GET /api/notifications/stream/',
    kind: 'valid',
    head: true,
    status: head.status,
    contentType: head.headers.get('content-type') ?? undefined,
    body: await head.text(),
  });
}

/**
 * Invalid calls derived from what the document says of each operation: a NUL character in the query (400, any
 * operation), no credentials where it needs them (401), a cookie session without the CSRF header on a write
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

describe('the API’s answers against the document it serves (every operation, valid and invalid calls, HEAD for every GET)', () => {
  it('conform, and no operation is left unexercised', async () => {
    const document = json(await ctx.app.inject({ url: '/api/docs/json' }));
    await validCalls();
    await invalidCalls(document);
    await streamCall();
    expect(await headCalls()).toEqual([]);
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

  it('catches a HEAD that answers a body, and a GET never sent as HEAD', () => {
    const operation = 'GET /api/content-api/statements/{id}/';
    const head = { operation, kind: 'valid' as const, head: true, status: 200, contentType: 'application/json' };
    expect(validator.violations({ ...head, body: '' })).toEqual([]);
    expect(validator.violations({ ...head, body: '{}' })).toEqual([`${operation} → 200: HEAD answered 2 bytes of body`]);
    const get = { ...head, head: false, body: '{}' };
    expect(validator.unexercised([get])).toContain(`${operation}: no valid HEAD call`);
    expect(validator.unexercised([get, { ...head, body: '' }])).not.toContain(`${operation}: no valid HEAD call`);
  });
});
