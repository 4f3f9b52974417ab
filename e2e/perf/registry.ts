import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/** Every remote's folder, found by pattern (`mfe-*` with a remote.json). */
export const REMOTE_FOLDERS_FOR_BUDGET: string[] = fs
  .readdirSync(ROOT)
  .filter((folder) => /^mfe-[a-z0-9-]+$/.test(folder) && fs.existsSync(path.join(ROOT, folder, 'remote.json')))
  .sort();
