import { REMOTE_NAMES, REMOTE_REGISTRY, REMOTE_ROUTES, STAFF_ONLY_REMOTES } from './route-map';

describe('the registry of remotes', () => {
  it('names exactly the remotes the route contract types', () => {
    expect(REMOTE_REGISTRY.map((remote) => remote.name).sort()).toEqual([...REMOTE_NAMES].sort());
    expect(Object.keys(REMOTE_ROUTES).sort()).toEqual([...REMOTE_NAMES].sort());
  });

  it('gives each remote its own folder and dev port', () => {
    expect(new Set(REMOTE_REGISTRY.map((remote) => remote.folder)).size).toBe(REMOTE_REGISTRY.length);
    expect(new Set(REMOTE_REGISTRY.map((remote) => remote.devPort)).size).toBe(REMOTE_REGISTRY.length);
  });

  it('keeps the avatar tools staff-only', () => {
    expect(STAFF_ONLY_REMOTES).toEqual(['mfe_admin_avatar']);
  });
});
