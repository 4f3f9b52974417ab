import fs from 'node:fs';
import path from 'node:path';
import type { RemotesMap } from '@receipts/shared';
import { provideBootDataForTests } from '../federation/boot-data';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * The remotes map a page of this repository's site is served: each `mfe-*` folder's own declaration (remote.json:
 * access, area, nav), as the registry hands them to the shell. Tests of the navigation check the site as fans see it.
 */
export function repoRemotes(): RemotesMap {
  const map: RemotesMap = {};
  for (const folder of fs
    .readdirSync(ROOT)
    .filter((name) => name.startsWith('mfe-'))
    .sort()) {
    const file = path.join(ROOT, folder, 'remote.json');
    if (!fs.existsSync(file)) continue;
    const { name, access, area, nav } = JSON.parse(fs.readFileSync(file, 'utf8'));
    map[name] = { manifest: `/remotes/${folder}/mf-manifest.json`, access, area, nav };
  }
  return map;
}

/** Boots the shell's nav from this repository's remotes (or the map given). */
export function bootWithRemotes(remotes: RemotesMap = repoRemotes()): void {
  provideBootDataForTests({ config: { apiBaseUrl: '/api' } as never, remotes });
}
