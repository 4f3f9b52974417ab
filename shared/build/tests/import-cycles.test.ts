/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..', '..');
const FIXTURE = 'shared/build/lint-fixtures/import-cycle';

/** The workspace's lint config on the fixture (which the everyday `eslint .` leaves out, for it is wrong on purpose). */
function lintFixture() {
  const eslint = path.join(ROOT, 'node_modules', '.bin', 'eslint');
  const result = spawnSync(eslint, ['--no-ignore', '--format', 'json', FIXTURE], { cwd: ROOT, encoding: 'utf8' });
  return { status: result.status, files: JSON.parse(result.stdout) as { messages: { ruleId: string | null }[] }[] };
}

describe('the import-cycle rule', () => {
  it('fails lint on two modules that import each other', () => {
    const { status, files } = lintFixture();
    expect(status).toBe(1);
    const rules = files.flatMap((file) => file.messages.map((message) => message.ruleId));
    expect(rules).toEqual(['import-x/no-cycle', 'import-x/no-cycle']);
  }, 120_000);
});
