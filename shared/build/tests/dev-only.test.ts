/** @jest-environment node */

interface Remote {
  name: string;
  folder: string;
  devPort: number;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the dev tooling is plain CommonJS (this package)
const devOnly = require('../dev-only.cjs') as {
  parseDevArgs(
    argv: string[],
    env: Record<string, string | undefined>,
    registry: Remote[],
  ): {
    only: Remote | null;
    devPort?: number;
    sitePort?: number;
  };
  devOnlyMap(registry: Remote[], remote: Remote, devPort: number): Record<string, string>;
  devOnlyApiEnv(env: Record<string, string>, options: { devPort: number; sitePort: number; mapFile: string }): Record<string, string>;
  devServerArgs(remote: Remote, devPort: number): string[];
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the presets are plain CommonJS (this package)
const { devMode, devtoolFor } = require('../federation-options.cjs') as {
  devMode(env?: Record<string, unknown>): { inSite: boolean; port?: number };
  devtoolFor(production: boolean, inSite: boolean): string;
};

/** The remotes as the root scripts list them (scripts/lib.mjs REMOTES): the fields the dev script reads. */
const REMOTES: Remote[] = [
  { name: 'mfe_feed', folder: 'mfe-feed', devPort: 3001 },
  { name: 'mfe_directory', folder: 'mfe-directory', devPort: 3002 },
  { name: 'mfe_admin_avatar', folder: 'mfe-admin-avatar', devPort: 3005 },
];
const directory = REMOTES.find((remote) => remote.folder === 'mfe-directory')!;
const parse = (argv: string[], env: Record<string, string | undefined> = {}) => devOnly.parseDevArgs(argv, env, REMOTES);

describe('npm run dev arguments', () => {
  it('without --only: the whole set of dev servers, as before', () => {
    expect(parse([])).toEqual({ only: null });
  });

  it('--only names a remote by folder or federation name; its registry port and the site on 8080 by default', () => {
    expect(parse(['--only', 'mfe-directory'])).toEqual({ only: directory, devPort: directory.devPort, sitePort: 8080 });
    expect(parse(['--only=mfe_directory']).only).toBe(directory);
  });

  it('--port moves the dev server, PORT the site', () => {
    expect(parse(['--only', 'mfe-directory', '--port', '8295'], { PORT: '8195' })).toMatchObject({ devPort: 8295, sitePort: 8195 });
    expect(parse(['--port=4100', '--only', 'mfe-directory'])).toMatchObject({ devPort: 4100 });
  });

  it('refuses what it cannot run, saying why', () => {
    expect(() => parse(['--only'])).toThrow('--only needs a value.');
    expect(() => parse(['--only', '--port', '3000'])).toThrow('--only needs a value.');
    expect(() => parse(['--only', 'mfe-nope'])).toThrow('No remote "mfe-nope". The remotes: mfe-feed, mfe-directory, mfe-admin-avatar.');
    expect(() => parse(['--only', 'mfe-directory', '--port', 'abc'])).toThrow('--port must be a port number');
    expect(() => parse(['--only', 'mfe-directory', '--port', '70000'])).toThrow('--port must be a port number');
    expect(() => parse(['--only', 'mfe-directory'], { PORT: 'x' })).toThrow('PORT must be a port number');
    expect(() => parse(['--only', 'mfe-directory', '--port', '8080'])).toThrow('cannot both use port 8080');
    expect(() => parse(['--port', '4100'])).toThrow('name the remote');
    expect(() => parse(['--watch'])).toThrow('Unknown option --watch');
    expect(() => parse(['--only', 'mfe-directory'], { NODE_ENV: 'production' })).toThrow('npm run dev is for development');
  });
});

describe('the site around the dev server', () => {
  it("maps the remote in development to its dev server's manifest and every other remote to its own build", () => {
    const map = devOnly.devOnlyMap(REMOTES, directory, 8295);
    expect(map.mfe_directory).toBe('http://127.0.0.1:8295/mf-manifest.json');
    expect(map.mfe_feed).toBe('/remotes/mfe-feed/mf-manifest.json');
    expect(Object.keys(map).sort()).toEqual(REMOTES.map((remote) => remote.name).sort());
  });

  it("gives the API development mode, the site's port and origin, the map, and the dev server's origin for the CSP", () => {
    const env = devOnly.devOnlyApiEnv({ HOME: '/home/x' }, { devPort: 8295, sitePort: 8195, mapFile: '/tmp/map.json' });
    expect(env).toEqual({
      HOME: '/home/x',
      NODE_ENV: 'development',
      PORT: '8195',
      PUBLIC_ORIGIN: 'http://127.0.0.1:8195',
      REMOTES_MAP: '/tmp/map.json',
      RECEIPTS_DEV_REMOTE_ORIGIN: 'http://127.0.0.1:8295',
    });
  });

  it("starts the remote's own dev script, told it runs inside the site on that port", () => {
    expect(devOnly.devServerArgs(directory, 8295)).toEqual([
      'run',
      'dev',
      '-w',
      'mfe-directory',
      '--',
      '--env',
      'inSite',
      '--env',
      'port=8295',
    ]);
    expect(devMode({ inSite: true, port: '8295' })).toEqual({ inSite: true, port: 8295 });
    expect(devMode({})).toEqual({ inSite: false, port: undefined });
    expect(() => devMode({ port: 'x' })).toThrow('is not a port');
  });

  it('inside the site the dev build uses no eval (the page CSP has none); a standalone dev server keeps eval maps', () => {
    expect(devtoolFor(false, true)).not.toMatch(/eval/);
    expect(devtoolFor(false, false)).toMatch(/eval/);
    expect(devtoolFor(true, true)).toBe('hidden-source-map');
  });
});
