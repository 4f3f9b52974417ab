/** @jest-environment jest-fixed-jsdom */
import { registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { inlineBootData, removeInlineBootData, TEST_CONFIG } from '../testing/boot-files';
import { fakeContainer, installScriptNetwork, resetFederation } from '../testing/remote-network';
import { forgetBootData } from './boot-data';
import { forgetLoadedRemotes, loadRemoteRoutes } from './remote-loader';

// The Module Federation Chrome devtools point a remote at a developer's own build: their content script registers,
// before any page script runs, a global runtime plugin that reads `localStorage.__MF_DEVTOOLS__` ({ overrides:
// { [remote]: url } }) and sets that remote's entry when it is registered. This stands in for it (the extension
// cannot be installed here), to prove the shell's loader and its own plugins leave that mechanism working.
function devtoolsOverridePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'mf-chrome-devtools-override-remotes-plugin',
    beforeRegisterRemote(args) {
      const overrides = (JSON.parse(localStorage.getItem('__MF_DEVTOOLS__') ?? '{}') as { overrides?: Record<string, string> }).overrides;
      const url = overrides?.[args.remote.name];
      if (url) (args.remote as { entry: string }).entry = url;
      return args;
    },
  };
}

const ORIGIN = window.location.origin;
const STABLE = `${ORIGIN}/deploys/mfe-directory/1.0.0/remoteEntry.js`;
const CANARY = `${ORIGIN}/deploys/mfe-directory/2.0.0/remoteEntry.js`;
const LOCAL = 'http://127.0.0.1:3003/mf-manifest.json';
const LOCAL_ENTRY = 'http://127.0.0.1:3003/remoteEntry.js';
let requested: string[];

function boot(seed: number) {
  inlineBootData({
    config: TEST_CONFIG,
    seed,
    remotes: {
      mfe_directory: {
        manifest: `${ORIGIN}/deploys/mfe-directory/1.0.0/mf-manifest.json`,
        entry: STABLE,
        canary: { manifest: `${ORIGIN}/deploys/mfe-directory/2.0.0/mf-manifest.json`, entry: CANARY, percent: 50 },
      },
    },
  });
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  forgetBootData();
  forgetLoadedRemotes();
  resetFederation('mfe_directory');
  removeInlineBootData();
  localStorage.clear();
  registerGlobalPlugins([devtoolsOverridePlugin()]);
  requested = installScriptNetwork('mfe_directory', () => (url) => ({ container: fakeContainer({ pages: { '/commentators': url } }) }));
  // The local dev server's manifest, as the devtools' override names it.
  global.fetch = jest.fn(async () =>
    Response.json({
      id: 'mfe_directory',
      name: 'mfe_directory',
      metaData: {
        name: 'mfe_directory',
        publicPath: 'http://127.0.0.1:3003/',
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
        buildInfo: { buildVersion: 'local' },
        globalName: 'mfe_directory',
        types: {},
        receipts: { sharedContract: 0 },
      },
      shared: [],
      exposes: [],
      remotes: [],
    }),
  ) as unknown as typeof fetch;
});
afterEach(() => jest.restoreAllMocks());

describe('the Module Federation devtools’ override', () => {
  it('points a remote at a local dev server: the shell loads it from there', async () => {
    boot(90);
    localStorage.setItem('__MF_DEVTOOLS__', JSON.stringify({ overrides: { mfe_directory: LOCAL } }));
    await loadRemoteRoutes('mfe_directory');
    expect(global.fetch).toHaveBeenCalledWith(LOCAL, expect.anything());
    expect(requested).toEqual([LOCAL_ENTRY]);
  });

  it('wins over a canary this browser would otherwise run', async () => {
    boot(10);
    localStorage.setItem('__MF_DEVTOOLS__', JSON.stringify({ overrides: { mfe_directory: LOCAL } }));
    await loadRemoteRoutes('mfe_directory');
    expect(requested).toEqual([LOCAL_ENTRY]);
  });

  it('without an override, the page runs the version its seed gets', async () => {
    boot(10);
    await loadRemoteRoutes('mfe_directory');
    expect(requested).toEqual([CANARY]);
    expect(global.fetch).not.toHaveBeenCalled();
  });
});
