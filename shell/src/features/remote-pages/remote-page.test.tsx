import { act, render as renderBare, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { RemoteName, RemoteRoutesModule } from '@receipts/shared';
import { lazyPage } from '@receipts/shared/lazy-page';
import userEvent from '@testing-library/user-event';
import { loadedRemoteRoutes, loadRemoteRoutes, RemoteVersionError } from '../../federation';
import { RemotePage } from './remote-page';
import { reportClientError } from '../client-errors/report-client-error';
import { bootWithRemotes } from '../../testing/repo-remotes';

jest.mock('../../federation/remote-loader', () => ({ loadRemoteRoutes: jest.fn(), loadedRemoteRoutes: jest.fn() }));
jest.mock('../client-errors/report-client-error', () => ({
  ...jest.requireActual('../client-errors/report-client-error'),
  reportClientError: jest.fn(),
}));

const load = jest.mocked(loadRemoteRoutes);
/** Routes render inside the shell's router. */
const render = (page: ReactElement) => renderBare(<MemoryRouter>{page}</MemoryRouter>);
/** Like the real loader: a remote's module is "ready" once its load has resolved. */
const ready = new Map<RemoteName, RemoteRoutesModule>();

/** The next load of `remote` resolves with `module` (or rejects with `error`) when the test says so. */
function deferredLoad(remote: RemoteName) {
  let settle: { resolve: (module: RemoteRoutesModule) => void; reject: (error: Error) => void } | null = null;
  load.mockImplementationOnce(
    () =>
      new Promise<RemoteRoutesModule>((resolve, reject) => {
        settle = {
          resolve: (module) => {
            ready.set(remote, module);
            resolve(module);
          },
          reject,
        };
      }),
  );
  return {
    arrive: (module: RemoteRoutesModule) => settle!.resolve(module),
    fail: (error: Error) => settle!.reject(error),
  };
}

function loads(remote: RemoteName, module: RemoteRoutesModule) {
  load.mockImplementationOnce(async () => {
    ready.set(remote, module);
    return module;
  });
}

beforeEach(() => {
  // Each area's name comes with the remotes map (the registry's, from each remote.json).
  bootWithRemotes();
  ready.clear();
  load.mockReset();
  jest.mocked(reportClientError).mockReset();
  jest
    .mocked(loadedRemoteRoutes)
    .mockReset()
    .mockImplementation((name) => ready.get(name) ?? null);
});

describe('RemotePage', () => {
  it("shows a skeleton labelled with the remote's area while it loads, then the page", async () => {
    const directory = deferredLoad('mfe_directory');
    render(<RemotePage remote="mfe_directory" path="/commentators" />);

    const skeleton = screen.getByText('Loading the directory').closest('[role="status"]');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(load).toHaveBeenCalledWith('mfe_directory');

    directory.arrive({ pages: { '/commentators': () => <h1>Commentators</h1> } });
    expect(await screen.findByRole('heading', { name: 'Commentators' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the directory')).not.toBeInTheDocument();
  });

  it('renders the page of an already-loaded remote at once, without a skeleton or another load', () => {
    ready.set('mfe_feed', { pages: { '/trending': () => <h1>Trending</h1> } });
    render(<RemotePage remote="mfe_feed" path="/trending" />);
    expect(screen.getByRole('heading', { name: 'Trending' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the feed')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps the skeleton until a page in its own chunk has its code, then renders it without suspending', async () => {
    let arrive!: () => void;
    const Statement = () => <h1>A statement</h1>;
    const chunk = new Promise<typeof Statement>((resolve) => (arrive = () => resolve(Statement)));
    loads('mfe_feed', { pages: { '/statements/:id': lazyPage(() => chunk) } });
    render(<RemotePage remote="mfe_feed" path="/statements/:id" />);
    await act(async () => undefined);
    expect(screen.getByText('Loading the feed')).toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('heading', { name: 'A statement' })).toBeInTheDocument();
  });

  it("shows the area's Retry panel when a page's own chunk fails, and fetches it again on Retry", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const chunk = jest
      .fn()
      .mockRejectedValueOnce(new Error('chunk offline'))
      .mockResolvedValueOnce(() => <h1>A statement</h1>);
    const module = { pages: { '/statements/:id': lazyPage(chunk) } };
    loads('mfe_feed', module);
    loads('mfe_feed', module);
    render(<RemotePage remote="mfe_feed" path="/statements/:id" />);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the feed");
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'A statement' })).toBeInTheDocument();
    expect(chunk).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it("contains a remote's failure to its area and loads it again on Retry", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = deferredLoad('mfe_feed');
    loads('mfe_feed', { pages: { '/trending': () => <h1>Trending</h1> } });
    render(<RemotePage remote="mfe_feed" path="/trending" />);

    first.fail(new Error('offline'));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the feed");
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Trending' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('fails clearly when the remote has no page for the route', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loads('mfe_profile', { pages: {} });
    render(<RemotePage remote="mfe_profile" path="/dashboard" />);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the profile area");
    expect(error.mock.calls.some((call) => call.some((arg) => String(arg).includes('mfe_profile has no page for /dashboard.')))).toBe(true);
    error.mockRestore();
  });

  it('reports a failed load with the remote it was', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const feed = deferredLoad('mfe_feed');
    render(<RemotePage remote="mfe_feed" path="/trending" />);
    feed.fail(new Error('offline'));
    await screen.findByRole('alert');
    expect(reportClientError).toHaveBeenCalledWith({ kind: 'remote-load', remote: 'mfe_feed', error: new Error('offline') });
    error.mockRestore();
  });

  it('shows a refused remote its own panel (no Retry: it would not fit a second time) and reports it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = new RemoteVersionError(
      'mfe_directory was built for @receipts/shared contract 2; this site runs contract 0.',
      'mfe_directory',
      'newer',
    );
    const directory = deferredLoad('mfe_directory');
    render(<RemotePage remote="mfe_directory" path="/commentators" />);
    directory.fail(refusal);
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent(
      "This part of Receipts was built for a newer version of the site, so the directory can't open until the site catches up.",
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(reportClientError).toHaveBeenCalledWith({ kind: 'version-refused', remote: 'mfe_directory', error: refusal });
    error.mockRestore();
  });

  it("reports a page's render error", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('cannot read title');
    };
    ready.set('mfe_feed', { pages: { '/trending': Broken } });
    render(<RemotePage remote="mfe_feed" path="/trending" />);
    await screen.findByRole('alert');
    expect(reportClientError).toHaveBeenCalledWith({ kind: 'render', remote: 'mfe_feed', error: new Error('cannot read title') });
    error.mockRestore();
  });
});
