// Adds to package-lock.json the other platforms' optional native packages (darwin, win32, other Linux CPUs…) that
// the registry mirror of the machine that wrote the lockfile did not carry. Without them `npm ci` refuses the
// lockfile ("Missing: @swc/core-darwin-arm64@ from lock file"). Each entry gets its os/cpu (and libc), so npm
// skips it on any other platform and fetches it by version where it applies. Run after `npm install` changes the
// lockfile: `node scripts/lockfile-platforms.mjs`.
import fs from 'node:fs';
import path from 'node:path';

const file = process.argv[2] ?? path.join(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const pk = lock.packages;
const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = {
  x64: 'x64',
  arm64: 'arm64',
  arm: 'arm',
  ia32: 'ia32',
  ppc64: 'ppc64',
  s390x: 's390x',
  loong64: 'loong64',
  riscv64: 'riscv64',
};
const added = [];
for (const [loc, meta] of Object.entries(pk)) {
  for (const [name, spec] of Object.entries(meta.optionalDependencies ?? {})) {
    // Already resolvable from where it is required (npm looks up the node_modules chain)?
    let dir = loc;
    let found = false;
    for (;;) {
      const candidate = (dir ? `${dir}/` : '') + `node_modules/${name}`;
      if (pk[candidate]) {
        found = true;
        break;
      }
      const idx = dir.lastIndexOf('/node_modules/');
      if (!dir) break;
      dir = idx >= 0 ? dir.slice(0, idx) : '';
    }
    if (found) continue;
    const parts = name.split('/').pop().split('-');
    const os = parts.find((p) => OS.includes(p));
    const cpu = parts.map((p) => CPU[p]).find(Boolean);
    // Skipped: e.g. @rspack/binding-wasm32-wasi (no os), which npm ci does not ask for.
    if (!os || !cpu || !/^\d+\.\d+\.\d+$/.test(spec)) continue;
    const entry = { version: spec, cpu: [cpu], ...(meta.dev ? { dev: true } : {}) };
    if (os === 'linux') entry.libc = [parts.includes('musl') || parts.includes('musleabihf') ? 'musl' : 'glibc'];
    Object.assign(entry, { optional: true, os: [os] });
    const at = `node_modules/${name}`;
    pk[at] = entry;
    added.push(at);
  }
}
lock.packages = Object.fromEntries(Object.entries(pk).sort(([a], [b]) => a.localeCompare(b, 'en')));
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added ${added.length} platform entries` : 'nothing to add');
