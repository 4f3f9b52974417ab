/** @jest-environment jest-fixed-jsdom */
import { createInstance } from '@module-federation/enhanced/runtime';
import { fakeContainer, installScriptNetwork, resetFederation, type Answer } from '../../testing/remote-network';
import { versionFitPlugin } from './version-fit-plugin';

const ENTRY = 'https://cdn.example/directory/remoteEntry.js';
const MANIFEST = 'https://cdn.example/directory/mf-manifest.json';
const serve: (url: string) => Answer = () => ({ container: fakeContainer({ pages: {} }) });
let requested: string[];

/** A host like the shell: React 19.1.0 and @receipts/shared 0.1.0 in its share scope, this plugin registered. */
function host(declared: Record<string, object> = {}) {
  return createInstance({
    name: 'host',
    remotes: [],
    shared: {
      react: { version: '19.1.0', lib: () => ({}), shareConfig: { singleton: true, requiredVersion: '^19.1.0' } },
      '@receipts/shared': { version: '0.1.0', lib: () => ({}), shareConfig: { singleton: true, requiredVersion: '^0.1.0' } },
    },
    plugins: [versionFitPlugin((name) => declared[name])],
  });
}

/** An mf-manifest.json as @module-federation/enhanced writes it, with our metaData.receipts. */
const manifest = (react: string, contract: number) => ({
  id: 'mfe_directory',
  name: 'mfe_directory',
  metaData: {
    name: 'mfe_directory',
    publicPath: 'https://cdn.example/directory/',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    buildInfo: { buildVersion: '2.0.0' },
    globalName: 'mfe_directory',
    types: {},
    receipts: { sharedContract: contract },
  },
  shared: [
    {
      id: 'mfe_directory:react',
      name: 'react',
      version: react.slice(1),
      requiredVersion: react,
      singleton: true,
      assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
    },
  ],
  exposes: [],
  remotes: [],
});

beforeEach(() => {
  resetFederation('mfe_directory');
  requested = installScriptNetwork('mfe_directory', () => serve);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('versionFitPlugin', () => {
  it('lets a remote through whose declared needs this page meets', async () => {
    const federation = host({ mfe_directory: { requires: { react: '^19.0.0', '@receipts/shared': '^0.1.0' }, sharedContract: 0 } });
    federation.registerRemotes([{ name: 'mfe_directory', entry: ENTRY }]);
    await expect(federation.loadRemote('mfe_directory/routes')).resolves.toEqual({ pages: {} });
    expect(requested).toEqual([ENTRY]);
  });

  it('refuses a remote built for another @receipts/shared contract before its entry is requested', async () => {
    const federation = host({ mfe_directory: { sharedContract: 2 } });
    federation.registerRemotes([{ name: 'mfe_directory', entry: ENTRY }]);
    const loading = federation.loadRemote('mfe_directory/routes');
    await expect(loading).rejects.toMatchObject({ name: 'RemoteVersionError', remote: 'mfe_directory', direction: 'newer' });
    await expect(loading).rejects.toThrow('mfe_directory was built for @receipts/shared contract 2; this site runs contract 0.');
    expect(requested).toEqual([]);
  });

  it('refuses by what the mf-manifest.json says when the runtime reads it itself', async () => {
    global.fetch = jest.fn(async () => new Response(JSON.stringify(manifest('^20.0.0', 0)))) as unknown as typeof fetch;
    const federation = host();
    federation.registerRemotes([{ name: 'mfe_directory', entry: MANIFEST }]);
    await expect(federation.loadRemote('mfe_directory/routes')).rejects.toThrow(
      'mfe_directory needs react ^20.0.0; this site runs 19.1.0.',
    );
    expect(global.fetch).toHaveBeenCalledWith(MANIFEST, expect.anything());
    expect(requested).toEqual([]);
  });
});
