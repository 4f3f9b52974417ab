/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..', '..');
// Under the repository (its node_modules resolve), named like the package (the preset finds it in the registry).
const WORK = path.join(ROOT, '.data', 'tooling-tests', `types-${process.pid}`);
const COPY = path.join(WORK, 'mfe-admin-avatar');

function build() {
  const env = { ...process.env, RECEIPTS_SKIP_TYPES: '' };
  const result = spawnSync('npm', ['run', 'build'], { cwd: COPY, env, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

beforeAll(() => {
  fs.rmSync(WORK, { recursive: true, force: true });
  fs.cpSync(path.join(ROOT, 'mfe-admin-avatar'), COPY, { recursive: true, filter: (file) => !/node_modules|[/\\]dist$/.test(file) });
  // Its tsconfig extends the repository's by a relative path: the same files, from where the copy is.
  const tsconfig = { extends: path.join(ROOT, 'tsconfig.base.json'), include: ['src', path.join(ROOT, 'shared', 'web', 'types')] };
  fs.writeFileSync(path.join(COPY, 'tsconfig.json'), JSON.stringify(tsconfig));
});
afterAll(() => fs.rmSync(WORK, { recursive: true, force: true }));

describe('federated types of a remote build', () => {
  it('are published beside the manifest, which names them; a build whose type generation fails exits non-zero', () => {
    const good = build();
    expect(good.status).toBe(0);
    const manifest = JSON.parse(fs.readFileSync(path.join(COPY, 'dist', 'mf-manifest.json'), 'utf8'));
    expect(manifest.metaData.types).toMatchObject({ zip: '@mf-types.zip', api: '@mf-types.d.ts' });
    expect(fs.statSync(path.join(COPY, 'dist', '@mf-types.zip')).size).toBeGreaterThan(0);
    expect(fs.readFileSync(path.join(COPY, 'dist', '@mf-types.d.ts'), 'utf8')).toContain("'REMOTE_ALIAS_IDENTIFIER/routes'");

    // A type error in the exposed module: TypeScript emits no declarations the plugin accepts.
    fs.appendFileSync(path.join(COPY, 'src', 'routes.tsx'), "\nexport const broken: number = 'not a number';\n");
    const broken = build();
    expect(broken.status).not.toBe(0);
    expect(broken.output).toContain('@mf-types.zip was not generated');
  }, 240_000);
});
