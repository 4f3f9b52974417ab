import { loadRemoteRoutes } from './remote-loader';
import { preloadRemoteFor, remoteForPath } from './route-remote';

jest.mock('./remote-loader', () => ({ loadRemoteRoutes: jest.fn() }));

const load = jest.mocked(loadRemoteRoutes);

beforeEach(() => {
  load.mockReset().mockResolvedValue({ pages: {} });
});

describe('remoteForPath', () => {
  it.each([
    ['/', 'mfe_feed'],
    ['/statements/12', 'mfe_feed'],
    ['/predictions/new', 'mfe_create'],
    ['/commentators/jane', 'mfe_directory'],
    ['/commentators/jane/avatar', 'mfe_admin_avatar'],
    ['/profile/jordan', 'mfe_profile'],
    ['/about', null],
    ['/login', null],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });
});

describe('preloadRemoteFor', () => {
  it("starts loading the page's remote at once", () => {
    preloadRemoteFor('/commentators');
    expect(load).toHaveBeenCalledWith('mfe_directory');
  });

  it("loads nothing for the shell's own pages", () => {
    preloadRemoteFor('/about');
    expect(load).not.toHaveBeenCalled();
  });

  it('never preloads a staff-only remote (the staff guard decides)', () => {
    preloadRemoteFor('/podcasts/the-pod/avatar');
    expect(load).not.toHaveBeenCalled();
  });

  it('swallows a failed preload: the page shows the error when it renders', async () => {
    load.mockRejectedValue(new Error('offline'));
    expect(() => preloadRemoteFor('/')).not.toThrow();
    await Promise.resolve();
  });
});
