// @engine-agnostic: the API reference page and its headers; no SQL (runs in the PostgreSQL pass only when both run: api/scripts/run-tests.mjs).
import { createHash } from 'node:crypto';
import { createTestApp, json, type TestContext } from '../test/harness';
import { API_DOCS_SCRIPT_CACHE, API_DOCS_SCRIPT_URL, API_DOCUMENT_URL, ZOD_WITHOUT_EVAL } from './api-docs';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('GET /api/docs', () => {
  it('sends /api/docs on to the page at /api/docs/', async () => {
    const response = await ctx.app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/api/docs/');
  });

  it('answers a page that loads the renderer from this origin and the document from /api/docs/json', async () => {
    const page = await ctx.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const sources = [...page.body.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toHaveLength(1);
    expect(new URL(sources[0], 'http://receipts.test/api/docs/').pathname).toBe(API_DOCS_SCRIPT_URL);
    expect(page.body).toContain(`"url": "${API_DOCUMENT_URL}"`);
    expect(page.body).not.toMatch(/https?:\/\/(?!receipts\.)/);
  });

  it('keeps a strict CSP: scripts from this origin plus the page’s one inline call by its hash, calls to this origin, not framable', async () => {
    const page = await ctx.app.inject({ url: '/api/docs/' });
    const csp = String(page.headers['content-security-policy']);
    const inline = [...page.body.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inline).toHaveLength(1);
    expect(csp).toContain(`script-src 'self' ${sha256(inline[0])};`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-eval|https?:|\*/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('serves the renderer’s bundle itself, with the default CSP (a script, never a page)', async () => {
    const script = await ctx.app.inject({ url: API_DOCS_SCRIPT_URL });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^application\/javascript/);
    expect(script.body.length).toBeGreaterThan(100_000);
    expect(script.body).toContain('createApiReference');
    // Its zod is told it has no eval (the CSP refuses it) before it tries.
    expect(script.body.startsWith(`${ZOD_WITHOUT_EVAL}\n`)).toBe(true);
    expect(script.headers['cache-control']).toBe(API_DOCS_SCRIPT_CACHE);
    expect(script.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
  });

  it('serves the document as JSON and YAML', async () => {
    const document = await ctx.app.inject({ url: API_DOCUMENT_URL });
    expect(document.headers['content-type']).toMatch(/^application\/json/);
    expect(json(document)).toMatchObject({ openapi: expect.stringMatching(/^3\.0\./), info: { title: 'Receipts API' } });
    const yaml = await ctx.app.inject({ url: '/api/docs/yaml' });
    expect(yaml.headers['content-type']).toMatch(/^application\/yaml/);
    expect(yaml.body).toMatch(/^openapi: 3\.0\./m);
  });
});
