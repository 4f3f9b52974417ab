/**
 * The share scope every build agrees on: each of these exists exactly once per page.
 * Versions are read from the installed packages, so a squad that upgrades one declares it here.
 * A remote's are `strictVersion`: the MF runtime refuses to hand it a page's singleton out of its range rather
 * than load a second copy (our version-fit runtime plugin refuses such a remote before any of its code runs).
 */
const path = require('node:path');

/** Where a package resolves `name`: the copy its build bundles and declares (the version checks compare it). */
const resolveFrom = (name, fromDir) => require.resolve(name, { paths: [fromDir] });

function versionOf(name, fromDir) {
  return require(resolveFrom(`${name}/package.json`, fromDir)).version;
}

/** The routing facade of the web runtime (shared/web/src/router-facade) that the building package resolves. */
const routerFacade = (fromDir) => resolveFrom('@receipts/shared/router-facade', fromDir);

/**
 * react-router ships as one large module; a shared module is never tree-shaken (any remote may use any
 * export), so what is shared under 'react-router-dom' is our facade (shared/web/src/router-facade) with just the
 * routing API the site uses, and react-router itself is tree-shaken inside it.
 * `fromDir` is the package being built: @receipts/shared is the one its node_modules resolves (a build against
 * another major declares that major).
 */
function sharedSingletons({ eager = false, strictVersion = false, fromDir = __dirname } = {}) {
  // The host provides these (eager): what it consumes is its own copy, so it states no range. With one, the MF runtime
  // parses it with its regular-expression semver each time a module first takes a singleton: a third of the shell's
  // module evaluation on a phone's CPU. A remote states its ranges; the runtime and our version-fit plugin check them.
  const rangeOf = (version) => (eager ? false : `^${version}`);
  const singleton = (pkgName, extra = {}) => {
    const version = versionOf(pkgName, fromDir);
    return { singleton: true, eager, strictVersion, version, requiredVersion: rangeOf(version), ...extra };
  };
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react'),
    'react/jsx-dev-runtime': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom'),
    'react-router-dom': singleton('react-router-dom', { import: routerFacade(fromDir) }),
    zustand: singleton('zustand'),
    'zustand/vanilla': singleton('zustand'),
    '@receipts/shared': singleton('@receipts/shared'),
  };
}

/** react-router's package exports only its development build; production builds take the minified one. */
function routerAliases(production, fromDir = __dirname) {
  if (!production) return {};
  const dir = path.dirname(require.resolve('react-router/package.json', { paths: [fromDir] }));
  return { 'react-router$': path.join(dir, 'dist', 'production', 'index.mjs') };
}

module.exports = { sharedSingletons, routerAliases, routerFacade };
