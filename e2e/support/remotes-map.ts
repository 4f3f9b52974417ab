import fs from 'node:fs';
import { DEFAULT_MAP, REMOTES_MAP_FILE } from './env';

/** The operator's move: replace the map file the running server serves. No rebuild, no restart. */
export function setRemotesMap(overrides: Record<string, string>) {
  fs.writeFileSync(REMOTES_MAP_FILE, JSON.stringify({ ...DEFAULT_MAP, ...overrides }, null, 2));
}

export function resetRemotesMap() {
  setRemotesMap({});
}
