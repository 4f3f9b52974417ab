/**
 * Federated types: each remote's production build publishes the types of what it exposes as `@mf-types.zip`
 * (and `@mf-types.d.ts`) beside its mf-manifest.json, which names them (`metaData.types`), through
 * @module-federation/enhanced's `dts` option.
 *
 * The plugin catches its own failures and only logs them: the build would exit 0 with a manifest naming a zip
 * that is not there. RequireTypesArchive makes that a build error.
 *
 * The shell has no remotes at build time (they come from the map at run time), so the plugin's consumeTypes has
 * nothing to fetch from: `node shared/build/federated-types.cjs install <host dir>` (the shell's typecheck runs it)
 * unpacks each remote's local build's archive into `<host>/@mf-types/<name>/`, as consumeTypes would, and
 * declares `<name>/routes` in the global ReceiptsFederatedModules interface the shell's loadRemote calls read.
 */
const fs = require('node:fs');
const path = require('node:path');
const { MANIFEST_FILE } = require('./mf-manifest-data.cjs');

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

const HOST_TYPES_DIR = '@mf-types';

/**
 * The remote builds of a repository that published types: every `mfe-*` folder whose dist/ holds a manifest and its
 * archive, by the federation name its manifest gives.
 */
function builtRemotes(root) {
  return fs
    .readdirSync(root)
    .filter((folder) => /^mfe-[a-z0-9-]+$/.test(folder))
    .map((folder) => ({ folder, dist: path.join(root, folder, 'dist') }))
    .filter(({ dist }) => fs.existsSync(path.join(dist, MANIFEST_FILE)) && fs.existsSync(path.join(dist, TYPES_ZIP)))
    .map(({ folder, dist }) => ({ folder, name: JSON.parse(fs.readFileSync(path.join(dist, MANIFEST_FILE), 'utf8')).name, dist }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Unpacks every built remote's published types into the host; returns the remotes installed. */
function installRemoteTypes({ hostDir, root }) {
  const AdmZip = require(require.resolve('adm-zip', { paths: [require.resolve('@module-federation/dts-plugin')] }));
  const target = path.join(hostDir, HOST_TYPES_DIR);
  fs.rmSync(target, { recursive: true, force: true });
  const remotes = builtRemotes(root);
  for (const remote of remotes) new AdmZip(path.join(remote.dist, TYPES_ZIP)).extractAllTo(path.join(target, remote.name), true);
  const lines = remotes.map(({ name }) => `    '${name}/routes': typeof import('./${name}/routes');`);
  fs.mkdirSync(target, { recursive: true });
  fs.writeFileSync(
    path.join(target, 'index.d.ts'),
    [
      "// Written by shared/build/federated-types.cjs from the remotes' builds (their @mf-types.zip): do not edit.",
      'export {};',
      'declare global {',
      '  interface ReceiptsFederatedModules {',
      ...lines,
      '  }',
      '}',
      '',
    ].join('\n'),
  );
  return remotes.map(({ name }) => name);
}

module.exports = { dtsOptions, RequireTypesArchive, installRemoteTypes, TYPES_ZIP, TYPES_API, HOST_TYPES_DIR };

if (require.main === module) {
  const [command, hostDir = process.cwd()] = process.argv.slice(2);
  if (command !== 'install') {
    console.error('Usage: node shared/build/federated-types.cjs install [<host dir>]');
    process.exit(2);
  }
  const installed = installRemoteTypes({ hostDir: path.resolve(hostDir), root: path.join(__dirname, '..', '..') });
  console.log(`federated types of ${installed.length ? installed.join(', ') : 'no remote build yet'}`);
}
