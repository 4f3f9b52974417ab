#!/usr/bin/env node
/**
 * A remote's own size budget, run by its `npm test` after its unit tests: builds the remote when its dist/ is
 * missing or older than its sources (or shared/), then checks the gzipped size of its remoteEntry.js and of
 * the files of its `./routes` module (what a fan downloads to open one of its pages) against the budget in
 * its package.json (`"sizeBudget": { "entryKiB": 8, "routesKiB": 40 }`, gzipped KiB). The whole-site budgets
 * (the shell's first load, round trips) stay in e2e/tests/first-load-budget.spec.ts.
 */
const { execSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { newestMtime } = require('./freshness.cjs');

const { MANIFEST_FILE } = require('./mf-manifest-data.cjs');

/** Gzipped bytes of a built file (the build writes .gz beside every text asset). */
function gzipSize(dist, file) {
  const gz = path.join(dist, `${file}.gz`);
  if (!fs.existsSync(gz)) throw new Error(`${gz} is missing: is this a production build?`);
  return fs.statSync(gz).size;
}

function checkBudget(packageDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const budget = pkg.sizeBudget;
  if (!budget || typeof budget.entryKiB !== 'number' || typeof budget.routesKiB !== 'number') {
    throw new Error(`${pkg.name} declares no "sizeBudget": { "entryKiB": …, "routesKiB": … } in its package.json.`);
  }
  const dist = path.join(packageDir, 'dist');
  const manifestFile = path.join(dist, MANIFEST_FILE);
  const built = fs.existsSync(manifestFile) ? fs.statSync(manifestFile).mtimeMs : 0;
  if (!built || [packageDir, path.join(__dirname, '..')].some((dir) => newestMtime(dir) > built)) {
    execSync('npx webpack --mode production', { cwd: packageDir, stdio: 'inherit' });
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const { name: entryName, path: entryDir } = manifest.metaData.remoteEntry;
  const entry = gzipSize(dist, entryDir ? `${entryDir}/${entryName}` : entryName);
  const routesModule = manifest.exposes.find((expose) => expose.path === './routes');
  const routes = routesModule.assets.js.sync.reduce((sum, file) => sum + gzipSize(dist, file), 0);
  const lines = [
    { what: 'remoteEntry.js', bytes: entry, limit: budget.entryKiB * 1024 },
    { what: './routes module', bytes: routes, limit: budget.routesKiB * 1024 },
  ];
  for (const { what, bytes, limit } of lines) {
    console.log(
      `${pkg.name} ${what}: ${(bytes / 1024).toFixed(1)} KiB gzipped (budget ${limit / 1024} KiB)${bytes > limit ? '  OVER BUDGET' : ''}`,
    );
  }
  return lines.filter(({ bytes, limit }) => bytes > limit);
}

module.exports = { checkBudget };

if (require.main === module) {
  try {
    const over = checkBudget(process.cwd());
    if (over.length) process.exit(1);
  } catch (error) {
    console.error(`size budget: ${error.message}`);
    process.exit(1);
  }
}
