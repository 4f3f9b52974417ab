#!/usr/bin/env node
/**
 * Deploys and rolls back one remote without anyone else releasing (README: "How a squad develops and deploys its
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
 * server re-reads it on every page, so each change takes effect on the next load.
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const REGISTRY = require('../src/routes/remotes.registry.json');
const { MANIFEST_FILE } = require('./mf-manifest-data.cjs');
/** How many earlier versions a map entry remembers for rollbacks. */
const HISTORY = 10;

/** A hash of every file of a build (names and bytes), so one version built twice with changes gets a new folder. */
function contentHash(dir) {
  const hash = createHash('sha256');
  const walk = (at) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else
        hash
          .update(`${path.relative(dir, full)}\0`)
          .update(fs.readFileSync(full))
          .update('\0');
    }
  };
  walk(dir);
  return hash.digest('hex').slice(0, 10);
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
    else throw new Error(`Unknown option ${flag}.`);
  }
  if (args.canary !== undefined && !(Number.isInteger(args.canary) && args.canary >= 1 && args.canary <= 99)) {
    throw new Error('--canary takes a whole percentage from 1 to 99.');
  }
  return args;
}

function run(argv, { cwd = process.cwd(), log = console.log } = {}) {
  const args = parseArgs(argv);
  const packageDir = path.resolve(cwd, args.package ?? '.');
  const remote = REGISTRY.find((entry) => entry.folder === path.basename(packageDir));
  if (!remote) throw new Error(`${packageDir} is not a remote in shared/src/routes/remotes.registry.json.`);
  if (!args.to && !args.map) throw new Error('Say where: --to <dir> (its remotes.json is the map) or --map <file>.');
  const mapFile = path.resolve(cwd, args.map ?? path.join(args.to, 'remotes.json'));
  const map = readMap(mapFile);

  if (args.command === 'rollback') {
    const { entry, to, what } = rollbackEntry(map[remote.name]);
    writeMapAtomically(mapFile, { ...map, [remote.name]: JSON.parse(JSON.stringify(entry)) });
    log(`${remote.name}: ${what}; now serving ${to}`);
    return { to };
  }
  if (args.command !== 'deploy') throw new Error('Commands: deploy, rollback.');
  if (args.promote) {
    const entry = promoteEntry(map[remote.name]);
    writeMapAtomically(mapFile, { ...map, [remote.name]: entry });
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
  writeMapAtomically(mapFile, { ...map, [remote.name]: deployEntry(map[remote.name], manifest, { canary: args.canary }) });
  log(
    `${remote.name} ${release}: published to ${target}; ${args.canary ? `canary for ${args.canary}% of browsers` : 'serving everyone'} (${manifest})`,
  );
  return { release, target, manifest };
}

module.exports = { contentHash, deployEntry, promoteEntry, rollbackEntry, writeMapAtomically, run };

if (require.main === module) {
  try {
    run(process.argv.slice(2));
  } catch (error) {
    console.error(`deploy: ${error.message}`);
    process.exit(1);
  }
}
