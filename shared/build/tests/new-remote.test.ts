/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build preset's metadata module is plain CommonJS
const { receiptsMetaData } = require('../mf-manifest-data.cjs') as {
  receiptsMetaData(dir: string, options?: { sharedVersion?: string }): Record<string, unknown>;
};

const SCRIPT = path.resolve(__dirname, '..', '..', '..', 'scripts', 'new-remote.mjs');
let root: string;
const scaffold = (...argv: string[]) => spawnSync(process.execPath, [SCRIPT, ...argv, '--root', root], { encoding: 'utf8' });
const read = (file: string) => fs.readFileSync(path.join(root, 'mfe-leagues', file), 'utf8');

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-new-remote-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('npm run new-remote', () => {
  it('writes a remote whose one page is at the route, titled, with one nav item of that label', () => {
    const result = scaffold('mfe-leagues', '--route', '/leagues', '--title', 'Leagues');
    expect(result.status).toBe(0);
    const remote = JSON.parse(read('remote.json'));
    expect(remote).toMatchObject({
      name: 'mfe_leagues',
      area: 'leagues',
      access: 'public',
      nav: [{ label: 'Leagues', path: '/leagues', icon: 'page', group: 'main', order: 100 }],
    });
    expect(Number.isInteger(remote.devPort)).toBe(true);
    expect(JSON.parse(read('src/route-patterns.json'))).toEqual(['/leagues']);
    expect(read('src/routes.tsx')).toContain("'/leagues': LeaguesPage");
    expect(read('src/features/home/components/home-page.tsx')).toContain('<Page title="Leagues" />');
    const pkg = JSON.parse(read('package.json'));
    expect(pkg.name).toBe('@receipts/mfe-leagues');
    expect(Object.keys(pkg.scripts).sort()).toEqual(['build', 'deploy', 'dev', 'rollback', 'test', 'typecheck']);
    // What its build will carry in its manifest, assembled by the shared module every build preset uses.
    expect(receiptsMetaData(path.join(root, 'mfe-leagues'), { sharedVersion: '0.1.0' })).toEqual({
      name: 'mfe_leagues',
      area: 'leagues',
      access: 'public',
      nav: remote.nav,
      routes: ['/leagues'],
      sharedContract: 0,
    });
  });

  it('makes a staff-only remote whose nav item is in the staff group', () => {
    expect(scaffold('mfe-vault', '--route', '/vault', '--title', 'The Vault', '--access', 'staff').status).toBe(0);
    const remote = JSON.parse(fs.readFileSync(path.join(root, 'mfe-vault', 'remote.json'), 'utf8'));
    expect(remote).toMatchObject({ access: 'staff', nav: [{ label: 'The Vault', path: '/vault', group: 'staff' }] });
  });

  it('refuses what it cannot make, saying why, and never overwrites a folder', () => {
    expect(scaffold('leagues', '--route', '/leagues', '--title', 'L').stderr).toContain('Name the folder mfe-<name>');
    expect(scaffold('mfe-leagues', '--route', 'leagues', '--title', 'L').stderr).toContain('--route takes a plain path');
    expect(scaffold('mfe-leagues', '--route', '/leagues').stderr).toContain('--title names the page');
    expect(scaffold('mfe-leagues', '--route', '/l', '--title', 'L', '--access', 'everyone').stderr).toContain(
      '--access is public or staff',
    );
    fs.mkdirSync(path.join(root, 'mfe-leagues'));
    expect(scaffold('mfe-leagues', '--route', '/leagues', '--title', 'L').stderr).toContain('exists already');
  });
});
