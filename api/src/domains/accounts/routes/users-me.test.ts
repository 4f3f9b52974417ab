import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BIO_MAX, FAVOURITE_TEAMS_MAX, USERNAME_CHARACTERS, USERNAME_RESERVED } from '@receipts/contract';
import { MAX_AVATAR_BYTES } from '../../../storage';
import { createTestApp, createUserWithSession, json, type TestContext } from '../../../test/harness';
import { GIF_BYTES, multipartFile, solidPng } from '../../../test/multipart';
import { NOT_AN_IMAGE, NO_FILE, TOO_LARGE } from './avatar-upload';

let ctx: TestContext;
let dataDir: string;
type Fan = Awaited<ReturnType<typeof createUserWithSession>>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-me-'));
  ctx = await createTestApp({ dataDir });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const patch = (fan: Fan | null, payload: unknown) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/users/me/', headers: fan?.headers ?? {}, payload: payload as object });
const profile = async (username: string) => ctx.app.inject({ url: `/api/users/${encodeURIComponent(username)}/profile/` });
const upload = (fan: Fan | null, file: { name: string; type: string; body: Buffer }) => {
  const { payload, headers } = multipartFile(file);
  return ctx.app.inject({ method: 'POST', url: '/api/users/me/avatar/', payload, headers: { ...(fan?.headers ?? {}), ...headers } });
};

