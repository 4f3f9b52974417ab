/**
 * `npm run dev -- --only <remote> [--port <p>]`: one remote's dev server (hot reload) inside the real site, that is
 * the production builds of the shell, the other remotes and the API (scripts/dev.mjs runs it). What that takes,
 * as plain functions the script calls and the tests check:
 *   - the arguments (the remote by folder or federation name, the dev server's port, the site's port from PORT);
 *   - the remotes map: every remote's own build under /remotes/, the chosen one at its dev server;
 *   - the API's environment: development, and RECEIPTS_DEV_REMOTE_ORIGIN, the one switch that lets the page's
 *     CSP reach the dev server and its hot-reload socket (the API refuses it in production).
 */
const { MANIFEST_FILE } = require('./mf-manifest-data.cjs');

const DEV_REMOTE_ORIGIN_ENV = 'RECEIPTS_DEV_REMOTE_ORIGIN';
const DEFAULT_SITE_PORT = 8080;

function toPort(value, what) {
  const port = Number(value);
  if (!(String(value).trim() !== '' && Number.isInteger(port) && port > 0 && port < 65536)) {
    throw new Error(`${what} must be a port number (1–65535), not "${value}".`);
  }
  return port;
}

/**
 * `argv` after `npm run dev --`: `{ only: null }` for the whole site's dev servers, or the remote to develop with
 * its dev server's port (--port, else its registry port) and the site's (PORT, else 8080).
 */
function parseDevArgs(argv, env, registry) {
  let only = null;
  let port = null;
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => {
      const next = inline ?? argv[(i += 1)];
      if (next === undefined || next.startsWith('--')) throw new Error(`${flag} needs a value.`);
      return next;
    };
    if (flag === '--only') only = value();
    else if (flag === '--port') port = value();
    else throw new Error(`Unknown option ${argv[i]}. Usage: npm run dev [-- --only <remote> [--port <port>]]`);
  }
  if (only === null) {
    if (port !== null) throw new Error('--port is the dev server of --only <remote>: name the remote.');
    return { only: null };
  }
  const remote = registry.find((entry) => entry.folder === only || entry.name === only);
  if (!remote) {
    throw new Error(`No remote "${only}". The remotes: ${registry.map((entry) => entry.folder).join(', ')}.`);
  }
  const devPort = port === null ? remote.devPort : toPort(port, '--port');
  const sitePort = env.PORT === undefined || env.PORT === '' ? DEFAULT_SITE_PORT : toPort(env.PORT, 'PORT');
  if (devPort === sitePort) throw new Error(`The dev server and the site cannot both use port ${devPort}: pick another --port or PORT.`);
  if (env.NODE_ENV === 'production') throw new Error('npm run dev is for development: unset NODE_ENV=production.');
  return { only: remote, devPort, sitePort };
}

const devOrigin = (devPort) => `http://127.0.0.1:${devPort}`;

/** The remotes map of the site: each remote's production build, the one in development at its dev server. */
function devOnlyMap(registry, remote, devPort) {
  return Object.fromEntries(
    registry.map((entry) => [
      entry.name,
      entry.name === remote.name ? `${devOrigin(devPort)}/${MANIFEST_FILE}` : `/remotes/${entry.folder}/${MANIFEST_FILE}`,
    ]),
  );
}

/** The API's environment for the site around the dev server. */
function devOnlyApiEnv(env, { devPort, sitePort, mapFile }) {
  return {
    ...env,
    NODE_ENV: 'development',
    PORT: String(sitePort),
    PUBLIC_ORIGIN: `http://127.0.0.1:${sitePort}`,
    REMOTES_MAP: mapFile,
    [DEV_REMOTE_ORIGIN_ENV]: devOrigin(devPort),
  };
}

/** The remote's own `npm run dev`, told it runs inside the site (shared/build/federation-options.cjs devMode). */
function devServerArgs(remote, devPort) {
  return ['run', 'dev', '-w', remote.folder, '--', '--env', 'inSite', '--env', `port=${devPort}`];
}

module.exports = { parseDevArgs, devOnlyMap, devOnlyApiEnv, devServerArgs, devOrigin, DEV_REMOTE_ORIGIN_ENV, DEFAULT_SITE_PORT };
