// `npm run build -w api`: the server and the operator commands as plain JavaScript in api/dist/, run by `node`
// (npm start, production, the cluster). One bundle per entry with our own code and the TypeScript of @receipts/contract
// and @receipts/shared inside; every package from node_modules stays an ordinary require. tsx is only for `npm run dev`
// and tests.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENTRIES = {
  server: 'src/server.ts',
  'make-staff': 'scripts/make-staff.ts',
  backup: 'scripts/backup.ts',
  restore: 'scripts/restore.ts',
};

const { newestMtime } = createRequire(import.meta.url)('../../shared/build/freshness.cjs');
const SOURCES = ['src', 'scripts', 'package.json', '../shared/contract', '../shared/web'].map((name) => path.join(API_DIR, name));

/** `--if-stale`: build only when dist/server.js is missing or older than any source it bundles. */
function isStale() {
  const marker = path.join(API_DIR, 'dist', 'server.js');
  if (!fs.existsSync(marker)) return true;
  const built = fs.statSync(marker).mtimeMs;
  return SOURCES.some((source) => (fs.statSync(source).isDirectory() ? newestMtime(source) : fs.statSync(source).mtimeMs) > built);
}

if (process.argv.includes('--if-stale') && !isStale()) process.exit(0);

/** Bare imports stay external, except our own workspace libraries (the contract, the web runtime), which ship TypeScript sources. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (/^@receipts\/(shared|contract)(\/|$)/.test(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

// Written file by file through a temporary name and a rename: a suite may start dist/server.js while another
// suite rebuilds it (npm test runs them side by side), and must find the old file or the new one, never half of one.
const { outputFiles } = await build({
  write: false,
  absWorkingDir: API_DIR,
  entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, path.join(API_DIR, file)])),
  outdir: path.join(API_DIR, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'cjs',
  sourcemap: true,
  jsx: 'automatic',
  loader: { '.css': 'empty' },
  plugins: [externalPackages],
  logLevel: 'warning',
  legalComments: 'none',
});
fs.mkdirSync(path.join(API_DIR, 'dist'), { recursive: true });
for (const file of outputFiles) {
  const partial = `${file.path}.${process.pid}.partial`;
  fs.writeFileSync(partial, file.contents);
  fs.renameSync(partial, file.path);
}
console.log(
  `[api] built ${Object.keys(ENTRIES)
    .map((name) => `dist/${name}.js`)
    .join(', ')}`,
);
