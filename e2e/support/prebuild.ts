import { execSync } from 'node:child_process';
import { buildAlternativeRemotes } from './alt-remote';
import { ROOT } from './env';

/**
 * What every e2e run serves: the production builds of the front ends and the API (each rebuilt when stale), and the
 * alternative builds of a remote the squad specs deploy. `npm test` runs this once (`npx tsx e2e/support/prebuild.ts`)
 * before its two e2e runs, which then only serve what it built (E2E_PREBUILT=1): two runs building the same folders
 * at once would overwrite each other's output.
 *
 * Without the remotes' federated types: no page loads them, and generating them was half of each remote's build (two
 * TypeScript programs). Their own test builds a remote with them (shared/build/tests/federated-types.test.ts), and
 * `npm start` rebuilds a remote whose build has none (scripts/lib.mjs, needsBuild).
 */
export function prebuild(): void {
  process.env.RECEIPTS_SKIP_TYPES = '1';
  execSync('node -e "import(\'./scripts/lib.mjs\').then((m) => { m.buildFrontends(); m.buildApi(); })"', { cwd: ROOT, stdio: 'inherit' });
  buildAlternativeRemotes();
}

if (require.main === module) prebuild();
