/**
 * What a remote adds to the `mf-manifest.json` that Module Federation 2.0 writes beside its `remoteEntry.js`
 * (`manifest: true` of @module-federation/enhanced): one file per remote build describes it completely, so the site
 * learns a remote from its deploy alone (no list of remotes is compiled into the shell, the API or @receipts/shared).
 *
 * A remote declares itself in its own folder:
 *   remote.json              name (federation name), area (how the shell names it to people), access ('public' or
 *                            'staff'), devPort, nav (its links in the shell's navigation)
 *   src/route-patterns.json  the route patterns it serves (its `pages` keys)
 *   src/first-data.json      the first GETs of its pages, by route pattern (optional)
 *
 * The plugin copies the build's `metaData` into the manifest as it is, so these travel there, under
 * `metaData.receipts`: name, area, access, nav, routes, firstData, sharedContract (the major of the @receipts/shared
 * contract it was built against) and firstView (its server-rendered first view, production builds only). Everything
 * else (entry, version, exposes and their files, shared needs) is MF 2.0's own. Every build preset (webpack, Rspack)
 * assembles the metadata here, from the remote's folder.
 */
const fs = require('node:fs');
const path = require('node:path');
// The icons the shell can draw: the web runtime's list, as the package being built resolves it.
const NAV_ICONS = require('@receipts/shared/nav-icons.json');

const MANIFEST_FILE = 'mf-manifest.json';
/** Chunk name of the exposed `./routes` module, so its files are named after it. */
const ROUTES_CHUNK = 'routes';
const REMOTE_FILE = 'remote.json';
const ROUTE_PATTERNS_FILE = 'src/route-patterns.json';
const FIRST_DATA_FILE = 'src/first-data.json';
const NAV_GROUPS = ['main', 'account', 'staff'];
const ACCESS = ['public', 'staff'];

const fail = (file, message) => {
  throw new Error(`${file}: ${message}`);
};

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function readRoutes(routesFile) {
  const routes = readJson(routesFile);
  if (!Array.isArray(routes) || routes.some((route) => typeof route !== 'string' || !route.startsWith('/'))) {
    fail(routesFile, 'must be a JSON array of route patterns ("/path", "/path/:param")');
  }
  return routes;
}

function checkNavItem(file, item, index) {
  const where = `nav[${index}]`;
  if (!item || typeof item !== 'object') fail(file, `${where} must be an object`);
  const { label, path: to, icon, group, order, access } = item;
  if (typeof label !== 'string' || !label.trim()) fail(file, `${where}.label must be text`);
  if (typeof to !== 'string' || !to.startsWith('/')) fail(file, `${where}.path must start with /`);
  if (!NAV_ICONS.includes(icon)) fail(file, `${where}.icon must be one of ${NAV_ICONS.join(', ')}`);
  if (!NAV_GROUPS.includes(group)) fail(file, `${where}.group must be one of ${NAV_GROUPS.join(', ')}`);
  if (typeof order !== 'number' || !Number.isFinite(order)) fail(file, `${where}.order must be a number`);
  if (access !== undefined && !ACCESS.includes(access)) fail(file, `${where}.access must be one of ${ACCESS.join(', ')}`);
  return item;
}

/** A remote's own declaration (remote.json), checked: what the platform needs to know of it besides its code. */
function remoteDeclaration(dir) {
  const file = path.join(dir, REMOTE_FILE);
  if (!fs.existsSync(file)) fail(file, `missing: every remote declares itself in its ${REMOTE_FILE}`);
  const remote = readJson(file);
  if (!/^[a-z][a-z0-9_]{1,63}$/.test(remote.name ?? '')) fail(file, 'name must be a federation name (mfe_leagues)');
  if (typeof remote.area !== 'string' || !remote.area.trim()) fail(file, 'area must name the area to people ("leagues")');
  if (!ACCESS.includes(remote.access)) fail(file, `access must be one of ${ACCESS.join(', ')}`);
  if (!Number.isInteger(remote.devPort)) fail(file, 'devPort must be a port number');
  const nav = remote.nav ?? [];
  if (!Array.isArray(nav)) fail(file, 'nav must be a list');
  return {
    name: remote.name,
    area: remote.area,
    access: remote.access,
    devPort: remote.devPort,
    nav: nav.map((item, index) => checkNavItem(file, item, index)),
  };
}

/** Everything `metaData.receipts` carries for the remote in `dir` (the files it reads are listed in `files`). */
function receiptsMetaData(dir, { sharedVersion, firstView } = {}) {
  const { name, area, access, nav } = remoteDeclaration(dir);
  const firstDataFile = path.join(dir, FIRST_DATA_FILE);
  const firstData = fs.existsSync(firstDataFile) ? readJson(firstDataFile) : null;
  return {
    name,
    area,
    access,
    nav,
    routes: readRoutes(path.join(dir, ROUTE_PATTERNS_FILE)),
    sharedContract: Number(String(sharedVersion ?? require('@receipts/shared/package.json').version).split('.')[0]),
    ...(firstView ? { firstView } : {}),
    ...(firstData ? { firstData } : {}),
  };
}

/** The files receiptsMetaData reads: a build watches them. */
function metaDataFiles(dir) {
  return [REMOTE_FILE, ROUTE_PATTERNS_FILE, FIRST_DATA_FILE].map((file) => path.join(dir, file));
}

/** The `manifest.additionalData` hook of ModuleFederationPlugin: adds `metaData.receipts` to the build's stats. */
function receiptsManifestData({ dir, sharedVersion, firstView }) {
  return ({ stats, compilation }) => {
    for (const file of metaDataFiles(dir)) compilation.fileDependencies.add(file);
    stats.metaData.receipts = receiptsMetaData(dir, { sharedVersion, firstView });
    return stats;
  };
}

module.exports = { receiptsManifestData, receiptsMetaData, remoteDeclaration, metaDataFiles, MANIFEST_FILE, ROUTES_CHUNK, REMOTE_FILE };
