/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { isRemoteFolder, isRemoteName } from './remotes';
import { SHARED_CONTRACT_MAJOR } from '../federation/boot';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build preset's metadata module is plain CommonJS
const { remoteDeclaration } = require('@receipts/build/mf-manifest-data') as {
  remoteDeclaration(dir: string): { name: string; access: string; devPort: number };
};

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
/** Remotes are found by their folders' pattern, as the root scripts, lerna and the lint boundaries find them. */
const folders = fs.readdirSync(ROOT).filter((name) => isRemoteFolder(name) && fs.existsSync(path.join(ROOT, name, 'remote.json')));
const declarations = folders.map((folder) => ({ folder, ...remoteDeclaration(path.join(ROOT, folder)) }));

describe('the remotes of this repository', () => {
  it('each declare a federation name, and no two share a name or a dev port', () => {
    expect(declarations.length).toBeGreaterThanOrEqual(6);
    expect(declarations.every((remote) => isRemoteName(remote.name))).toBe(true);
    expect(new Set(declarations.map((remote) => remote.name)).size).toBe(declarations.length);
    expect(new Set(declarations.map((remote) => remote.devPort)).size).toBe(declarations.length);
  });

  it('keep the avatar and moderation tools staff-only', () => {
    const staff = declarations.filter((remote) => remote.access === 'staff').map((remote) => remote.name);
    expect(staff).toEqual(expect.arrayContaining(['mfe_admin_avatar', 'mfe_admin_moderation']));
    expect(staff).not.toContain('mfe_feed');
  });
});

describe('the @receipts/shared contract major', () => {
  it('is the major of the package version remotes declare in their manifests', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the package's own manifest
    const { version } = require('../../package.json') as { version: string };
    expect(SHARED_CONTRACT_MAJOR).toBe(Number(version.split('.')[0]));
  });
});
