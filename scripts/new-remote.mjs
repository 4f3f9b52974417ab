#!/usr/bin/env node
// Scaffolds a new remote: `npm run new-remote -- <folder> --route </path> --title "<Title>" [--access staff] [--icon <name>]`.
// The folder (mfe-*) is all it takes: workspaces, lerna, the lint boundaries and the root scripts find remotes by
// that pattern, and the site learns it from its deploy (its remote.json travels in its mf-manifest.json). It builds,
// tests, lints, type-checks and deploys alone (`npm install` once, to link the new workspace).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ICONS = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared', 'web', 'src', 'site-map', 'nav-icons.json'), 'utf8'));
const FIRST_DEV_PORT = 3001;

function parseArgs(argv) {
  const args = { access: 'public', icon: 'page' };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const next = () => {
      const value = argv[(i += 1)];
      if (value === undefined) throw new Error(`${flag} needs a value.`);
      return value;
    };
    if (flag === '--route') args.route = next();
    else if (flag === '--title') args.title = next();
    else if (flag === '--access') args.access = next();
    else if (flag === '--icon') args.icon = next();
    else if (flag === '--root') args.root = next();
    else if (!flag.startsWith('--') && !args.folder) args.folder = flag;
    else throw new Error(`Unknown option ${flag}.`);
  }
  const usage = 'npm run new-remote -- mfe-<name> --route /<path> --title "<Title>" [--access staff] [--icon <name>]';
  if (!args.folder || !/^mfe-[a-z0-9-]+$/.test(path.basename(args.folder)))
    throw new Error(`Name the folder mfe-<name> (lowercase): ${usage}`);
  if (!args.route || !/^\/[a-z0-9/_-]*$/.test(args.route) || args.route.includes('//'))
    throw new Error(`--route takes a plain path (/leagues): ${usage}`);
  if (!args.title?.trim()) throw new Error(`--title names the page: ${usage}`);
  if (!['public', 'staff'].includes(args.access)) throw new Error('--access is public or staff.');
  if (!ICONS.includes(args.icon)) throw new Error(`--icon is one of ${ICONS.join(', ')}.`);
  return args;
}

/** The next dev port after every remote's of this repository (each remote.json's devPort). */
function nextDevPort(root) {
  const ports = fs
    .readdirSync(root)
    .filter((folder) => /^mfe-[a-z0-9-]+$/.test(folder) && fs.existsSync(path.join(root, folder, 'remote.json')))
    .map((folder) => JSON.parse(fs.readFileSync(path.join(root, folder, 'remote.json'), 'utf8')).devPort)
    .filter(Number.isInteger);
  return Math.max(FIRST_DEV_PORT - 1, ...ports) + 1;
}

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
const componentName = (title) =>
  `${
    title
      .replace(/[^A-Za-z0-9]+(.)?/g, (_m, c) => (c ? c.toUpperCase() : ''))
      .replace(/^./, (c) => c.toUpperCase())
      .replace(/^(\d)/, 'Page$1') || 'New'
  }Page`;

