import type { PublicProfile } from '@receipts/contract';
import { createTestApp, createUserWithSession, json, type TestContext } from '../../../test/harness';
import { insertStatements } from '../../../test/content';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof createUserWithSession>>;
let other: Awaited<ReturnType<typeof createUserWithSession>>;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUserWithSession(ctx, {
    name: 'Pat Owner',
    displayName: 'Pat',
    displayUsername: 'pat_o',
    bio: 'Hot takes only.',
    authProvider: 'google',
  });
  other = await createUserWithSession(ctx);
  await insertStatements(ctx, [
    { userId: owner.user.id, statementType: 'prediction', outcome: 'pending' },
    { userId: owner.user.id, statementType: 'prediction', outcome: 'correct' },
    { userId: owner.user.id, statementType: 'opinion' },
    { userId: other.user.id, statementType: 'prediction', outcome: 'pending' },
  ]);
});
afterAll(() => ctx.close());

const profile = (handle: string, headers: Record<string, string> = {}) => ctx.app.inject({ url: `/api/users/${handle}/profile/`, headers });

describe('GET /api/users/{username}/profile/', () => {
  it('shows the public profile with the prediction count, without private fields', async () => {
    const response = await profile(owner.user.username, other.headers);
    expect(response.statusCode).toBe(200);
    expect(json<PublicProfile>(response)).toEqual({
      id: owner.user.id,
      username: owner.user.username,
      name: 'Pat Owner',
      display_name: 'Pat',
      bio: 'Hot takes only.',
      photoURL: null,
      date_joined: owner.user.createdAt.toISOString(),
      prediction_count: 2,
      followers_count: 0,
      following_count: 0,
      is_following: false,
      favourite_teams: [],
    });
  });

  it('adds e-mail and auth provider for the owner', async () => {
    expect(json<PublicProfile>(await profile(owner.user.username, owner.headers))).toMatchObject({
      email: owner.user.email,
      auth_provider: 'google',
    });
  });

  it('404s for an unknown user', async () => {
    expect((await profile('pat_o')).statusCode).toBe(404);
    const missing = await profile('no-such-user');
    expect(missing.statusCode).toBe(404);
    expect(json(missing).detail).toBe('User not found.');
  });
});
