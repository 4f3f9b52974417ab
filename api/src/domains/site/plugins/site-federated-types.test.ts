// @engine-agnostic: serving the remotes' type archives from disk; no SQL (runs in the PostgreSQL pass only when both run: api/scripts/run-tests.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestContext } from '../../../test/harness';

const ZIP = Buffer.from('PK\u0005\u0006' + '\u0000'.repeat(18), 'binary');
const API = "export type RemoteKeys = 'REMOTE_ALIAS_IDENTIFIER/routes';\n";

let root: string;
const apps: TestContext[] = [];
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-types-'));
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><html><body></body></html>');
  const dist = path.join(root, 'mfe-feed', 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({
      name: 'mfe_feed',
      metaData: {
        types: { zip: '@mf-types.zip', api: '@mf-types.d.ts' },
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        receipts: { name: 'mfe_feed', access: 'public', area: 'feed', routes: ['/'], nav: [], sharedContract: 0 },
      },
      exposes: [],
      shared: [],
    }),
  );
  // A public remote, as its own declaration says (one whose access is unknown is kept to staff).
  fs.writeFileSync(
    path.join(root, 'mfe-feed', 'remote.json'),
    JSON.stringify({ name: 'mfe_feed', area: 'feed', access: 'public', devPort: 3001, nav: [] }),
  );
  fs.writeFileSync(path.join(dist, '@mf-types.zip'), ZIP);
  fs.writeFileSync(path.join(dist, '@mf-types.d.ts'), API);
});
afterAll(async () => {
  await Promise.all(apps.map((ctx) => ctx.close()));
  fs.rmSync(root, { recursive: true, force: true });
});

describe("a remote's federated types", () => {
  it.each([
    ['development', {}],
    ['production', { env: 'production', isProduction: true, testEndpoints: false }],
  ])('are served beside its manifest (%s), revalidated like it: the names do not change between builds', async (_mode, overrides) => {
    const ctx = await createTestApp({ siteRoot: root, dataDir: path.join(root, '.data'), ...overrides });
    apps.push(ctx);
    const zip = await ctx.app.inject({ url: '/remotes/mfe-feed/@mf-types.zip' });
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.equals(ZIP)).toBe(true);
    expect(zip.headers['cache-control']).toBe('no-cache');
    expect(zip.headers['access-control-allow-origin']).toBe('*');
    const api = await ctx.app.inject({ url: '/remotes/mfe-feed/@mf-types.d.ts' });
    expect(api.statusCode).toBe(200);
    expect(api.body).toBe(API);
  });
});
