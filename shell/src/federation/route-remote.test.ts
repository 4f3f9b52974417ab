import { loadRemoteRoutes } from './remote-loader';
import { firstDataFor, preloadRemoteFor, remoteOfPath, remoteRoutesOf } from './route-remote';

jest.mock('./remote-loader', () => ({ loadRemoteRoutes: jest.fn() }));

const load = jest.mocked(loadRemoteRoutes);

beforeEach(() => {
  load.mockReset().mockResolvedValue({ pages: {} });
});

const manifest = (name: string) => `https://receipts.example/remotes/${name}/mf-manifest.json`;
/** The map as the server inlines it: each remote's routes as its mf-manifest.json declares them. */
const MAP = {
  mfe_feed: { manifest: manifest('mfe-feed'), routes: ['/', '/statements/:id'] },
  mfe_create: { manifest: manifest('mfe-create'), routes: ['/predictions/new'] },
  mfe_directory: { manifest: manifest('mfe-directory'), routes: ['/commentators', '/commentators/:slug', '/podcasts'] },
  mfe_profile: { manifest: manifest('mfe-profile'), routes: ['/profile/:username'] },
  mfe_admin_avatar: {
    manifest: manifest('mfe-admin-avatar'),
    access: 'staff' as const,
    routes: ['/commentators/:slug/avatar', '/podcasts/:slug/avatar'],
  },
};

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
    expect(remoteOfPath(path, MAP)).toBe(remote);
  });
});

describe('preloadRemoteFor', () => {
  it("starts loading the page's remote at once", () => {
    preloadRemoteFor('/commentators', MAP);
    expect(load).toHaveBeenCalledWith('mfe_directory');
  });

  it("loads nothing for the shell's own pages", () => {
    preloadRemoteFor('/about', MAP);
    expect(load).not.toHaveBeenCalled();
  });

  it('never preloads a staff-only remote (the staff guard decides)', () => {
    preloadRemoteFor('/podcasts/the-pod/avatar', MAP);
    expect(load).not.toHaveBeenCalled();
  });

  it('swallows a failed preload: the page shows the error when it renders', async () => {
    load.mockRejectedValue(new Error('offline'));
    expect(() => preloadRemoteFor('/', MAP)).not.toThrow();
    await Promise.resolve();
  });
});

describe('the route table from the remotes map', () => {
  it('routes a path a deployed remote declares, even one this shell was never built with', () => {
    const remotes = { mfe_directory: { manifest: manifest('mfe-directory'), routes: ['/commentators', '/whats-new', '*', 'no-slash'] } };
    expect(remoteRoutesOf(remotes)).toEqual([
      { remote: 'mfe_directory', path: '/commentators' },
      { remote: 'mfe_directory', path: '/whats-new' },
    ]);
    expect(remoteOfPath('/whats-new', remotes)).toBe('mfe_directory');
    // Not declared by this deploy: not the directory's, so the shell sends it to /.
    expect(remoteOfPath('/shows', remotes)).toBeNull();
  });

  it('knows no path of a remote whose routes the map does not carry: the shell is built with none', () => {
    const remotes = { mfe_directory: { manifest: manifest('mfe-directory') } };
    expect(remoteOfPath('/shows/one', remotes)).toBeNull();
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

  it('preloads from the map: a staff-only remote (by its registered access) stays unloaded', () => {
    preloadRemoteFor('/whats-new', { mfe_directory: { manifest: manifest('mfe-directory'), routes: ['/whats-new'] } });
    expect(load).toHaveBeenCalledWith('mfe_directory');
    load.mockClear();
    preloadRemoteFor('/tools', {
      mfe_admin_avatar: { manifest: manifest('mfe-admin-avatar'), access: 'staff' as const, routes: ['/tools'] },
    });
    expect(load).not.toHaveBeenCalled();
  });
});

describe('firstDataFor', () => {
  const firstData = { '/commentators': [{ path: 'commentators/', searchParams: { sort: 'popular' } }] };
  const remotes = {
    mfe_directory: { manifest: manifest('mfe-directory'), routes: ['/commentators'], firstData },
    mfe_admin_avatar: {
      manifest: manifest('mfe-admin-avatar'),
      access: 'staff' as const,
      routes: ['/tools'],
      firstData: { '/tools': [{ path: 'secret/' }] },
    },
  };

  it("gives the first GETs the opened page's remote declares in its manifest", () => {
    expect(firstDataFor('/commentators', remotes)).toBe(firstData);
  });

  it("gives none for the shell's own pages, nor for a staff-only remote's", () => {
    expect(firstDataFor('/about', remotes)).toBeUndefined();
    expect(firstDataFor('/tools', remotes)).toBeUndefined();
  });
});
