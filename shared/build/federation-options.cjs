/**
 * What every build agrees on whichever bundler runs it (webpack.cjs, rspack.cjs): a remote's name and dev port,
 * the Module Federation 2.0 options (share scope, manifest with our metadata, federated types) and the dev server.
 * Both presets call these, so a remote built with Rspack writes the same mf-manifest.json as one built with webpack.
 */
const path = require('node:path');
const { receiptsManifestData, remoteDeclaration, ROUTES_CHUNK } = require('./mf-manifest-data.cjs');
const { FIRST_VIEW_FILE } = require('./first-view-config.cjs');
const { dtsOptions } = require('./federated-types.cjs');

const API_DEV_ORIGIN = process.env.API_DEV_ORIGIN || 'http://127.0.0.1:8080';
/** Text assets are precompressed at build time; the server picks .br or .gz by Accept-Encoding. */
const TEXT_ASSETS = /\.(js|css|html|json|svg)$/;

/** A remote's federation name and dev port, from its own remote.json. */
const registration = (dir) => remoteDeclaration(dir);

/**
 * How a dev server is asked to run inside the real site (`npm run dev -- --only <remote>`, scripts/dev.mjs passes
 * `--env inSite --env port=<p>`): the production shell's page loads it, so its code must run under the page's CSP
 * (no eval source maps) and on the shell's production React (the production JSX runtime: production React has no
 * jsxDEV).
 */
function devMode(env = {}) {
  const port = env.port === undefined ? undefined : Number(env.port);
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) throw new Error(`--env port=${env.port} is not a port`);
  return { inSite: Boolean(env.inSite), port };
}

/** The options of @module-federation/enhanced's ModuleFederationPlugin (its webpack and its rspack flavour alike). */
function federationOptions({ dir, name, kind, exposes = {}, firstView, runtimePlugins = {}, production, shared }) {
  const isHost = kind === 'host';
  return {
    name,
    filename: 'remoteEntry.js',
    // `import` as an array: the dts plugin reads a string's first character as the file (its `item.import[0]`).
    exposes: Object.fromEntries(Object.entries(exposes).map(([key, file]) => [key, { import: [file], name: ROUTES_CHUNK }])),
    shared,
    // A singleton the page has loaded is the one every remote gets; no remote entry runs before it is needed.
    shareStrategy: 'loaded-first',
    // A remote publishes its types (@mf-types.zip beside its manifest); the shell's loadRemote calls are typed
    // from them (federated-types.cjs).
    dts: dtsOptions({ dir, kind, production }),
    // A production remote runs on the page's runtime (the shell's): its entry stays a few KiB. The shell
    // provides it; a remote's standalone dev server is its own host and bundles the runtime.
    // Browser-only runtime (no Node loading code).
    experiments: { optimization: { target: 'web' }, ...(!isHost && production ? { externalRuntime: true } : {}) },
    // The host's own runtime plugins (the shell's: the one that provides its runtime to the remotes).
    runtimePlugins: Object.values(runtimePlugins).map((file) => path.join(dir, file)),
    manifest: isHost
      ? false
      : {
          additionalData: receiptsManifestData({
            dir,
            sharedVersion: shared['@receipts/shared'].version,
            firstView: production && firstView ? FIRST_VIEW_FILE : undefined,
          }),
        },
  };
}

/** Source maps: production's are build artifacts only; a dev server inside the site's page may not use eval. */
function devtoolFor(production, inSite) {
  if (production) return 'hidden-source-map';
  return inSite ? 'cheap-module-source-map' : 'eval-cheap-module-source-map';
}

function devServer(port, isHost, inSite = false) {
  return {
    port,
    host: '127.0.0.1',
    hot: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    // Inside the site the page is the API's origin: the hot-reload socket must name this server, not the page's.
    ...(inSite ? { client: { webSocketURL: `ws://127.0.0.1:${port}/ws`, overlay: false } } : {}),
    // In development each dev server stands in for the production origin: API and runtime files are proxied
    // (a remote's own dev server needs them too when a squad runs it standalone).
    proxy: [
      { context: isHost ? ['/api', '/remotes.json', '/runtime-config.json'] : ['/api', '/runtime-config.json'], target: API_DEV_ORIGIN },
    ],
  };
}

/**
 * The HTML plugin's page: the shell's own template (public/index.html: boot data slot, first view, script loader);
 * every remote's standalone dev page is the one template here, titled by the remote's folder.
 */
function htmlTemplate(dir, isHost) {
  if (isHost) return { template: path.join(dir, 'public/index.html') };
  return { template: path.join(__dirname, 'remote-dev-page.html'), templateParameters: { remoteFolder: path.basename(dir) } };
}

module.exports = { registration, devMode, federationOptions, devtoolFor, devServer, htmlTemplate, TEXT_ASSETS };
