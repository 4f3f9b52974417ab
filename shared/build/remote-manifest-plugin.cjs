/**
 * Writes `remote-manifest.json` beside a remote's `remoteEntry.js`: what the server needs to inline the
 * remote into the shell's HTML (entry file, the files of its exposed routes module to preload, the route
 * patterns the remote serves) and what the shell needs to check it (the shared versions it was built
 * against, and the major of the @receipts/shared contract).
 */
const fs = require('node:fs');
const path = require('node:path');

const MANIFEST_FILE = 'remote-manifest.json';
/** Chunk name of the exposed `./routes` module, so its files can be found after the build. */
const ROUTES_CHUNK = 'routes';
const SCHEMA_VERSION = 1;

class RemoteManifestPlugin {
  constructor({ name, packageDir, shared, firstView, routesFile }) {
    this.name = name;
    /** The remote's own declaration of its paths (src/route-patterns.json): its `pages` keys. */
    this.routesFile = routesFile;
    this.firstView = firstView;
    this.packageDir = packageDir;
    this.shared = shared;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RemoteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemoteManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT - 1 },
        () => {
          if (this.routesFile) compilation.fileDependencies.add(this.routesFile);
          const manifest = this.manifest(compilation);
          compilation.emitAsset(MANIFEST_FILE, new RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
        },
      );
    });
  }

  manifest(compilation) {
    const pkg = JSON.parse(fs.readFileSync(path.join(this.packageDir, 'package.json'), 'utf8'));
    const group = compilation.namedChunkGroups.get(ROUTES_CHUNK);
    const files = group ? group.chunks.flatMap((chunk) => [...chunk.files]) : [];
    return {
      schema: SCHEMA_VERSION,
      name: this.name,
      version: pkg.version,
      entry: 'remoteEntry.js',
      exposes: {
        './routes': {
          js: files.filter((file) => file.endsWith('.js')),
          css: files.filter((file) => file.endsWith('.css')),
        },
      },
      ...(this.firstView ? { firstView: this.firstView } : {}),
      routes: this.routes(),
      sharedContract: Number(String(this.shared['@receipts/shared']?.version ?? '0').split('.')[0]),
      shared: Object.fromEntries(
        Object.entries(this.shared).map(([key, config]) => [key, { version: config.version, requiredVersion: config.requiredVersion }]),
      ),
    };
  }
}

RemoteManifestPlugin.prototype.routes = function routes() {
  if (!this.routesFile) return undefined;
  const routes = JSON.parse(fs.readFileSync(this.routesFile, 'utf8'));
  if (!Array.isArray(routes) || routes.some((route) => typeof route !== 'string' || !route.startsWith('/'))) {
    throw new Error(`${this.routesFile} must be a JSON array of route patterns ("/path", "/path/:param")`);
  }
  return routes;
};

module.exports = { RemoteManifestPlugin, MANIFEST_FILE, ROUTES_CHUNK };