function files({ folder, name, route, title, access, icon, devPort, relativeRoot }) {
  const page = componentName(title);
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'mfe-admin-moderation', 'package.json'), 'utf8'));
  return {
    'package.json': json({
      name: `@receipts/${folder}`,
      version: '0.1.0',
      private: true,
      scripts: {
        build: 'webpack --mode production',
        dev: 'webpack serve --mode development',
        deploy: `node ${relativeRoot}/shared/build/remote-deploy.cjs deploy`,
        rollback: `node ${relativeRoot}/shared/build/remote-deploy.cjs rollback`,
        test: `jest && node ${relativeRoot}/shared/build/remote-budget.cjs`,
        typecheck: 'receipts-tsc -p tsconfig.json',
      },
      sizeBudget: { entryKiB: 10, routesKiB: 16 },
      dependencies: pkg.dependencies,
      devDependencies: pkg.devDependencies,
    }),
    'remote.json': json({
      name,
      area: title.toLowerCase(),
      access,
      devPort,
      nav: [{ label: title, path: route, icon, group: access === 'staff' ? 'staff' : 'main', order: 100 }],
    }),
    'webpack.config.js': `const { createFederatedConfig } = require('@receipts/build/webpack');

// Name and dev port come from this remote's own remote.json.
module.exports = createFederatedConfig({
  dir: __dirname,
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
});
`,
    'jest.config.cjs': `const { jestConfig } = require('@receipts/build/jest');

module.exports = jestConfig({ dir: __dirname, environment: 'jsdom-fetch' });
`,
    'tsconfig.json': json({ extends: `${relativeRoot}/tsconfig.base.json`, include: ['src', `${relativeRoot}/shared/web/types`] }),
    'src/index.ts': `// Async boundary: lets the federation runtime negotiate shared singletons before any of them is used.
import('./bootstrap');
`,
    'src/bootstrap.tsx': `/** Standalone dev harness: \`npm run dev -w ${folder}\` renders this remote's pages without the shell. */
import { mountStandalone } from '@receipts/shared/standalone';
import { pages } from './routes';

mountStandalone('${folder}', pages);
`,
    'src/route-patterns.json': json([route]),
    'src/routes.tsx': `/** The one module this remote exposes (\`./routes\`): its pages, keyed by the paths it declares in src/route-patterns.json. */
import React from 'react';
import { authStore, registerRuntimeProbe, type RemoteRoutesModule } from '@receipts/shared';
import { ${page} } from './features/home';

registerRuntimeProbe('${name}', { react: React, authStore });

export const pages: RemoteRoutesModule['pages'] = {
  '${route}': ${page},
};

export default pages;
`,
    'src/features/home/index.ts': `export { ${page} } from './components/home-page';
`,
    'src/features/home/components/home-page.tsx': `import { Page } from '@receipts/shared';

export function ${page}() {
  return <Page title=${JSON.stringify(title)} />;
}
`,
    'src/routes.test.tsx': `import { render, screen } from '@testing-library/react';
import { isRoutePattern } from '@receipts/shared';
import routePatterns from './route-patterns.json';
import { pages } from './routes';

describe('${name} routes', () => {
  it('exposes a page for exactly the paths it declares', () => {
    expect(Object.keys(pages).sort()).toEqual([...routePatterns].sort());
    expect(routePatterns.filter((pattern) => !isRoutePattern(pattern))).toEqual([]);
  });

  it('shows its title as the heading of ${route}', () => {
    const Page = pages['${route}'];
    render(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: ${JSON.stringify(title)} })).toBeInTheDocument();
  });
});
`,
    'src/test/jest-dom.d.ts': `// Types for the jest-dom matchers that the shared jest preset installs (toBeInTheDocument, ...).
import '@testing-library/jest-dom';
`,
  };
}

/** Writes the remote's files; the folder must not exist yet. Returns what it wrote. */
export function scaffoldRemote(argv, { root = ROOT, log = console.log } = {}) {
  const args = parseArgs(argv);
  const dir = path.resolve(args.root ?? root, args.folder);
  const folder = path.basename(dir);
  if (fs.existsSync(dir)) throw new Error(`${dir} exists already.`);
  const relativeRoot = path.relative(dir, ROOT).split(path.sep).join('/');
  const name = folder.replace(/-/g, '_');
  const written = files({
    folder,
    name,
    route: args.route,
    title: args.title.trim(),
    access: args.access,
    icon: args.icon,
    devPort: nextDevPort(ROOT),
    relativeRoot,
  });
  for (const [file, text] of Object.entries(written)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  // Formatted as the repository's own files are, so `npm run lint` passes on it as it is.
  const prettier = path.join(ROOT, 'node_modules', 'prettier', 'bin', 'prettier.cjs');
  if (fs.existsSync(prettier))
    spawnSync(process.execPath, [prettier, '--config', path.join(ROOT, '.prettierrc.json'), '--write', dir, '--log-level', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
  log(
    `${folder}: ${args.access} remote ${name} with ${args.route} ("${args.title}"). Next: npm install (links the workspace), npm run build -w ${folder}, npm run deploy -w ${folder} -- --to <folder>`,
  );
  return { dir, name, files: Object.keys(written) };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    scaffoldRemote(process.argv.slice(2));
  } catch (error) {
    console.error(`new-remote: ${error.message}`);
    process.exit(1);
  }
}
