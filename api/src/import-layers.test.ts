/** @jest-environment node */
// @engine-agnostic: lints the import layers; no database (runs in the PostgreSQL pass only when both run: api/scripts/run-tests.mjs).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const FIXTURE = 'api/lint-fixtures/upward-imports';

/** The workspace's lint config on the fixture (which the everyday `eslint .` leaves out, for it is wrong on purpose). */
function lintFixture() {
  const eslint = path.join(ROOT, 'node_modules', '.bin', 'eslint');
  const result = spawnSync(eslint, ['--no-ignore', '--format', 'json', FIXTURE], { cwd: ROOT, encoding: 'utf8' });
  const files = JSON.parse(result.stdout) as { filePath: string; messages: { ruleId: string | null }[] }[];
  const reports = files.flatMap((file) =>
    file.messages.map((message) => `${path.relative(path.join(ROOT, FIXTURE), file.filePath)} ${message.ruleId}`),
  );
  return { status: result.status, reports: reports.sort() };
}

describe('the API layer rule', () => {
  it('fails lint on every import from a lower layer to a higher one, and on none downwards', () => {
    const { status, reports } = lintFixture();
    expect(status).toBe(1);
    // db → auth, repositories → auth, a domain's data → its plugins, plugins and openapi → routes, a domain's plugin
    // → its routes, a domain's route → another domain's, seed (outside domains/) → a domain's route; the downward
    // imports beside them (a domain's route → another's data, → the shared route helpers) pass.
    expect(reports).toEqual([
      'db/client.ts import-x/no-restricted-paths',
      'domains/games/routes/games.ts import-x/no-restricted-paths',
      'domains/notes/data/notes.ts import-x/no-restricted-paths',
      'domains/notes/plugins/bus.ts import-x/no-restricted-paths',
      'openapi/facts.ts import-x/no-restricted-paths',
      'plugins/csrf.ts import-x/no-restricted-paths',
      'repositories/users.ts import-x/no-restricted-paths',
      'seed/demo.ts import-x/no-restricted-paths',
    ]);
  }, 120_000);
});
