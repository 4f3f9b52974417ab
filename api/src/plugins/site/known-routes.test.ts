import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/harness';
import { createKnownRoutes } from './known-routes';
import { createRemoteResolver, pageRemote } from './remote-manifests';

let ctx: TestContext;
let root: string;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-known-routes-'));
  await ctx.app.db.execute(sql`delete from remote_routes`);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));
/** What one server process keeps: a fresh one is another instance, or the same one after a restart. */
const instance = () => createKnownRoutes(ctx.app.db);

const MANIFEST = '/remotes/mfe-directory/mf-manifest.json';
function writeManifest(routes: string[]) {
  const dist = path.join(root, 'site', 'mfe-directory', 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({
      name: 'mfe_directory',
      metaData: {
        buildInfo: { buildVersion: '1.0.0' },
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        receipts: { routes, sharedContract: 0 },
      },
      exposes: [],
      shared: [],
    }),
  );
}

describe('the routes a remote declared when last read', () => {
  it('keep routing its paths to it while its manifest cannot be read, on an instance that never read it', async () => {
    writeManifest(['/commentators', '/whats-new']);
    const resolve = createRemoteResolver(path.join(root, 'site'), null, instance());
    expect(pageRemote(await resolve({ mfe_directory: MANIFEST }), '/whats-new')?.location.entry).toBe(
      '/remotes/mfe-directory/remoteEntry.js',
    );

    fs.rmSync(path.join(root, 'site', 'mfe-directory', 'dist', 'mf-manifest.json'));
    // Another instance (or this one restarted): the remote still owns its paths (the browser shows its Retry panel).
    const other = createRemoteResolver(path.join(root, 'site'), null, instance());
    const remote = pageRemote(await other({ mfe_directory: MANIFEST }), '/whats-new');
    expect(remote?.location).toEqual({ manifest: MANIFEST, routes: ['/commentators', '/whats-new'] });
  });

  it('follow what the remote declares now', async () => {
    const known = instance();
    await known.remember('mfe_directory', ['/commentators']);
    await known.remember('mfe_directory', ['/podcasts']);
    expect(await known.recall('mfe_directory')).toEqual(['/podcasts']);
    expect(await instance().recall('mfe_directory')).toEqual(['/podcasts']);
  });

  it('know nothing of a remote never read, and keep only route patterns', async () => {
    expect(await instance().recall('mfe_directory')).toBeUndefined();
    await ctx.app.db.execute(sql`insert into remote_routes (remote, routes) values ('mfe_directory', '["/ok", "no-slash", "*", 42]')`);
    expect(await instance().recall('mfe_directory')).toEqual(['/ok']);
  });

  it("a canary's reading is not remembered as the remote's routes", async () => {
    writeManifest(['/commentators', '/canary-only']);
    const resolve = createRemoteResolver(path.join(root, 'site'), null, instance());
    await resolve({ mfe_directory: MANIFEST }, { remember: false });
    expect(await instance().recall('mfe_directory')).toBeUndefined();
  });
});
