/**
 * Whether a build is older than its sources: the one walk both the root scripts (scripts/lib.mjs) and a remote's
 * own size budget (remote-budget.cjs) use to decide to rebuild. CommonJS so both module systems can load it.
 */
const fs = require('node:fs');
const path = require('node:path');

/** What a build writes or unpacks, never its sources: node_modules, the build, the federated types a typecheck unpacks. */
const NOT_SOURCES = new Set(['node_modules', 'dist', '@mf-types']);

/** Newest modification time under a folder (skipping what is not a source). */
function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (NOT_SOURCES.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

module.exports = { newestMtime };
