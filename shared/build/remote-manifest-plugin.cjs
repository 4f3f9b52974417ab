/**
 * Writes `remote-manifest.json` beside a remote's `remoteEntry.js`: what the server needs to inline the
 * remote into the shell's HTML (entry file, the files of its exposed routes module to preload) and what
 * the shell needs to check it (the shared versions it was built against).
 */
const fs = require('node:fs');
const path = require('node:path');

const MANIFEST_FILE = 'remote-manifest.json';
/** Chunk name of the exposed `./routes` module, so its files can be found after the build. */
const ROUTES_CHUNK = 'routes';
const SCHEMA_VERSION = 1;

class RemoteManifestPlugin {
  constructor({ name, packageDir, shared, firstView }) {
    this.name = name;
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
      shared: Object.fromEntries(
        Object.entries(this.shared).map(([key, config]) => [key, { version: config.version, requiredVersion: config.requiredVersion }]),
      ),
    };
  }
}

module.exports = { RemoteManifestPlugin, MANIFEST_FILE, ROUTES_CHUNK };
