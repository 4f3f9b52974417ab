/**
 * What a remote adds to the `mf-manifest.json` that Module Federation 2.0 writes beside its `remoteEntry.js`
 * (`manifest: true` of @module-federation/enhanced): one file per remote build describes it completely.
 *
 * The plugin copies the build's `metaData` into the manifest as it is, so our additions travel there, under
 * `metaData.receipts`:
 *   routes          the route patterns the remote serves (its src/route-patterns.json)
 *   sharedContract  the major of the @receipts/shared contract it was built against
 *   firstView       its server-rendered first view, relative to the manifest (production builds only)
 *   firstData       the first GETs of its pages, by route pattern (its src/first-data.json, when it has one)
 * Everything else (entry, version, exposes and their files, shared needs) is MF 2.0's own.
 */
const fs = require('node:fs');

const MANIFEST_FILE = 'mf-manifest.json';
/** Chunk name of the exposed `./routes` module, so its files are named after it. */
const ROUTES_CHUNK = 'routes';

function readRoutes(routesFile) {
  const routes = JSON.parse(fs.readFileSync(routesFile, 'utf8'));
  if (!Array.isArray(routes) || routes.some((route) => typeof route !== 'string' || !route.startsWith('/'))) {
    throw new Error(`${routesFile} must be a JSON array of route patterns ("/path", "/path/:param")`);
  }
  return routes;
}

/** The `manifest.additionalData` hook of ModuleFederationPlugin: adds `metaData.receipts` to the build's stats. */
function receiptsManifestData({ routesFile, firstDataFile, sharedVersion, firstView }) {
  return ({ stats, compilation }) => {
    compilation.fileDependencies.add(routesFile);
    compilation.fileDependencies.add(firstDataFile);
    const firstData = fs.existsSync(firstDataFile) ? JSON.parse(fs.readFileSync(firstDataFile, 'utf8')) : null;
    stats.metaData.receipts = {
      routes: readRoutes(routesFile),
      sharedContract: Number(String(sharedVersion).split('.')[0]),
      ...(firstView ? { firstView } : {}),
      ...(firstData ? { firstData } : {}),
    };
    return stats;
  };
}

module.exports = { receiptsManifestData, MANIFEST_FILE, ROUTES_CHUNK };
