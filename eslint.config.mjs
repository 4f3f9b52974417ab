// `npm run lint`: one flat config for every package, built from the preset in shared/build.
import { importX } from 'eslint-plugin-import-x';
import { eslintConfig } from './shared/build/eslint-preset.mjs';

/**
 * The API's layers import downwards only: db ← repositories ← plugins ← routes (and openapi, which the swagger
 * plugin loads, is below routes too). A repository that reached up into auth, or a plugin into a route's helpers, would
 * tie the lower layer to what is built on it (and an autoloaded folder to another's load order). Applied to api/src
 * and to api/lint-fixtures/upward-imports, which breaks every zone on purpose (api/src/import-layers.test.ts).
 */
function apiLayers(root) {
  const zone = (target, from, why) => ({ target: `${root}/${target}`, from: from.map((folder) => `${root}/${folder}`), message: why });
  return [
    zone('db', ['repositories', 'plugins', 'routes', 'auth'], 'db/ is the bottom layer: it imports no layer above it.'),
    zone('repositories', ['plugins', 'routes', 'auth'], 'repositories/ stand on db/ only: move what they need down.'),
    zone('plugins', ['routes'], 'plugins/ are what routes stand on: a plugin imports no route file.'),
    zone('openapi', ['routes'], 'openapi/ is loaded by a plugin: it imports no route file.'),
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
