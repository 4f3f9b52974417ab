/** @jest-environment jest-fixed-jsdom */
import { createInstance } from '@module-federation/enhanced/runtime';
import type { RemotesMap } from '@receipts/shared';
import { fakeContainer, installScriptNetwork, resetFederation } from '../../testing/remote-network';
import { canaryPlugin } from './canary-plugin';

const STABLE = 'https://cdn.example/directory/1.0.0/remoteEntry.js';
const CANARY = 'https://cdn.example/directory/2.0.0/remoteEntry.js';
const remotes: RemotesMap = {
  mfe_directory: {
    manifest: 'https://cdn.example/directory/1.0.0/mf-manifest.json',
    entry: STABLE,
    canary: { manifest: 'https://cdn.example/directory/2.0.0/mf-manifest.json', entry: CANARY, percent: 25 },
  },
};
let requested: string[];

/** A host like the shell, with the real MF runtime and this plugin; each entry answers with the version it is. */
function host(seed: number | undefined, map: RemotesMap = remotes) {
  return createInstance({ name: 'host', remotes: [], plugins: [canaryPlugin(() => ({ seed, remotes: map }))] });
}

beforeEach(() => {
  resetFederation('mfe_directory');
  requested = installScriptNetwork('mfe_directory', () => (url) => ({
    container: fakeContainer({ version: url.includes('2.0.0') ? 'canary' : 'stable' }),
  }));
});
afterEach(() => jest.restoreAllMocks());

describe('canaryPlugin', () => {
  it.each([
    [0, 'canary', CANARY],
    [24, 'canary', CANARY],
    [25, 'stable', STABLE],
    [99, 'stable', STABLE],
  ])('a browser with seed %i loads the %s version', async (seed, version, entry) => {
    const federation = host(seed);
    federation.registerRemotes([{ name: 'mfe_directory', entry: STABLE }]);
    await expect(federation.loadRemote('mfe_directory/routes')).resolves.toEqual({ version });
    expect(requested).toEqual([entry]);
  });

  it('loads the stable version without a seed, or when the map has no canary', async () => {
    const noSeed = host(undefined);
    noSeed.registerRemotes([{ name: 'mfe_directory', entry: STABLE }]);
    await expect(noSeed.loadRemote('mfe_directory/routes')).resolves.toEqual({ version: 'stable' });
    resetFederation('mfe_directory');
    const noCanary = host(0, { mfe_directory: { manifest: remotes.mfe_directory!.manifest, entry: STABLE } });
    noCanary.registerRemotes([{ name: 'mfe_directory', entry: STABLE }]);
    await expect(noCanary.loadRemote('mfe_directory/routes')).resolves.toEqual({ version: 'stable' });
    expect(requested).toEqual([STABLE, STABLE]);
  });

  it("keeps a retry's fresh-copy mark on the canary's entry", async () => {
    const federation = host(3);
    federation.registerRemotes([{ name: 'mfe_directory', entry: `${STABLE}?retry=2` }]);
    await federation.loadRemote('mfe_directory/routes');
    expect(requested).toEqual([`${CANARY}?retry=2`]);
  });

  it("falls back to the canary's manifest when the server could not read its entry", async () => {
    global.fetch = jest.fn(async () => new Response('not json', { status: 502 })) as unknown as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const canary = { manifest: 'https://cdn.example/directory/2.0.0/mf-manifest.json', percent: 50 };
    const federation = host(1, { mfe_directory: { manifest: remotes.mfe_directory!.manifest, entry: STABLE, canary } });
    federation.registerRemotes([{ name: 'mfe_directory', entry: STABLE }]);
    await expect(federation.loadRemote('mfe_directory/routes')).rejects.toThrow();
    expect(global.fetch).toHaveBeenCalledWith(canary.manifest, expect.anything());
    expect(requested).toEqual([]);
  });
});
