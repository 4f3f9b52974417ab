const fs = require('node:fs');
const path = require('node:path');
const { sources } = require('webpack');
const { createFederatedConfig } = require('@receipts/shared/build/webpack');
const { receipts } = require('./package.json');

// The host: no remotes here on purpose. Remote URLs come from /remotes.json at runtime.
const config = createFederatedConfig({
  dir: __dirname,
  name: 'shell',
  kind: 'host',
  port: receipts.devPort,
  // Production remotes are built with experiments.externalRuntime: they run on this runtime.
  runtimePlugins: { provideRuntime: './src/federation/plugins/provide-runtime-plugin.ts' },
});

const PUBLIC_DIR = path.join(__dirname, 'public');
const PUBLIC_FILES = ['manifest.webmanifest', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/apple-touch-icon.png'];

/** public/'s web manifest and icons go to dist/ as they are (index.html is the HTML plugin's template). */
class CopyPublicFiles {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicFiles', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of PUBLIC_FILES) {
            const absolute = path.join(PUBLIC_DIR, file);
            compilation.fileDependencies.add(absolute);
            compilation.emitAsset(file, new sources.RawSource(fs.readFileSync(absolute)));
          }
        },
      );
    });
  }
}

module.exports = (env, argv) => {
  const built = config(env, argv);
  built.plugins.push(new CopyPublicFiles());
  return built;
};