describe('PATCH /api/users/me/', () => {
  it('refuses visitors (401) and suspended members (403)', async () => {
    expect((await patch(null, { bio: 'hi' })).statusCode).toBe(401);
    const suspended = await createUserWithSession(ctx, { suspensionPermanent: true });
    expect((await patch(suspended, { bio: 'hi' })).statusCode).toBe(403);
  });

  it('saves display name, bio and favourite teams on a fresh account, and the public profile shows them', async () => {
    const fan = await createUserWithSession(ctx);
    const response = await patch(fan, {
      display_name: '  Celtics Sam ',
      bio: 'Banner 18 was called here.\nReceipts kept.',
      favourite_teams: ['nba-celtics', 'nfl-chiefs'],
    });
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body.user).toMatchObject({ id: fan.user.id, display_name: 'Celtics Sam', username: fan.user.username });
    expect(body.profile).toMatchObject({
      bio: 'Banner 18 was called here.\nReceipts kept.',
      favourite_teams: ['nba-celtics', 'nfl-chiefs'],
    });
    expect(json(await profile(fan.user.username))).toMatchObject({
      display_name: 'Celtics Sam',
      favourite_teams: ['nba-celtics', 'nfl-chiefs'],
    });
    // An empty display name clears it; fields not sent stay.
    expect(json(await patch(fan, { display_name: '' })).profile).toMatchObject({
      display_name: null,
      favourite_teams: ['nba-celtics', 'nfl-chiefs'],
    });
  });

  it('changes the username with the sign-up handle rules; the old one still opens the profile', async () => {
    const fan = await createUserWithSession(ctx);
    const old = fan.user.username;
    const response = await patch(fan, { username: '  Sam.Calls ' });
    expect(response.statusCode).toBe(200);
    expect(json(response).user).toMatchObject({ username: 'sam.calls', display_username: 'sam.calls' });
    expect(json(await profile('sam.calls')).id).toBe(fan.user.id);
    const viaOld = json(await profile(old));
    expect(viaOld).toMatchObject({ id: fan.user.id, username: 'sam.calls' });
    const record = await ctx.app.inject({ url: `/api/users/${old}/record/` });
    expect(record.statusCode).toBe(200);
  });

  it('answers 409 for a taken username, and a name someone takes over stops redirecting', async () => {
    const first = await createUserWithSession(ctx);
    const second = await createUserWithSession(ctx);
    const taken = await patch(second, { username: first.user.username });
    expect(taken.statusCode).toBe(409);
    expect(json(taken)).toMatchObject({ detail: 'That username is taken. Choose another.' });

    const oldName = first.user.username;
    expect((await patch(first, { username: `moved-${first.user.id}` })).statusCode).toBe(200);
    expect(json(await profile(oldName)).id).toBe(first.user.id);
    expect((await patch(second, { username: oldName })).statusCode).toBe(200);
    expect(json(await profile(oldName)).id).toBe(second.user.id);
  });

  it.each([
    [{ username: '' }, 'Username is required.'],
    [{ username: '-edge' }, USERNAME_CHARACTERS],
    [{ username: 'has space' }, USERNAME_CHARACTERS],
    [{ username: 'x'.repeat(31) }, 'Username must be at most 30 characters.'],
    [{ username: 'x'.repeat(100_000) }, 'Username must be at most 30 characters.'],
    [{ username: 'me' }, USERNAME_RESERVED],
    [{ bio: 'b'.repeat(BIO_MAX + 1) }, `Bio must be at most ${BIO_MAX} characters.`],
    [{ bio: 'bell\u0007' }, 'Bio must not contain control characters.'],
    [{ bio: 'nul\u0000' }, 'Must not contain NUL characters.'],
    [{ display_name: 'd'.repeat(51) }, 'Display name must be at most 50 characters.'],
    [{ favourite_teams: ['not-a-team'] }, 'Favourite teams must be teams from the catalogue.'],
    [{ favourite_teams: ['nba-celtics', 'nba-celtics'] }, 'Each favourite team may be picked once.'],
    [
      { favourite_teams: ['nba-celtics', 'nba-lakers', 'nba-heat', 'nfl-chiefs', 'nfl-bills', 'mlb-cubs'] },
      `Pick at most ${FAVOURITE_TEAMS_MAX} favourite teams.`,
    ],
    [{ is_staff: true }, undefined],
    [{ bio: 42 }, undefined],
  ])('refuses bad input #%# with a 400 and a message', async (payload, message) => {
    const fan = await createUserWithSession(ctx);
    const response = await patch(fan, payload);
    expect(response.statusCode).toBe(400);
    const body = json(response);
    expect(typeof body.detail).toBe('string');
    if (message) expect(JSON.stringify(body)).toContain(JSON.stringify(message).slice(1, -1));
    expect(json(await profile(fan.user.username))).toMatchObject({ bio: '', favourite_teams: [] });
  });

  it('refuses a body that is not JSON', async () => {
    const fan = await createUserWithSession(ctx);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/me/',
      headers: { ...fan.headers, 'content-type': 'application/json' },
      payload: '{"bio":',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/users/me/avatar/', () => {
  it('stores the image under the member and makes it their photo', async () => {
    const fan = await createUserWithSession(ctx);
    const response = await upload(fan, { name: 'my face.png', type: 'image/png', body: solidPng(8, 8) });
    expect(response.statusCode).toBe(200);
    const { user, profile: shown } = json(response);
    expect(user.photoURL).toMatch(new RegExp(`/uploads/users/${fan.user.id}/\\d+-my-face\\.png$`));
    expect(shown.photoURL).toBe(user.photoURL);
    const served = await ctx.app.inject({ url: new URL(user.photoURL).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses visitors (401), a non-image (400), no file (400) and a file over 5 MB (413)', async () => {
    const fan = await createUserWithSession(ctx);
    expect((await upload(null, { name: 'a.png', type: 'image/png', body: solidPng(8, 8) })).statusCode).toBe(401);
    const gif = await upload(fan, { name: 'a.gif', type: 'image/gif', body: GIF_BYTES });
    expect([gif.statusCode, json(gif).detail]).toEqual([400, NOT_AN_IMAGE]);
    const none = await ctx.app.inject({ method: 'POST', url: '/api/users/me/avatar/', headers: fan.headers, payload: { file: 'x' } });
    expect([none.statusCode, json(none).detail]).toEqual([400, NO_FILE]);
    const huge = await upload(fan, { name: 'big.png', type: 'image/png', body: Buffer.alloc(MAX_AVATAR_BYTES + 1024, 1) });
    expect([huge.statusCode, json(huge).detail]).toEqual([413, TOO_LARGE]);
    expect(json(await profile(fan.user.username)).photoURL).toBeNull();
  });
});
