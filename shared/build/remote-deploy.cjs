#!/usr/bin/env node
/**
 * Deploys and rolls back one remote without anyone else releasing (docs/squads.md: "How a squad develops and deploys its
 * remote"). Run from a remote's package (its package.json has the script entries):
 *
 *   npm run deploy -w mfe-feed -- --to /srv/receipts            publish dist/, point the map at it
 *   npm run deploy -w mfe-feed -- --to /srv/receipts --canary 10  …as a canary for 10% of browsers
 *   npm run deploy -w mfe-feed -- --to /srv/receipts --promote    make the current canary the version for everyone
 *   npm run rollback -w mfe-feed -- --to /srv/receipts           back to the previous version (or drop the canary)
 *
 * `--to <dir>` holds the remotes map (`<dir>/remotes.json`, or `--map <file>`) and one immutable folder per
 * published build, `<dir>/<package folder>/<version>-<content hash>/`, which the API serves at /deploys/… when
 * REMOTES_MAP is that map (`--base-url` names another origin, e.g. a CDN that serves <dir>). Earlier folders are
 * kept, so a rollback is only a map change. The map is replaced atomically (temporary file, then rename): the
 * server applies each changed entry to the site's registry of remotes on the next page, so it takes effect then.
 *
 * A deploy never drops another remote. The first deploy into a folder without a map starts it from the remotes the
 * site serves (`--site <origin>`), or is refused with what to do (`--new-site` for a site with no remotes yet); with
 * `--site`, a map that lacks a remote the site serves is refused too. `--retire <name>` (repeatable) retires a remote
 * on purpose: the map keeps `{ "retired": true }` for it, which the server applies to the registry.
 * With `--site` and SECRET_KEY (the site's), the deploy also registers the new entry with the site directly (a signed
 * call to /api/site/remotes/), for sites whose instances do not share the map's folder.
 */
const fs = require('node:fs');
const path = require('node:path');

const { createHash: hash, createHmac } = require('node:crypto');
const { MANIFEST_FILE, remoteDeclaration } = require('./mf-manifest-data.cjs');
/** How many earlier versions a map entry remembers for rollbacks. */
const HISTORY = 10;

/** A hash of every file of a build (names and bytes), so one version built twice with changes gets a new folder. */
function contentHash(dir) {
  const digest = hash('sha256');
  const walk = (at) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else
        digest
          .update(`${path.relative(dir, full)}\0`)
          .update(fs.readFileSync(full))
          .update('\0');
    }
  };
  walk(dir);
  return digest.digest('hex').slice(0, 10);
}

function readMap(file) {
  if (!fs.existsSync(file)) return {};
  const map = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!map || typeof map !== 'object' || Array.isArray(map)) throw new Error(`${file} is not a remotes map (an object of name → entry).`);
  return map;
}

