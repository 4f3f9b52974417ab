import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createKnownRoutes } from './known-routes';
import { createRemoteResolver, pageRemote } from './remote-manifests';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-known-routes-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

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
const dataDir = () => path.join(root, 'data');

describe('the routes a remote declared when last read', () => {
  it('keep routing its paths to it while its manifest cannot be read, across a restart', async () => {
    writeManifest(['/commentators', '/whats-new']);
    const resolve = createRemoteResolver(path.join(root, 'site'), null, createKnownRoutes(dataDir()));
    expect(pageRemote(await resolve({ mfe_directory: MANIFEST }), '/whats-new')?.location.entry).toBe(
      '/remotes/mfe-directory/remoteEntry.js',
    );

    fs.rmSync(path.join(root, 'site', 'mfe-directory', 'dist', 'mf-manifest.json'));
    // A new process on the same DATA_DIR: the remote still owns its paths (the browser shows its Retry panel).
    const restarted = createRemoteResolver(path.join(root, 'site'), null, createKnownRoutes(dataDir()));
    const remote = pageRemote(await restarted({ mfe_directory: MANIFEST }), '/whats-new');
    expect(remote?.location).toEqual({ manifest: MANIFEST, routes: ['/commentators', '/whats-new'] });
  });

  it('follow what the remote declares now', async () => {
    const known = createKnownRoutes(dataDir());
    known.remember('mfe_directory', ['/commentators']);
    known.remember('mfe_directory', ['/podcasts']);
    expect(createKnownRoutes(dataDir()).recall('mfe_directory')).toEqual(['/podcasts']);
  });

  it('start empty from a missing or broken file, and keep only route patterns', () => {
    expect(createKnownRoutes(dataDir()).recall('mfe_directory')).toBeUndefined();
    fs.mkdirSync(dataDir(), { recursive: true });
    fs.writeFileSync(path.join(dataDir(), 'remote-routes.json'), '{ broken');
    expect(createKnownRoutes(dataDir()).recall('mfe_directory')).toBeUndefined();
    fs.writeFileSync(path.join(dataDir(), 'remote-routes.json'), JSON.stringify({ mfe_directory: ['/ok', 'no-slash', '*'] }));
    expect(createKnownRoutes(dataDir()).recall('mfe_directory')).toEqual(['/ok']);
  });
});
