// `npm run build -w api`: the server and the operator commands as plain JavaScript in api/dist/, run by `node`
// (npm start, production, the cluster). ES modules with our own code and the TypeScript of @receipts/contract and @receipts/shared inside, split
// into shared chunks; every package from node_modules stays an ordinary import. The compiled tree is dist/app/, a
// mirror of src/: the autoloaded files (src/plugins, src/routes, and each domain's plugins/ and routes/) are entries
// of their own at the same paths under it, so @fastify/autoload finds them there as it finds the sources under tsx.
// app.ts scans its own folder, which must hold no package.json: dist/ has the one that makes its files ES modules, so
// the tree sits a level below it and dist/<command>.js only imports dist/app/<command>.js.
// tsx is only for `npm run dev` and tests.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COMMANDS = {
  server: 'src/server.ts',
  'make-staff': 'scripts/make-staff.ts',
  backup: 'scripts/backup.ts',
  restore: 'scripts/restore.ts',
};
const OUT_DIR = path.join(API_DIR, 'dist', 'app');
/** The folders app.ts autoloads from: plugins/, routes/ and, in domains/, each domain's plugins/ and routes/. */
const AUTOLOAD_ROOTS = ['plugins', 'routes', 'domains'];
const domainFolders = () =>
  fs
    .readdirSync(path.join(API_DIR, 'src', 'domains'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => ['plugins', 'routes'].map((role) => `domains/${entry.name}/${role}`))
    .filter((folder) => fs.existsSync(path.join(API_DIR, 'src', folder)));
const AUTOLOADED = ['plugins', 'routes', ...domainFolders()];
/** Each autoloaded folder's files (a folder with an index.ts is one plugin), tests left out. */
const autoloaded = (folder) =>
  fs.readdirSync(path.join(API_DIR, 'src', folder), { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      const index = path.join('src', folder, entry.name, 'index.ts');
      return fs.existsSync(path.join(API_DIR, index)) ? [[`${folder}/${entry.name}/index`, index]] : [];
    }
    if (!entry.name.endsWith('.ts') || /\.test\.ts$|\.d\.ts$/.test(entry.name)) return [];
    return [[`${folder}/${entry.name.replace(/\.ts$/, '')}`, path.join('src', folder, entry.name)]];
  });
const ENTRIES = { ...COMMANDS, ...Object.fromEntries(AUTOLOADED.flatMap(autoloaded)) };

const { newestMtime } = createRequire(import.meta.url)('../../shared/build/freshness.cjs');
const SOURCES = ['src', 'scripts', 'package.json', '../shared/contract', '../shared/web'].map((name) => path.join(API_DIR, name));

/** `--if-stale`: build only when dist/app/server.js is missing or older than any source it bundles. */
function isStale() {
  const marker = path.join(OUT_DIR, 'server.js');
  if (!fs.existsSync(marker)) return true;
  const built = fs.statSync(marker).mtimeMs;
  // A moved or deleted source leaves every remaining file as old as the build: compare the entries themselves.
  if (Object.keys(ENTRIES).some((name) => !fs.existsSync(path.join(OUT_DIR, `${name}.js`)))) return true;
  if (Object.keys(COMMANDS).some((name) => !fs.existsSync(path.join(API_DIR, 'dist', `${name}.js`)))) return true;
  const builtEntries = AUTOLOAD_ROOTS.flatMap((folder) =>
    fs.existsSync(path.join(OUT_DIR, folder))
      ? fs
          .readdirSync(path.join(OUT_DIR, folder), { recursive: true })
          .filter((file) => String(file).endsWith('.js'))
          .map((file) => `${folder}/${String(file).replace(/\.js$/, '')}`)
      : [],
  );
  if (builtEntries.some((name) => !(name in ENTRIES))) return true;
  return SOURCES.some((source) => (fs.statSync(source).isDirectory() ? newestMtime(source) : fs.statSync(source).mtimeMs) > built);
}

if (process.argv.includes('--if-stale') && !isStale()) process.exit(0);

