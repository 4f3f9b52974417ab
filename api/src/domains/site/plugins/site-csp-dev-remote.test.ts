// @engine-agnostic: CSP for a remote served from a dev server; no SQL (runs in the PostgreSQL pass only when both run: api/scripts/run-tests.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../config';
import { createTestApp, type TestContext } from '../../../test/harness';
import { pageCsp } from './csp';

const DEV_SERVER = 'http://127.0.0.1:3002';
const PRODUCTION = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://receipts.example', FIREBASE_PROJECT_ID: 'receipts-prod' };

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(/;\s*/).map((part) => {
      const [name, ...values] = part.split(' ');
      return [name, values];
    }),
  );

describe('the switch for a remote in development inside the site (npm run dev -- --only)', () => {
  it('leaves the production CSP exactly as it is', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.devRemoteOrigin).toBeNull();
    expect(pageCsp(config, new Map(), ["'sha256-abc'"])).toBe(
      [
        "default-src 'self' https://receipts.example",
        "script-src 'self' https://receipts.example 'sha256-abc' https://apis.google.com",
        "style-src 'self' https://receipts.example 'unsafe-inline'",
        "img-src 'self' https://receipts.example data: blob: https://i.ytimg.com https://img.youtube.com",
        "font-src 'self' https://receipts.example data:",
        "connect-src 'self' https://receipts.example https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://www.googleapis.com https://apis.google.com",
        'frame-src https://receipts-prod.firebaseapp.com',
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  it('is refused in production: the server does not start with it', () => {
    expect(() => loadConfig({ ...PRODUCTION, RECEIPTS_DEV_REMOTE_ORIGIN: DEV_SERVER })).toThrow(/must not be set when NODE_ENV=production/);
    expect(() => loadConfig({ NODE_ENV: 'development', RECEIPTS_DEV_REMOTE_ORIGIN: 'ftp://127.0.0.1:3002' })).toThrow(/http\(s\) origin/);
  });

  describe('in development', () => {
    let root: string;
    let ctx: TestContext;
    beforeAll(async () => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-dev-remote-'));
      fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
      fs.writeFileSync(
        path.join(root, 'shell', 'dist', 'index.html'),
        '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
      );
      fs.writeFileSync(path.join(root, 'remotes.json'), JSON.stringify({ mfe_feed: '/remotes/mfe-feed/mf-manifest.json' }));
      const config = loadConfig({ NODE_ENV: 'development', RECEIPTS_DEV_REMOTE_ORIGIN: `${DEV_SERVER}/` });
      ctx = await createTestApp({
        siteRoot: root,
        remotesMapFile: path.join(root, 'remotes.json'),
        dataDir: path.join(root, '.data'),
        devRemoteOrigin: config.devRemoteOrigin,
      });
    });
    afterAll(async () => {
      await ctx.close();
      fs.rmSync(root, { recursive: true, force: true });
    });

    it("lets the page load the dev server's files and connect to its hot-reload socket, still without eval", async () => {
      const response = await ctx.app.inject({ url: '/', headers: { accept: 'text/html' } });
      const csp = directives(String(response.headers['content-security-policy']));
      expect(csp['script-src']).toContain(DEV_SERVER);
      expect(csp['style-src']).toContain(DEV_SERVER);
      expect(csp['connect-src']).toEqual(expect.arrayContaining([DEV_SERVER, 'ws://127.0.0.1:3002']));
      expect(csp['script-src']).not.toContain("'unsafe-eval'");
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
    });
  });
});
