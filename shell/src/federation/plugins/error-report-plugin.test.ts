/** @jest-environment jest-fixed-jsdom */
import { createInstance } from '@module-federation/enhanced/runtime';
import { installScriptNetwork, resetFederation } from '../../testing/remote-network';
import { RemoteVersionError } from '../version-check';
import { errorReportPlugin } from './error-report-plugin';

const MANIFEST = 'https://cdn.example/directory/mf-manifest.json';
const ENTRY = 'https://cdn.example/directory/remoteEntry.js';

function host(report: jest.Mock, ...extra: object[]) {
  const federation = createInstance({ name: 'host', remotes: [], plugins: [errorReportPlugin(report), ...(extra as never[])] });
  return federation;
}

beforeEach(() => {
  resetFederation('mfe_directory');
  installScriptNetwork('mfe_directory', () => () => 'error');
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('errorReportPlugin', () => {
  it.each([
    ['missing (404)', async () => new Response('not found', { status: 404 })],
    ['malformed', async () => new Response('{"name": "mfe_directory"')],
    ['not a federation manifest', async () => new Response(JSON.stringify({ name: 'mfe_directory' }))],
    ['unreachable', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('reports a remote whose mf-manifest.json is %s as a failed load, and the load fails', async (_what, answer) => {
    global.fetch = jest.fn(answer) as unknown as typeof fetch;
    const report = jest.fn();
    const federation = host(report);
    federation.registerRemotes([{ name: 'mfe_directory', entry: MANIFEST }]);
    await expect(federation.loadRemote('mfe_directory/routes')).rejects.toThrow();
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'remote-load', remote: 'mfe_directory', error: expect.any(Error) }),
    );
  });

  it('reports an entry that does not load', async () => {
    const report = jest.fn();
    const federation = host(report);
    federation.registerRemotes([{ name: 'mfe_directory', entry: ENTRY }]);
    await expect(federation.loadRemote('mfe_directory/routes')).rejects.toThrow();
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ kind: 'remote-load', remote: 'mfe_directory' }));
  });

  it('reports a refused remote as refused', async () => {
    const report = jest.fn();
    const refuse = {
      name: 'refuse',
      afterResolve: async () => Promise.reject(new RemoteVersionError('too new', 'mfe_directory', 'newer')),
    };
    const federation = host(report, refuse);
    federation.registerRemotes([{ name: 'mfe_directory', entry: ENTRY }]);
    await expect(federation.loadRemote('mfe_directory/routes')).rejects.toThrow('too new');
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ kind: 'version-refused', remote: 'mfe_directory' }));
  });
});
