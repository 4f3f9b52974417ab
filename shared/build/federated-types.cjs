/**
 * Federated types: each remote's production build publishes the types of what it exposes as `@mf-types.zip`
 * (and `@mf-types.d.ts`) beside its mf-manifest.json, which names them (`metaData.types`), through
 * @module-federation/enhanced's `dts` option.
 *
 * The plugin catches its own failures and only logs them: the build would exit 0 with a manifest naming a zip
 * that is not there. RequireTypesArchive makes that a build error.
 */
const path = require('node:path');

const TYPES_ZIP = '@mf-types.zip';
const TYPES_API = '@mf-types.d.ts';
/** The remote's own tsconfig for its declarations (its tsconfig.json type-checks tests and all). */
const TYPES_TSCONFIG = 'tsconfig.json';

/** The `dts` option of ModuleFederationPlugin for a package's build. */
function dtsOptions({ dir, kind, production }) {
  if (kind === 'host' || !production || process.env.RECEIPTS_SKIP_TYPES === '1') return false;
  return {
    generateTypes: {
      tsConfigPath: path.join(dir, TYPES_TSCONFIG),
      // In this process: a child process costs a second Node and a second TypeScript on a 2-core machine.
      compileInChildProcess: false,
      abortOnError: true,
      generateAPITypes: true,
      extractThirdParty: false,
      extractRemoteTypes: false,
    },
    consumeTypes: false,
    displayErrorInTerminal: true,
  };
}

/** A build error when the types archive was not emitted (its generation failed, or was skipped by mistake). */
class RequireTypesArchive {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RequireTypesArchive', (compilation) => {
      const stage = compilation.constructor.PROCESS_ASSETS_STAGE_REPORT;
      compilation.hooks.processAssets.tap({ name: 'RequireTypesArchive', stage }, () => {
        if (process.env.RECEIPTS_SKIP_TYPES === '1') return;
        if (compilation.getAsset(TYPES_ZIP)) return;
        const { WebpackError } = compiler.webpack;
        compilation.errors.push(
          new WebpackError(`${TYPES_ZIP} was not generated: the federated types failed (see the dts plugin's error above).`),
        );
      });
    });
  }
}

module.exports = { dtsOptions, RequireTypesArchive, TYPES_ZIP, TYPES_API };
