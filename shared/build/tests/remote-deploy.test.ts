/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the deploy script is plain CommonJS (this package)
const deploy = require('../remote-deploy.cjs') as {
  run(
    argv: string[],
    options: { cwd: string; log: (line: string) => void; env?: Record<string, string | undefined> },
  ): Promise<{ release?: string; target?: string; manifest?: string; to?: string }>;
};

let root: string;
const pkg = () => path.join(root, 'mfe-directory');
const readMap = () => JSON.parse(fs.readFileSync(path.join(root, 'site', 'remotes.json'), 'utf8'));
const run = (...argv: string[]) => deploy.run(argv, { cwd: pkg(), log: () => undefined, env: {} });

function build(version: string, text: string) {
  fs.rmSync(path.join(pkg(), 'dist'), { recursive: true, force: true });
  fs.mkdirSync(path.join(pkg(), 'dist'), { recursive: true });
  fs.writeFileSync(
    path.join(pkg(), 'dist', 'mf-manifest.json'),
    JSON.stringify({
      name: 'mfe_directory',
      metaData: { buildInfo: { buildVersion: version }, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    }),
  );
  fs.writeFileSync(path.join(pkg(), 'dist', 'remoteEntry.js'), text);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-deploy-'));
  fs.mkdirSync(pkg());
  fs.writeFileSync(
    path.join(pkg(), 'remote.json'),
    JSON.stringify({ name: 'mfe_directory', area: 'directory', access: 'public', devPort: 3002, nav: [] }),
  );
  fs.mkdirSync(path.join(root, 'site'));
  fs.writeFileSync(path.join(root, 'site', 'remotes.json'), JSON.stringify({ mfe_feed: '/remotes/mfe-feed/mf-manifest.json' }));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('deploy and rollback', () => {
  it('publishes each build into its own immutable version-and-hash folder and points the map at it, keeping the others', async () => {
    build('1.0.0', 'var v1;');
    const first = await run('deploy', '--to', '../site');
    expect(first.release).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
    expect(fs.readFileSync(path.join(first.target!, 'remoteEntry.js'), 'utf8')).toBe('var v1;');
    expect(readMap()).toEqual({
      mfe_feed: '/remotes/mfe-feed/mf-manifest.json',
      mfe_directory: { manifest: `/deploys/mfe-directory/${first.release}/mf-manifest.json` },
    });

    // Same version number, other bytes: another folder; the first stays as it was.
    build('1.0.0', 'var v1b;');
    const second = await run('deploy', '--to', '../site');
    expect(second.release).not.toBe(first.release);
    expect(fs.readFileSync(path.join(first.target!, 'remoteEntry.js'), 'utf8')).toBe('var v1;');
    expect(readMap().mfe_directory).toEqual({ manifest: second.manifest, previous: [first.manifest] });
    // No temporary file is left beside the map.
    expect(fs.readdirSync(path.join(root, 'site')).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    await run('rollback', '--to', '../site');
    expect(readMap().mfe_directory).toEqual({ manifest: first.manifest });
    await expect(run('rollback', '--to', '../site')).rejects.toThrow('There is no earlier version to roll back to.');
  });

  it("runs a canary beside the current version; a rollback drops it, a promote makes it everyone's", async () => {
    build('1.0.0', 'var v1;');
    const stable = await run('deploy', '--to', '../site');
    build('2.0.0', 'var v2;');
    const canary = await run('deploy', '--to', '../site', '--canary', '50');
    expect(readMap().mfe_directory).toEqual({ manifest: stable.manifest, canary: { manifest: canary.manifest, percent: 50 } });
    await run('rollback', '--to', '../site');
    expect(readMap().mfe_directory).toEqual({ manifest: stable.manifest });

    await run('deploy', '--to', '../site', '--canary', '10');
    await run('deploy', '--to', '../site', '--promote');
    expect(readMap().mfe_directory).toEqual({ manifest: canary.manifest, previous: [stable.manifest] });
  });

  it('refuses what it cannot do, saying why', async () => {
    await expect(run('deploy', '--to', '../site')).rejects.toThrow(
      'mf-manifest.json is missing: build first (npm run build -w mfe-directory).',
    );
    build('1.0.0', 'var v1;');
    await expect(run('deploy')).rejects.toThrow('Say where');
    await expect(run('deploy', '--to', '../site', '--canary', '150')).rejects.toThrow('--canary takes a whole percentage from 1 to 99.');
    await expect(run('deploy', '--to', '../site', '--canary', '10')).rejects.toThrow('A canary needs a current version');
    await expect(deploy.run(['deploy', '--to', 'x'], { cwd: root, log: () => undefined, env: {} })).rejects.toThrow('remote.json: missing');
  });

  it('never starts a map that would drop the site’s other remotes', async () => {
    build('1.0.0', 'var v1;');
    fs.mkdirSync(path.join(root, 'empty'));
    await expect(run('deploy', '--to', '../empty')).rejects.toThrow(
      'remotes.json does not exist yet. A map with only mfe_directory would stop the site serving its other remotes.',
    );
    expect(fs.existsSync(path.join(root, 'empty', 'remotes.json'))).toBe(false);
    // A brand-new site has nothing to lose.
    await run('deploy', '--to', '../empty', '--new-site');
    expect(Object.keys(JSON.parse(fs.readFileSync(path.join(root, 'empty', 'remotes.json'), 'utf8')))).toEqual(['mfe_directory']);
  });
});

describe('deploying against a running site (--site)', () => {
  let server: http.Server;
  let site: string;
  beforeEach(async () => {
    // What a site's /remotes.json answers a visitor: the feed and the profile, a staff-only remote without its files.
    const served = {
      mfe_feed: { manifest: '/remotes/mfe-feed/mf-manifest.json' },
      mfe_profile: { manifest: '/remotes/mfe-profile/mf-manifest.json' },
    };
    server = http.createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(request.url === '/remotes.json' ? served : {}));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => new Promise((resolve) => server.close(resolve)));

  it('starts the first map of a new folder from the remotes the site serves', async () => {
    build('1.0.0', 'var v1;');
    fs.mkdirSync(path.join(root, 'fresh'));
    const { manifest } = await run('deploy', '--to', '../fresh', '--site', site);
    expect(JSON.parse(fs.readFileSync(path.join(root, 'fresh', 'remotes.json'), 'utf8'))).toEqual({
      mfe_feed: { manifest: '/remotes/mfe-feed/mf-manifest.json' },
      mfe_profile: { manifest: '/remotes/mfe-profile/mf-manifest.json' },
      mfe_directory: { manifest },
    });
  });

  it('refuses a map that lacks a remote the site serves, unless it is retired on purpose', async () => {
    build('1.0.0', 'var v1;');
    // site/remotes.json names the feed only: the profile would be lost.
    await expect(run('deploy', '--to', '../site', '--site', site)).rejects.toThrow(
      'lacks mfe_profile, which the site serves: deploying it would drop them. Add them to the map, or retire them on purpose with --retire <name>.',
    );
    expect(readMap()).toEqual({ mfe_feed: '/remotes/mfe-feed/mf-manifest.json' });
    await run('deploy', '--to', '../site', '--site', site, '--retire', 'mfe_profile');
    expect(readMap()).toEqual({
      mfe_feed: '/remotes/mfe-feed/mf-manifest.json',
      mfe_profile: { retired: true },
      mfe_directory: { manifest: expect.stringMatching(/^\/deploys\/mfe-directory\/1\.0\.0-[0-9a-f]{10}\/mf-manifest\.json$/) },
    });
  });
});
