import fs from 'node:fs';
import path from 'node:path';

/**
 * The API package's folder, found from the running file: `src/…` under tsx (dev, tests) and the one bundled
 * `dist/app/*.js` under node (npm start, production) sit at different depths, so no fixed `../..` fits both.
 */
function findApiDir(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'drizzle')) && fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`the API package folder (with drizzle/) is not above ${from}`);
  }
}

export const API_DIR = findApiDir(__dirname);
export const REPO_ROOT = path.dirname(API_DIR);
/** The SQL migrations and drizzle-kit's journal. */
export const MIGRATIONS_DIR = path.join(API_DIR, 'drizzle');
