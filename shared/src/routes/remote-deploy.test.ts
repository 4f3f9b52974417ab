/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the deploy script is plain CommonJS (shared/build)
const deploy = require('../../build/remote-deploy.cjs') as {
  run(
    argv: string[],
    options: { cwd: string; log: (line: string) => void },
  ): { release?: string; target?: string; manifest?: string; to?: string };
};

let root: string;
const pkg = () => path.join(root, 'mfe-directory');
const readMap = () => JSON.parse(fs.readFileSync(path.join(root, 'site', 'remotes.json'), 'utf8'));
const run = (...argv: string[]) => deploy.run(argv, { cwd: pkg(), log: () => undefined });

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
  fs.mkdirSync(path.join(root, 'site'));
  fs.writeFileSync(path.join(root, 'site', 'remotes.json'), JSON.stringify({ mfe_feed: '/remotes/mfe-feed/mf-manifest.json' }));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('deploy and rollback', () => {
  it('publishes each build into its own immutable version-and-hash folder and points the map at it, keeping the others', () => {
    build('1.0.0', 'var v1;');
    const first = run('deploy', '--to', '../site');
    expect(first.release).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
    expect(fs.readFileSync(path.join(first.target!, 'remoteEntry.js'), 'utf8')).toBe('var v1;');
    expect(readMap()).toEqual({
      mfe_feed: '/remotes/mfe-feed/mf-manifest.json',
      mfe_directory: { manifest: `/deploys/mfe-directory/${first.release}/mf-manifest.json` },
    });

    // Same version number, other bytes: another folder; the first stays as it was.
    build('1.0.0', 'var v1b;');
    const second = run('deploy', '--to', '../site');
    expect(second.release).not.toBe(first.release);
    expect(fs.readFileSync(path.join(first.target!, 'remoteEntry.js'), 'utf8')).toBe('var v1;');
    expect(readMap().mfe_directory).toEqual({ manifest: second.manifest, previous: [first.manifest] });
    // No temporary file is left beside the map.
    expect(fs.readdirSync(path.join(root, 'site')).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    run('rollback', '--to', '../site');
    expect(readMap().mfe_directory).toEqual({ manifest: first.manifest });
    expect(() => run('rollback', '--to', '../site')).toThrow('There is no earlier version to roll back to.');
  });

  it("runs a canary beside the current version; a rollback drops it, a promote makes it everyone's", () => {
    build('1.0.0', 'var v1;');
    const stable = run('deploy', '--to', '../site');
    build('2.0.0', 'var v2;');
    const canary = run('deploy', '--to', '../site', '--canary', '50');
    expect(readMap().mfe_directory).toEqual({ manifest: stable.manifest, canary: { manifest: canary.manifest, percent: 50 } });
    run('rollback', '--to', '../site');
    expect(readMap().mfe_directory).toEqual({ manifest: stable.manifest });

    run('deploy', '--to', '../site', '--canary', '10');
    run('deploy', '--to', '../site', '--promote');
    expect(readMap().mfe_directory).toEqual({ manifest: canary.manifest, previous: [stable.manifest] });
  });

  it('refuses what it cannot do, saying why', () => {
    expect(() => run('deploy', '--to', '../site')).toThrow('mf-manifest.json is missing: build first (npm run build -w mfe-directory).');
    build('1.0.0', 'var v1;');
    expect(() => run('deploy')).toThrow('Say where');
    expect(() => run('deploy', '--to', '../site', '--canary', '150')).toThrow('--canary takes a whole percentage from 1 to 99.');
    expect(() => run('deploy', '--to', '../site', '--canary', '10')).toThrow('A canary needs a current version');
    expect(() => deploy.run(['deploy', '--to', 'x'], { cwd: root, log: () => undefined })).toThrow('is not a remote');
  });
});
