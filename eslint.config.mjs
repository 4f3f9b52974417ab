// `npm run lint`: one flat config for every package, built from the preset in shared/build.
import fs from 'node:fs';
import path from 'node:path';
import { importX } from 'eslint-plugin-import-x';
import { eslintConfig } from './shared/build/eslint-preset.mjs';

/**
 * The API's layers import downwards only: db ← data (repositories/, each domain's data/) ← plugins and jobs
 * (plugins/, jobs/, openapi/, each domain's plugins/ and jobs/) ← routes (routes/, each domain's routes/). A domain
 * (domains/<name>/) holds all of one feature, its layers told apart by folder; it may use another domain's lower
 * layers, never its routes, and nothing outside domains/ imports a domain's routes. A repository that reached up
 * into auth, or a plugin into a route's helpers, would tie the lower layer to what is built on it (and an autoloaded
 * folder to another's load order). Applied to api/src and to api/lint-fixtures/upward-imports, which breaks every zone
 * on purpose (api/src/import-layers.test.ts).
 */
function apiLayers(root) {
  const at = (glob) => `${root}/${glob}`;
  const zone = (target, from, why) => ({ target: target.map(at), from: from.map(at), message: why });
  const domainsDir = path.join(import.meta.dirname, root, 'domains');
  const domains = fs.existsSync(domainsDir)
    ? fs.readdirSync(domainsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())
    : [];
  return [
    zone(['db/**'], ['{repositories,plugins,routes,auth,domains}/**'], 'db/ is the bottom layer: it imports no layer above it.'),
    zone(
      ['repositories/**', 'domains/*/data/**'],
      ['{plugins,routes,auth}/**', 'domains/*/{plugins,jobs,routes}/**'],
      "A data layer (repositories/, a domain's data/) stands on db/ and other data only: move what it needs down.",
    ),
    zone(
      ['{plugins,jobs,openapi}/**', 'domains/*/{plugins,jobs}/**'],
      ['routes/**', 'domains/*/routes/**'],
      'Plugins and jobs are what routes stand on: they import no route file.',
    ),
    zone(['*.ts', '!(domains)/**'], ['domains/*/routes/**'], "Nothing outside domains/ imports a domain's routes."),
    ...domains.map(({ name }) =>
      zone(
        [`domains/${name}/**`],
        [`domains/!(${name})/routes/**`],
        "A domain imports no other domain's routes: move what both need down.",
      ),
    ),
  ];
}

export default [
  ...eslintConfig({
    ignores: ['api/drizzle/**', 'api/bench/RESULTS.md', 'docs/**', 'shared/build/lint-fixtures/**', 'api/lint-fixtures/**'],
  }),
  {
    name: 'receipts/api-layers',
    files: ['api/src/**/*.ts', 'api/lint-fixtures/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...apiLayers('api/src'), ...apiLayers('api/lint-fixtures/upward-imports')] },
      ],
    },
  },
];
