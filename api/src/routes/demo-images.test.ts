// @engine-agnostic: draws and serves images; no SQL (runs in the PostgreSQL pass only when both run: api/scripts/run-tests.mjs).
import { createTestApp, type TestContext } from '../test/harness';
import { drawDemoImage, initialsOf } from '../seed/demo-images';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /demo-images/{style}/{seed}.svg', () => {
  it('draws a person as initials on a colour, the same every time, cached for good', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/demo-images/person/zach-lowe.svg' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(first.body).toContain('>ZL</text>');
    const again = await ctx.app.inject({ method: 'GET', url: '/demo-images/person/zach-lowe.svg' });
    expect(again.body).toBe(first.body);
  });

  it('gives different people different looks and draws shapes and video thumbnails', () => {
    const colours = new Set(
      ['ana-alvarez', 'zach-lowe', 'mina-park', 'jj-redick', 'sam-ortiz'].map(
        (seed) => drawDemoImage('person', seed)?.match(/fill="(#[0-9a-f]{6})"/)?.[1],
      ),
    );
    expect(colours.size).toBeGreaterThan(1);
    expect(drawDemoImage('shape', 'the-lowe-post')).toContain('<circle');
    expect(drawDemoImage('video', 'abc123DEF45')).toContain('viewBox="0 0 480 270"');
    expect(initialsOf('hoopsfan')).toBe('H');
  });

  it.each([
    '/demo-images/person/zach-lowe.png',
    '/demo-images/portrait/zach-lowe.svg',
    '/demo-images/person/%3Cscript%3E.svg',
    '/demo-images/person/..%2F..%2Fetc.svg',
    `/demo-images/person/${'a'.repeat(65)}.svg`,
  ])('answers 404 for %s', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
  });
});
