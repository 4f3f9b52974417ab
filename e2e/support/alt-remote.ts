import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, TMP } from './env';

export const ALT_BANNER = 'Directory build v2';

/**
 * A second build of mfe-directory with a visible change, made from a copy of the package so the
 * real one is untouched: its routes module wraps every page with a banner. The shell is not rebuilt.
 */
export function buildAlternativeDirectory(): string {
  const source = path.join(ROOT, 'mfe-directory');
  const copy = path.join(TMP, 'mfe-directory-v2');
  fs.cpSync(source, copy, { recursive: true, filter: (file) => !/node_modules|[/\\]dist$/.test(file) });
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

export const pages = Object.fromEntries(Object.entries(basePages).map(([path, Page]) => [path, withBanner(Page)]));
`,
  );
  const config = path.join(copy, 'webpack.config.js');
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("'./src/routes.tsx'", "'./src/routes-v2.tsx'"));
  execSync('npx webpack --mode production', { cwd: copy, stdio: 'inherit' });
  return path.join(copy, 'dist');
}
