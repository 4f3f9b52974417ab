import { createTestApp, json, type TestContext } from './test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Every call of spec §7 plus the endpoints the product added, as OpenAPI path templates. */
const ENDPOINTS: [string, string][] = [
  ['get', '/api/csrf/'],
  ['post', '/api/auth/firebase/'],
  ['get', '/api/auth/user/'],
  ['post', '/api/auth/email/login/'],
  ['post', '/api/auth/email/register/'],
  ['post', '/api/auth/email/resend-verification/'],
  ['get', '/api/auth/email/verify/{token}/'],
  ['post', '/api/auth/logout/'],
  ['get', '/api/auth-check/'],
  ['get', '/api/auth/test-create-user/'],
  ['get', '/api/follow/list/'],
  ['get', '/api/users/{username}/follows/'],
  ['post', '/api/follow/toggle/'],
  ['get', '/api/users/profile/{username}/'],
  ['get', '/api/commentators/'],
  ['get', '/api/podcasts/'],
  ['get', '/api/shows/'],
  ['get', '/api/commentators/{slug}/'],
  ['get', '/api/podcasts/{slug}/'],
  ['get', '/api/shows/{slug}/'],
  ['patch', '/api/commentators/{slug}/update-photo/'],
  ['patch', '/api/podcasts/{slug}/update-photo/'],
  ['patch', '/api/shows/{slug}/update-photo/'],
  ['post', '/api/commentators/{slug}/avatar-upload/'],
  ['post', '/api/podcasts/{slug}/avatar-upload/'],
  ['post', '/api/shows/{slug}/avatar-upload/'],
  ['get', '/api/content-api/statements/'],
  ['post', '/api/content-api/statements/'],
  ['get', '/api/content-api/statements/{id}/'],
  ['delete', '/api/content-api/statements/{id}/'],
  ['patch', '/api/content-api/statements/{id}/outcome/'],
  ['get', '/api/content-api/statements/{id}/comments/'],
  ['post', '/api/content-api/votes/toggle/'],
  ['post', '/api/content-api/comments/'],
  ['post', '/api/content-api/comments/{id}/vote/'],
  ['get', '/api/content-api/catalog/'],
  ['get', '/api/health'],
];

describe('the OpenAPI description at /api/docs', () => {
  it('lists every endpoint with its method', async () => {
    const { paths } = json<{ paths: Record<string, Record<string, unknown>> }>(await ctx.app.inject({ url: '/api/docs/json' }));
    const missing = ENDPOINTS.filter(([method, path]) => !paths[path]?.[method]).map(([m, p]) => `${m.toUpperCase()} ${p}`);
    expect(missing).toEqual([]);
  });

  it('describes request bodies and responses with schemas', async () => {
    const { paths } = json<{ paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, unknown> }>> }>(
      await ctx.app.inject({ url: '/api/docs/json' }),
    );
    expect(paths['/api/auth/email/register/'].post.requestBody).toBeDefined();
    expect(paths['/api/content-api/statements/'].post.requestBody).toBeDefined();
    expect(Object.keys(paths['/api/content-api/statements/'].get.responses ?? {})).toContain('200');
  });
});
