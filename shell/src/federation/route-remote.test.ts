import { loadRemoteRoutes } from './remote-loader';
import { preloadRemoteFor, remoteForPath, remoteOfPath, remoteRoutesOf } from './route-remote';

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

describe('the route table from the remotes map', () => {
  const manifest = (name: string) => `https://receipts.example/remotes/${name}/remote-manifest.json`;

  it("routes a path a deployed remote declares, even one this shell was never built with", () => {
    const remotes = { mfe_directory: { manifest: manifest('mfe-directory'), routes: ['/commentators', '/whats-new', '*', 'no-slash'] } };
    expect(remoteRoutesOf(remotes)).toEqual([
      { remote: 'mfe_directory', path: '/commentators' },
      { remote: 'mfe_directory', path: '/whats-new' },
    ]);
    expect(remoteOfPath('/whats-new', remotes)).toBe('mfe_directory');
    // Not declared by this deploy: not the directory's, so the shell sends it to /.
    expect(remoteOfPath('/shows', remotes)).toBeNull();
  });

  it('falls back to the routes a remote had at build time when its manifest could not be read', () => {
    const remotes = { mfe_directory: { manifest: manifest('mfe-directory') } };
    expect(remoteOfPath('/shows/one', remotes)).toBe('mfe_directory');
  });

  it('serves nothing for a remote the map does not name', () => {
    expect(remoteRoutesOf({})).toEqual([]);
  });

  it('keeps a path claimed by two remotes with the first in the registry', () => {
    const remotes = {
      mfe_feed: { manifest: manifest('mfe-feed'), routes: ['/'] },
      mfe_directory: { manifest: manifest('mfe-directory'), routes: ['/', '/shows'] },
    };
    expect(remoteRoutesOf(remotes)).toEqual([
      { remote: 'mfe_feed', path: '/' },
      { remote: 'mfe_directory', path: '/shows' },
    ]);
  });

  it('preloads from the map: a staff-only remote stays unloaded whatever it declares', () => {
    preloadRemoteFor('/whats-new', { mfe_directory: { manifest: manifest('mfe-directory'), routes: ['/whats-new'] } });
    expect(load).toHaveBeenCalledWith('mfe_directory');
    load.mockClear();
    preloadRemoteFor('/tools', { mfe_admin_avatar: { manifest: manifest('mfe-admin-avatar'), routes: ['/tools'] } });
    expect(load).not.toHaveBeenCalled();
  });
});
