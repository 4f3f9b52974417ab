import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ALT_BUILDS, MANIFEST_FILE, ROOT } from './env';

export const ALT_BANNER = 'Directory build v2';
/** A page only the second build has: the squad adds it by deploying its remote, nothing else is rebuilt. */
export const ALT_NEW_PATH = '/directory-whats-new';
export const ALT_NEW_HEADING = "What's new in the directory";
/** Where the copy is built (its dist is served from a second origin); its folder keeps the package's name,
 * which is how the build preset finds the remote in the registry. */
export const ALT_COPY = path.join(ALT_BUILDS, 'v2', 'mfe-directory');
/** What the second origin serves: the v2 build, with the incompatible one in a folder of it. */
export const ALT_DIST = path.join(ALT_COPY, 'dist');

/** Both alternative builds, from the current sources (about a minute of webpack). */
export function buildAlternativeRemotes(): void {
  buildIncompatibleDirectory(buildAlternativeDirectory());
}

/**
 * A second build of mfe-directory with a visible change, made from a copy of the package so the
 * real one is untouched: its routes module wraps every page with a banner and adds a page at a new path,
 * which it declares in its own route-patterns.json (so in its manifest). The shell is not rebuilt.
 */
export function buildAlternativeDirectory(): string {
  const source = path.join(ROOT, 'mfe-directory');
  const copy = ALT_COPY;
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(source, copy, { recursive: true, filter: (file) => !/node_modules|[/\\]dist$/.test(file) });
  pointTsconfigAtRepository(copy);
  fs.writeFileSync(
    path.join(copy, 'src', 'routes-v2.tsx'),
    `import type { ComponentType } from 'react';
import { pages as basePages } from './routes';

const withBanner = (Page: ComponentType) => () => (
  <>
    <p role="status">${ALT_BANNER}</p>
    <Page />
  </>
);

function WhatsNewPage() {
  return (
    <section className="rc-page">
      <h1>${ALT_NEW_HEADING.replace(/'/g, '&apos;')}</h1>
    </section>
  );
}

export const pages = Object.fromEntries(
  Object.entries({ ...basePages, '${ALT_NEW_PATH}': WhatsNewPage }).map(([path, Page]) => [path, withBanner(Page)]),
);
`,
  );
  const patterns = path.join(copy, 'src', 'route-patterns.json');
  fs.writeFileSync(patterns, JSON.stringify([...JSON.parse(fs.readFileSync(patterns, 'utf8')), ALT_NEW_PATH], null, 2));
  // The shared preset (shared/build/webpack.cjs) exposes './routes' from the file the package names.
  const config = path.join(copy, 'webpack.config.js');
  const configText = fs.readFileSync(config, 'utf8');
  if (!configText.includes("'./src/routes.tsx'")) throw new Error(`${config} no longer exposes './src/routes.tsx'; update alt-remote.ts`);
  fs.writeFileSync(config, configText.replace("'./src/routes.tsx'", "'./src/routes-v2.tsx'"));
  const pkg = path.join(copy, 'package.json');
  fs.writeFileSync(pkg, JSON.stringify({ ...JSON.parse(fs.readFileSync(pkg, 'utf8')), version: '2.0.0' }, null, 2));
  execSync('npx webpack --mode production', { cwd: copy, stdio: 'inherit' });
  const dist = path.join(copy, 'dist');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, MANIFEST_FILE), 'utf8')) as { metaData: { remoteEntry: { name: string } } };
  const entry = manifest.metaData.remoteEntry.name;
  if (!fs.existsSync(path.join(dist, entry))) throw new Error(`the alternative build has no ${entry}`);
  return dist;
}

/**
 * The copy's build publishes its types from its tsconfig.json, which extends the repository's by a relative path:
 * the same settings and files, by absolute paths from where the copy is.
 */
function pointTsconfigAtRepository(copy: string): void {
  const tsconfig = { extends: path.join(ROOT, 'tsconfig.base.json'), include: ['src', path.join(ROOT, 'shared', 'web', 'types')] };
  fs.writeFileSync(path.join(copy, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
}

/** Where a build of mfe-directory made against an incompatible major of @receipts/shared is served (same origin as v2). */
export const INCOMPATIBLE_FOLDER = 'incompatible';
const INCOMPATIBLE_COPY = path.join(ALT_BUILDS, 'v3', 'mfe-directory');

/**
 * mfe-directory built against @receipts/shared 2.0.0, a major this site does not run: the copy's
 * node_modules/@receipts/shared links to a copy of the web runtime's sources (shared/web) with the version bumped,
 * which is what its build resolves and declares (the build presets read the version the package being built resolves).
 * Its dist lands in a folder of the v2 build's dist, so the second origin serves both.
 */
export function buildIncompatibleDirectory(altDist: string): void {
  const copy = INCOMPATIBLE_COPY;
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(path.join(ROOT, 'mfe-directory'), copy, { recursive: true, filter: (file) => !/node_modules|[/\\]dist$/.test(file) });
  pointTsconfigAtRepository(copy);
  // Linked like the workspace links it (outside any node_modules folder, so the build compiles its sources).
  const shared = path.join(path.dirname(copy), 'shared-2.0.0');
  fs.rmSync(shared, { recursive: true, force: true });
  fs.cpSync(path.join(ROOT, 'shared', 'web'), shared, { recursive: true, filter: (file) => !/node_modules/.test(file) });
  fs.mkdirSync(path.join(copy, 'node_modules', '@receipts'), { recursive: true });
  fs.symlinkSync(shared, path.join(copy, 'node_modules', '@receipts', 'shared'), 'dir');
  const sharedPkg = path.join(shared, 'package.json');
  fs.writeFileSync(sharedPkg, JSON.stringify({ ...JSON.parse(fs.readFileSync(sharedPkg, 'utf8')), version: '2.0.0' }, null, 2));
  execSync('npx webpack --mode production', { cwd: copy, stdio: 'inherit' });
  const manifest = JSON.parse(fs.readFileSync(path.join(copy, 'dist', MANIFEST_FILE), 'utf8')) as {
    metaData: { receipts?: { sharedContract?: number } };
  };
  const contract = manifest.metaData.receipts?.sharedContract;
  if (contract !== 2) throw new Error(`the incompatible build declares contract ${contract}, not 2`);
  fs.cpSync(path.join(copy, 'dist'), path.join(altDist, INCOMPATIBLE_FOLDER), { recursive: true });
}
