#!/usr/bin/env node
/**
 * A remote's own size budget, run by its `npm test` after its unit tests: builds the remote (its `npm run build`)
 * when its dist/ is missing or older than its sources (or shared/), then checks the gzipped size of its remoteEntry.js and of
 * the files of its `./routes` module (what a fan downloads to open one of its pages) against the budget in
 * its package.json (`"sizeBudget": { "entryKiB": 8, "routesKiB": 40 }`, gzipped KiB). The whole-site budgets
 * (the shell's first load, round trips) stay in e2e/tests/first-load-budget.spec.ts.
 */
const { execSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const zopfli = require('@gfx/zopfli');
const { newestMtime } = require('./freshness.cjs');

const { MANIFEST_FILE } = require('./mf-manifest-data.cjs');

/**
 * Gzipped bytes of a built file, compressed here as the presets compress what the server sends (Zopfli, 15
 * iterations): the budget is the same whichever bundler built the remote, and whether or not it wrote .gz files.
 */
async function gzipSize(dist, file) {
  const full = path.join(dist, file);
  if (!fs.existsSync(full)) throw new Error(`${full} is missing: is this a production build?`);
  return (await zopfli.gzipAsync(fs.readFileSync(full), { numiterations: 15 })).length;
}

async function checkBudget(packageDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const budget = pkg.sizeBudget;
  if (!budget || typeof budget.entryKiB !== 'number' || typeof budget.routesKiB !== 'number') {
    throw new Error(`${pkg.name} declares no "sizeBudget": { "entryKiB": …, "routesKiB": … } in its package.json.`);
  }
  const dist = path.join(packageDir, 'dist');
  const manifestFile = path.join(dist, MANIFEST_FILE);
  const built = fs.existsSync(manifestFile) ? fs.statSync(manifestFile).mtimeMs : 0;
  if (!built || [packageDir, path.join(__dirname, '..')].some((dir) => newestMtime(dir) > built)) {
    // The package's own build script: webpack or Rspack, whichever the remote uses.
    execSync('npm run build', { cwd: packageDir, stdio: 'inherit' });
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const { name: entryName, path: entryDir } = manifest.metaData.remoteEntry;
  const entry = await gzipSize(dist, entryDir ? `${entryDir}/${entryName}` : entryName);
  const routesModule = manifest.exposes.find((expose) => expose.path === './routes');
  const routes = (await Promise.all(routesModule.assets.js.sync.map((file) => gzipSize(dist, file)))).reduce(
    (sum, bytes) => sum + bytes,
    0,
  );
  const lines = [
    { what: 'remoteEntry.js', bytes: entry, limit: budget.entryKiB * 1024 },
    { what: './routes module', bytes: routes, limit: budget.routesKiB * 1024 },
  ];
  for (const { what, bytes, limit } of lines) {
    console.log(
      `${pkg.name} ${what}: ${(bytes / 1024).toFixed(1)} KiB gzipped (budget ${limit / 1024} KiB)${bytes > limit ? '  OVER BUDGET' : ''}`,
    );
  }
  return [...lines.filter(({ bytes, limit }) => bytes > limit), ...pageStylesheets(dist)];
}

/**
 * A server-rendered page whose code is its own chunk (`lazyPage`, a dynamic import named `page-…`) paints in the first
 * view with the stylesheets the server links, the routes module's: a stylesheet of its own would come only with its
 * script, after the first paint. Its styles belong in the routes module (imported there too).
 */
function pageStylesheets(dist) {
  const own = fs.readdirSync(dist).filter((file) => /^page-.*\.css$/.test(file));
  for (const file of own) console.log(`${file}: a server-rendered page's styles outside the routes stylesheet  IMPORT THEM IN ROUTES`);
  return own;
}

module.exports = { checkBudget };

if (require.main === module) {
  checkBudget(process.cwd()).then(
    (over) => over.length && process.exit(1),
    (error) => {
      console.error(`size budget: ${error.message}`);
      process.exit(1);
    },
  );
}
