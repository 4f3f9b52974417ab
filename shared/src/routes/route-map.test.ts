import { REMOTE_NAMES, REMOTE_REGISTRY, STAFF_ONLY_REMOTES } from './route-map';
import { SHARED_CONTRACT_MAJOR } from '../federation/boot';

describe('the registry of remotes', () => {
  it('names exactly the remotes the route contract types', () => {
    expect(REMOTE_REGISTRY.map((remote) => remote.name).sort()).toEqual([...REMOTE_NAMES].sort());
  });

  it('gives each remote its own folder and dev port', () => {
    expect(new Set(REMOTE_REGISTRY.map((remote) => remote.folder)).size).toBe(REMOTE_REGISTRY.length);
    expect(new Set(REMOTE_REGISTRY.map((remote) => remote.devPort)).size).toBe(REMOTE_REGISTRY.length);
  });

  it('keeps the avatar and moderation tools staff-only', () => {
    expect(STAFF_ONLY_REMOTES).toEqual(['mfe_admin_avatar', 'mfe_admin_moderation']);
  });
});

describe('the @receipts/shared contract major', () => {
  it('is the major of the package version remotes declare in their manifests', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the package's own manifest
    const { version } = require('../../package.json') as { version: string };
    expect(SHARED_CONTRACT_MAJOR).toBe(Number(version.split('.')[0]));
  });
});
