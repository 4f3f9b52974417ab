import { shellFederation } from '../../federation';
import { installScriptNetwork, resetFederation } from '../../testing/remote-network';
import { sendClientError } from './client-error-sender';
import { startClientErrorReports } from './report-client-error';

jest.mock('./client-error-sender', () => ({ sendClientError: jest.fn(async () => undefined) }));

const ENTRY = `${window.location.origin}/remotes/mfe-feed/remoteEntry.js`;

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(sendClientError).mockClear();
  resetFederation('mfe_feed');
  installScriptNetwork('mfe_feed', () => () => 'error');
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('startClientErrorReports', () => {
  it("reports a remote the page's MF runtime could not load", async () => {
    startClientErrorReports(window);
    shellFederation().registerRemotes([{ name: 'mfe_feed', entry: ENTRY }]);
    const loading = shellFederation()
      .loadRemote('mfe_feed/routes')
      .catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(await loading).toBeInstanceOf(Error);
    expect(sendClientError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'remote-load', remote: 'mfe_feed' }));
  });

  it('reports a promise nobody handled', async () => {
    const target = new EventTarget() as unknown as Window;
    startClientErrorReports(target);
    const reason = new Error('nobody caught this');
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
    await jest.advanceTimersByTimeAsync(0);
    expect(sendClientError).toHaveBeenCalledWith({ kind: 'unhandled-rejection', error: reason });
  });
});