/** Temporary file in the same folder, then rename: a reader sees the old map or the new one, never half of one. */
function writeMapAtomically(file, map) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  fs.writeFileSync(temporary, `${JSON.stringify(map, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

/** A map entry as an object: { manifest, previous?, canary? } (operators may also write a bare manifest URL). */
function entryOf(value) {
  if (typeof value === 'string') return { manifest: value };
  return value && typeof value === 'object' ? { ...value } : {};
}

/** The entry after publishing `manifest`: for everyone (the current one joins the history) or as a canary. */
function deployEntry(value, manifest, { canary } = {}) {
  const entry = entryOf(value);
  if (canary !== undefined) {
    if (!entry.manifest) throw new Error('A canary needs a current version to run beside: deploy without --canary first.');
    return { ...entry, canary: { manifest, percent: canary } };
  }
  const previous =
    entry.manifest && entry.manifest !== manifest ? [...(entry.previous ?? []), entry.manifest].slice(-HISTORY) : entry.previous;
  const { canary: _dropped, ...rest } = entry;
  return { ...rest, manifest, ...(previous?.length ? { previous } : {}) };
}

/** The canary becomes the version for everyone. */
function promoteEntry(value) {
  const entry = entryOf(value);
  if (!entry.canary) throw new Error('There is no canary to promote.');
  return deployEntry(entry, entry.canary.manifest);
}

/** Rollback: a running canary is dropped first; otherwise the previous version comes back. */
function rollbackEntry(value) {
  const entry = entryOf(value);
  if (entry.canary) {
    const { canary: _dropped, ...rest } = entry;
    return { entry: rest, to: rest.manifest, what: 'dropped the canary' };
  }
  const previous = [...(entry.previous ?? [])];
  const to = previous.pop();
  if (!to) throw new Error('There is no earlier version to roll back to.');
  return { entry: { ...entry, manifest: to, ...(previous.length ? { previous } : { previous: undefined }) }, to, what: 'rolled back' };
}

function parseArgs(argv) {
  const args = { command: argv[0] };
  for (let i = 1; i < argv.length; i += 1) {
    const flag = argv[i];
    const next = () => {
      const value = argv[(i += 1)];
      if (value === undefined) throw new Error(`${flag} needs a value.`);
      return value;
    };
    if (flag === '--to') args.to = next();
    else if (flag === '--map') args.map = next();
    else if (flag === '--package') args.package = next();
    else if (flag === '--base-url') args.baseUrl = next();
    else if (flag === '--canary') args.canary = Number(next());
    else if (flag === '--promote') args.promote = true;
    else if (flag === '--site') args.site = next();
    else if (flag === '--retire') args.retire = [...(args.retire ?? []), next()];
    else if (flag === '--new-site') args.newSite = true;
    else throw new Error(`Unknown option ${flag}.`);
  }
  if (args.canary !== undefined && !(Number.isInteger(args.canary) && args.canary >= 1 && args.canary <= 99)) {
    throw new Error('--canary takes a whole percentage from 1 to 99.');
  }
  return args;
}

/** `<seconds>.<HMAC-SHA256>` of the call with the site's SECRET_KEY, as api/src/domains/site/routes/site-remotes.ts checks it. */
function signature(secretKey, method, url, body, seconds = Math.floor(Date.now() / 1000)) {
  const bodyHash = hash('sha256')
    .update(body === undefined || body === null ? '' : JSON.stringify(body))
    .digest('hex');
  return `${seconds}.${createHmac('sha256', secretKey).update(`${seconds}\n${method}\n${url}\n${bodyHash}`).digest('hex')}`;
}

/** A signed call to the site's registry of remotes. */
async function siteCall(site, secretKey, method, url, body) {
  const response = await fetch(new URL(url, site), {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-receipts-deploy': signature(secretKey, method, url, body),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok && response.status !== 204)
    throw new Error(`${method} ${url} on ${site} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

/** The remotes the site serves now, as map entries (name → entry). */
async function servedRemotes(site, secretKey) {
  if (secretKey) {
    const { remotes } = await siteCall(site, secretKey, 'GET', '/api/site/remotes/');
    return Object.fromEntries(remotes.map((remote) => [remote.name, remote.entry]));
  }
  const response = await fetch(new URL('/remotes.json', site), { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`${site}/remotes.json answered ${response.status}`);
  const map = await response.json();
  // Without SECRET_KEY a staff-only remote is listed without its files: it cannot be copied into a map.
  const hidden = Object.keys(map).filter((name) => !map[name].manifest);
  if (hidden.length) throw new Error(`${site} lists ${hidden.join(', ')} only to staff: set SECRET_KEY (the site's) to read them.`);
  return Object.fromEntries(Object.entries(map).map(([name, { manifest, canary }]) => [name, { manifest, ...(canary ? { canary } : {}) }]));
}

const retired = (value) => Boolean(value && typeof value === 'object' && value.retired === true);

/**
 * The map to write into, never one that would drop a remote: a missing map starts from the site's remotes (or is
 * refused), and with --site one lacking a served remote is refused unless that remote is being retired.
 */
async function startingMap(mapFile, args, name, env) {
  const exists = fs.existsSync(mapFile);
  const map = readMap(mapFile);
  const served = args.site ? await servedRemotes(args.site, env.SECRET_KEY) : null;
  const retiring = new Set(args.retire ?? []);
  if (!exists && !served && !args.newSite) {
    throw new Error(
      `${mapFile} does not exist yet. A map with only ${name} would stop the site serving its other remotes. ` +
        "Start it from the site: --site <origin> (with SECRET_KEY for its staff-only remotes), or copy the site's map " +
        'there; for a site with no remotes yet, pass --new-site.',
    );
  }
  if (!served) return map;
  const start = exists ? map : { ...served };
  const missing = Object.keys(served).filter((remote) => remote !== name && !retiring.has(remote) && !(remote in start));
  if (missing.length) {
    throw new Error(
      `${mapFile} lacks ${missing.join(', ')}, which the site serves: deploying it would drop them. ` +
        'Add them to the map, or retire them on purpose with --retire <name>.',
    );
  }
  return start;
}

async function run(argv, { cwd = process.cwd(), log = console.log, env = process.env } = {}) {
  const args = parseArgs(argv);
  const packageDir = path.resolve(cwd, args.package ?? '.');
  const remote = { ...remoteDeclaration(packageDir), folder: path.basename(packageDir) };
  if (!args.to && !args.map) throw new Error('Say where: --to <dir> (its remotes.json is the map) or --map <file>.');
  const mapFile = path.resolve(cwd, args.map ?? path.join(args.to, 'remotes.json'));
  args.site ??= env.RECEIPTS_SITE;
  const map = await startingMap(mapFile, args, remote.name, env);
  for (const name of args.retire ?? []) map[name] = { retired: true };
  const register = async (entry) => {
    if (!args.site || !env.SECRET_KEY) return;
    await siteCall(args.site, env.SECRET_KEY, 'PUT', `/api/site/remotes/${remote.name}`, {
      folder: remote.folder,
      entry,
      access: remote.access,
    });
    for (const name of args.retire ?? [])
      await siteCall(args.site, env.SECRET_KEY, 'DELETE', `/api/site/remotes/${name}`).catch(() => null);
  };
  const current = retired(map[remote.name]) ? undefined : map[remote.name];

  if (args.command === 'rollback') {
    const { entry, to, what } = rollbackEntry(current);
    const written = JSON.parse(JSON.stringify(entry));
    writeMapAtomically(mapFile, { ...map, [remote.name]: written });
    await register(written);
    log(`${remote.name}: ${what}; now serving ${to}`);
    return { to };
  }
  if (args.command !== 'deploy') throw new Error('Commands: deploy, rollback.');
  if (args.promote) {
    const entry = promoteEntry(current);
    writeMapAtomically(mapFile, { ...map, [remote.name]: entry });
    await register(entry);
    log(`${remote.name}: canary promoted; now serving ${entry.manifest}`);
    return { to: entry.manifest };
  }
  if (!args.to) throw new Error('deploy needs --to <dir>: where the versioned folders are published.');
  const dist = path.join(packageDir, 'dist');
  const manifestFile = path.join(dist, MANIFEST_FILE);
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build first (npm run build -w ${remote.folder}).`);
  const version = JSON.parse(fs.readFileSync(manifestFile, 'utf8')).metaData?.buildInfo?.buildVersion ?? '0.0.0';
  const release = `${version}-${contentHash(dist)}`;
  const target = path.resolve(cwd, args.to, remote.folder, release);
  if (!fs.existsSync(target)) {
    // Copied under a temporary name, then renamed: a folder that exists is always complete, and never changes.
    const partial = `${target}.${process.pid}.partial`;
    fs.rmSync(partial, { recursive: true, force: true });
    fs.cpSync(dist, partial, { recursive: true });
    fs.renameSync(partial, target);
  }
  const manifest = `${(args.baseUrl ?? '/deploys').replace(/\/$/, '')}/${remote.folder}/${release}/${MANIFEST_FILE}`;
  const entry = deployEntry(current, manifest, { canary: args.canary });
  writeMapAtomically(mapFile, { ...map, [remote.name]: entry });
  await register(entry);
  log(
    `${remote.name} ${release}: published to ${target}; ${args.canary ? `canary for ${args.canary}% of browsers` : 'serving everyone'} (${manifest})`,
  );
  return { release, target, manifest };
}

module.exports = { contentHash, deployEntry, promoteEntry, rollbackEntry, writeMapAtomically, signature, run };

if (require.main === module) {
  run(process.argv.slice(2)).catch((error) => {
    console.error(`deploy: ${error.message}`);
    process.exit(1);
  });
}
