// @engine-agnostic: the site's Content-Security-Policy headers; no SQL (runs in the PostgreSQL pass only when both run: api/scripts/run-tests.mjs).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestContext } from '../../../test/harness';
import { inlineScriptHashes } from './csp';

const THEME = "(function(){document.documentElement.setAttribute('data-theme','light')})();";
const LOADER = '(function(){var s=document.currentScript;})();';
const template = (theme: string) =>
  '<!doctype html><html><head>' +
  `<script>${theme}</script><style>body{margin:0}</style>` +
  '</head><body><div id="root"></div><main><!--receipts:first-view--></main>' +
  `<script data-scripts="/main.1.js">${LOADER}</script></body></html>`;
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let root: string;
const apps: TestContext[] = [];
function site() {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-csp-'));
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), template(THEME));
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'main.1.js'), 'console.log(1);');
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'main.1.js.map'), '{"version":3}');
  // The operator's map: the feed on this origin, the directory deployed elsewhere (like the e2e alt remote).
  fs.writeFileSync(
    path.join(root, 'remotes.json'),
    JSON.stringify({
      mfe_feed: '/remotes/mfe-feed/mf-manifest.json',
      mfe_directory: 'http://127.0.0.1:9/mf-manifest.json',
    }),
  );
}
async function app(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const ctx = await createTestApp({
    siteRoot: root,
    remotesMapFile: path.join(root, 'remotes.json'),
    dataDir: path.join(root, '.data'),
    ...overrides,
  });
  apps.push(ctx);
  return ctx;
}
beforeAll(site);
afterAll(async () => {
  await Promise.all(apps.map((ctx) => ctx.close()));
  fs.rmSync(root, { recursive: true, force: true });
});

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(/;\s*/).map((part) => {
      const [name, ...values] = part.split(' ');
      return [name, values];
    }),
  );
const page = async (ctx: TestContext, url = '/') => ctx.app.inject({ url, headers: { accept: 'text/html' } });

describe("the page's Content-Security-Policy", () => {
  it('allows scripts from this origin, the remotes map’s origins and the template’s inline scripts by hash; nothing else', async () => {
    const ctx = await app({
      firebase: { projectId: 'demo-x', apiKey: 'k', authDomain: 'demo-x.firebaseapp.com', emulatorHost: '127.0.0.1:9099' },
    });
    const response = await page(ctx);
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp['default-src']).toContain("'self'");
    expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'", 'http://127.0.0.1:9', sha(THEME), sha(LOADER)]));
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://identitytoolkit.googleapis.com', 'http://127.0.0.1:9099', 'http://127.0.0.1:9']),
    );
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:']));
    expect(csp['frame-src']).toEqual(expect.arrayContaining(['https://demo-x.firebaseapp.com', 'http://127.0.0.1:9099']));
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('follows the template on disk (the hash changes with it) and the map at request time', async () => {
    const ctx = await app();
    const changed = "(function(){document.documentElement.setAttribute('data-theme','dark')})();";
    const file = path.join(root, 'shell', 'dist', 'index.html');
    fs.writeFileSync(file, template(changed));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    const map = path.join(root, 'remotes.json');
    const before = fs.readFileSync(map, 'utf8');
    fs.writeFileSync(map, JSON.stringify({ mfe_feed: 'https://cdn.example/feed/mf-manifest.json' }));
    try {
      const csp = directives(String((await page(ctx)).headers['content-security-policy']));
      expect(csp['script-src']).toContain(sha(changed));
      expect(csp['script-src']).not.toContain(sha(THEME));
      expect(csp['script-src']).toContain('https://cdn.example');
      expect(csp['script-src']).not.toContain('http://127.0.0.1:9');
    } finally {
      fs.writeFileSync(file, template(THEME));
      fs.writeFileSync(map, before);
    }
  });

  it('uploaded avatars on S3 are images the page may show', async () => {
    const ctx = await app({
      storage: {
        driver: 's3',
        bucket: 'b',
        region: 'us-east-1',
        endpoint: null,
        forcePathStyle: false,
        credentials: null,
        publicBaseUrl: 'https://b.s3.example/avatars',
      },
      storageHost: 'firebasestorage.googleapis.com',
    });
    const csp = directives(String((await page(ctx)).headers['content-security-policy']));
    expect(csp['img-src']).toEqual(expect.arrayContaining(['https://b.s3.example', 'https://firebasestorage.googleapis.com']));
  });

  it('hashes only classic inline scripts: not external ones, not JSON data blocks', () => {
    const html =
      '<script src="/a.js"></script><script type="application/json">{"a":1}</script><script>x()</script><script type="module">y()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('x()'), sha('y()')]);
  });
});

describe('source maps', () => {
  it('are served in development but never in production (they stay build artifacts)', async () => {
    const dev = await app();
    expect((await dev.app.inject({ url: '/main.1.js.map' })).statusCode).toBe(200);
    const production = await app({ env: 'production', isProduction: true, testEndpoints: false });
    expect((await production.app.inject({ url: '/main.1.js.map' })).statusCode).toBe(404);
    expect((await production.app.inject({ url: '/main.1.js' })).statusCode).toBe(200);
  });
});
