import { render, screen } from '@testing-library/react';
import type { RemoteRoutesModule } from '@receipts/shared';
import userEvent from '@testing-library/user-event';
import { loadRemoteRoutes } from './remote-loader';
import { RemotePage } from './remote-page';

jest.mock('./remote-loader', () => ({ loadRemoteRoutes: jest.fn() }));

const load = jest.mocked(loadRemoteRoutes);

beforeEach(() => {
  load.mockReset();
});

describe('RemotePage', () => {
  it("shows a skeleton labelled with the remote's area while it loads, then the page", async () => {
    let arrive: (module: RemoteRoutesModule) => void = () => undefined;
    load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    render(<RemotePage remote="mfe_directory" path="/commentators" />);

    const skeleton = screen.getByText('Loading the directory').closest('[role="status"]');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');

    arrive({ pages: { '/commentators': () => <h1>Commentators</h1> } });
    expect(await screen.findByRole('heading', { name: 'Commentators' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the directory')).not.toBeInTheDocument();
  });

  it("contains a remote's failure to its area and loads it again on Retry", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ pages: { '/trending': () => <h1>Trending</h1> } });
    render(<RemotePage remote="mfe_feed" path="/trending" />);

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the feed");
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Trending' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('fails clearly when the remote has no page for the route', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockResolvedValue({ pages: {} });
    render(<RemotePage remote="mfe_profile" path="/dashboard" />);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the profile area");
  });
});
