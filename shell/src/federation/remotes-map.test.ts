import { parseRemotesMap } from './remotes-map';

const BASE = 'https://receipts.example/commentators/jane';

describe('parseRemotesMap', () => {
  it('reads name → manifest URL strings (the file operators edit)', () => {
    expect(parseRemotesMap({ mfe_feed: 'https://cdn.example/feed/mf-manifest.json' }, BASE)).toEqual({
      mfe_feed: { manifest: 'https://cdn.example/feed/mf-manifest.json' },
    });
  });

  it('reads objects with the entry the server resolved and the version, making both URLs absolute', () => {
    const map = parseRemotesMap(
      {
        mfe_directory: {
          manifest: '/remotes/mfe-directory/mf-manifest.json',
          entry: '/remotes/mfe-directory/remoteEntry.js',
          version: '0.1.0',
        },
        mfe_profile: { manifest: 'remotes/mfe-profile/mf-manifest.json' },
      },
      BASE,
    );
    expect(map).toEqual({
      mfe_directory: {
        manifest: 'https://receipts.example/remotes/mfe-directory/mf-manifest.json',
        entry: 'https://receipts.example/remotes/mfe-directory/remoteEntry.js',
        version: '0.1.0',
      },
      // Relative to the page, like the browser would resolve it.
      mfe_profile: { manifest: 'https://receipts.example/commentators/remotes/mfe-profile/mf-manifest.json' },
    });
  });

  it("keeps what the server read from the remote's manifest: its routes, shared needs and contract major", () => {
    const map = parseRemotesMap(
      {
        mfe_directory: {
          manifest: '/remotes/mfe-directory/mf-manifest.json',
          routes: ['/commentators', '/whats-new/:id', '*', 'relative', 42],
          requires: { react: '^19.1.0', zustand: 5 },
          sharedContract: 1,
          channel: 'canary',
        },
      },
      BASE,
    );
    // A channel is this browser's to work out from its seed (activeRemotes), never taken from the map.
    expect(map.mfe_directory).toEqual({
      manifest: 'https://receipts.example/remotes/mfe-directory/mf-manifest.json',
      routes: ['/commentators', '/whats-new/:id', '*', 'relative', 42],
      requires: { react: '^19.1.0', zustand: 5 },
      sharedContract: 1,
    });
  });

  it('keeps a canary with its own location and a percent clamped to 0–100, and drops one without a usable percent', () => {
    const canary = { manifest: '/deploys/2.0.0/mf-manifest.json', entry: '/deploys/2.0.0/remoteEntry.js', version: '2.0.0' };
    const map = parseRemotesMap(
      {
        mfe_directory: { manifest: '/remotes/mfe-directory/mf-manifest.json', canary: { ...canary, percent: 140 } },
        mfe_feed: { manifest: '/remotes/mfe-feed/mf-manifest.json', canary: { ...canary, percent: 'half' } },
      },
      BASE,
    );
    expect(map.mfe_directory?.canary).toEqual({
      manifest: 'https://receipts.example/deploys/2.0.0/mf-manifest.json',
      entry: 'https://receipts.example/deploys/2.0.0/remoteEntry.js',
      version: '2.0.0',
      percent: 100,
    });
    expect(map.mfe_feed).toEqual({ manifest: 'https://receipts.example/remotes/mfe-feed/mf-manifest.json' });
  });

  it('resolves relative URLs against the current page by default', () => {
    expect(parseRemotesMap({ mfe_feed: '/remotes/mfe-feed/mf-manifest.json' })).toEqual({
      mfe_feed: { manifest: new URL('/remotes/mfe-feed/mf-manifest.json', window.location.href).toString() },
    });
  });

  it('takes any remote the site serves (no list is built in), ignoring malformed names and entries without a usable manifest', () => {
    const map = parseRemotesMap(
      {
        mfe_leagues: 'https://cdn.example/x/mf-manifest.json',
        'not a name': 'https://cdn.example/z/mf-manifest.json',
        constructor: 'https://cdn.example/y/mf-manifest.json',
        mfe_feed: '',
        mfe_create: { entry: '/remotes/mfe-create/remoteEntry.js' },
        mfe_directory: { manifest: 42 },
        mfe_profile: null,
        mfe_admin_avatar: { manifest: '/a/mf-manifest.json', entry: '', version: 3 },
      },
      BASE,
    );
    expect(map).toEqual({
      mfe_leagues: { manifest: 'https://cdn.example/x/mf-manifest.json' },
      mfe_admin_avatar: { manifest: 'https://receipts.example/a/mf-manifest.json' },
    });
  });

  it('keeps a staff-only remote listed without its files (its routes, to guard them) and the nav items it declares', () => {
    const nav = [{ label: 'Leagues', path: '/leagues', icon: 'trending', group: 'main', order: 35 }];
    const map = parseRemotesMap(
      {
        mfe_admin_moderation: { manifest: '', access: 'staff', area: 'moderation tools', routes: ['/moderation'] },
        mfe_leagues: { manifest: '/l/mf-manifest.json', access: 'public', nav: [...nav, { label: 'broken' }] },
        mfe_feed: { manifest: '', access: 'public' },
      },
      BASE,
    );
    expect(map).toEqual({
      mfe_admin_moderation: { manifest: '', access: 'staff', area: 'moderation tools', routes: ['/moderation'] },
      mfe_leagues: { manifest: 'https://receipts.example/l/mf-manifest.json', access: 'public', nav },
    });
  });

  it('returns an empty map for anything that is not an object', () => {
    for (const raw of [null, undefined, 'mfe_feed', 42, true]) expect(parseRemotesMap(raw, BASE)).toEqual({});
  });
});