const JSON_PACKAGES = new Set(['tlds']);

/** Bare imports stay external, except our own workspace libraries (the contract, the web runtime), which ship TypeScript sources. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (/^@receipts\/(shared|contract)(\/|$)/.test(args.path)) return undefined;
      // A package that is a JSON file: an ES module would need an import attribute to import it, so it is bundled.
      if (JSON_PACKAGES.has(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

// Written file by file through a temporary name and a rename: a suite may start dist/server.js while another
// suite rebuilds it (npm test runs them side by side), and must find the old file or the new one, never half of one.
const isEntry = (file) => Object.keys(ENTRIES).some((name) => file.startsWith(path.join(OUT_DIR, `${name}.js`)));
const { outputFiles } = await build({
  write: false,
  absWorkingDir: API_DIR,
  entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, path.join(API_DIR, file)])),
  outdir: OUT_DIR,
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  splitting: true,
  chunkNames: '[name]-[hash]',
  // CommonJS names our code and the bundled packages use: __dirname is the chunk's folder (dist/app/ for app.ts,
  // which autoloads from it), require for the bundled CommonJS.
  banner: {
    js: [
      "import { createRequire as __createRequire } from 'node:module';",
      "import { dirname as __pathDirname } from 'node:path';",
      "import { fileURLToPath as __fileURLToPath } from 'node:url';",
      'const require = __createRequire(import.meta.url);',
      'const __filename = __fileURLToPath(import.meta.url);',
      'const __dirname = __pathDirname(__filename);',
    ].join(' '),
  },
  sourcemap: true,
  jsx: 'automatic',
  loader: { '.css': 'empty' },
  plugins: [externalPackages],
  logLevel: 'warning',
  legalComments: 'none',
});
fs.mkdirSync(path.join(API_DIR, 'dist'), { recursive: true });
// ES modules: node reads dist/**/*.js as such by this package.json of their own.
fs.writeFileSync(path.join(API_DIR, 'dist', 'package.json'), '{ "type": "module" }\n');
// A build from before dist/app/ left its chunks and autoloaded folders straight under dist/: nothing loads them now.
for (const entry of fs.readdirSync(path.join(API_DIR, 'dist'), { withFileTypes: true })) {
  const stale = entry.isDirectory() ? AUTOLOAD_ROOTS.includes(entry.name) : /\.js\.map$|-[A-Z0-9]{8}\.js$/.test(entry.name);
  if (stale) fs.rmSync(path.join(API_DIR, 'dist', entry.name), { recursive: true, force: true });
}
// Chunks first, the entries that import them last: a start during a build finds every chunk its entry names.
outputFiles.sort((a, b) => Number(isEntry(a.path)) - Number(isEntry(b.path)));
for (const file of outputFiles) {
  fs.mkdirSync(path.dirname(file.path), { recursive: true });
  const partial = `${file.path}.${process.pid}.partial`;
  fs.writeFileSync(partial, file.contents);
  fs.renameSync(partial, file.path);
}
// What `node dist/<command>.js` runs (npm start, production, the cluster): the command's compiled entry, written last.
for (const name of Object.keys(COMMANDS)) {
  const file = path.join(API_DIR, 'dist', `${name}.js`);
  fs.writeFileSync(`${file}.${process.pid}.partial`, `import './app/${name}.js';\n`);
  fs.renameSync(`${file}.${process.pid}.partial`, file);
}
// An autoloaded file whose source is gone (moved or deleted) must not stay under dist/app/: autoload would load it
// still, and a route moved to another file would be registered twice.
const written = new Set(outputFiles.map((file) => file.path));
for (const folder of AUTOLOAD_ROOTS) {
  const dir = path.join(OUT_DIR, folder);
  if (!fs.existsSync(dir)) continue;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && /\.js(\.map)?$/.test(entry.name) && !written.has(file)) fs.rmSync(file);
  }
}
console.log(
  `[api] built ${Object.keys(COMMANDS)
    .map((name) => `dist/${name}.js`)
    .join(', ')}`,
);
