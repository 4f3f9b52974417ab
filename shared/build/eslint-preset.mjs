// ESLint preset for the whole workspace (flat config): JavaScript and TypeScript recommendations, the React hooks
// rules, and the import boundaries between packages and features. The root eslint.config.mjs applies it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The remotes, found by their folders' pattern: a new remote's folder gets the same boundaries without an edit here. */
const REMOTES = fs
  .readdirSync(ROOT)
  .filter((name) => /^mfe-[a-z0-9-]+$/.test(name) && fs.existsSync(path.join(ROOT, name, 'package.json')))
  .sort();

/** Every workspace package's folder: the libraries in shared/, then the apps. */
const PACKAGES = ['shared/contract', 'shared/web', 'shared/build', 'shared/testing', 'api', 'shell', 'e2e', ...REMOTES];

/** Paths that reach into another workspace package by folder instead of by its name. */
const otherPackage = (self) =>
  PACKAGES.filter((folder) => folder !== self).map((folder) =>
    folder === 'shared/build' ? '**/shared/build/**' : `**/${path.basename(folder)}/src/**`,
  );

const restricted = (patterns, paths = []) => ['error', { patterns, paths }];

const APP_CODE = {
  group: ['@receipts/shell', '@receipts/shell/*', '@receipts/mfe-*', '@receipts/api', '@receipts/api/*'],
  message: 'Packages never import an app (the shell, a remote or the API): share code through the libraries in shared/.',
};
const ZOD_SCHEMAS = {
  group: ['@receipts/contract/schemas', 'zod'],
  message: 'Browser code takes types from @receipts/contract (import type); the zod schemas are for the API and tests.',
  allowTypeImports: true,
};
const TESTING = { group: ['@receipts/testing', '@receipts/testing/*'], message: '@receipts/testing is for tests only.' };
const BUILD = {
  group: ['@receipts/build', '@receipts/build/*'],
  message: '@receipts/build is for build, lint and test configuration only.',
};
/** The contract is the bottom layer: what the API and every client share, with no runtime, React or test code. */
const CONTRACT_ONLY = {
  group: ['@receipts/shared', '@receipts/shared/*', 'react', 'react-*', 'react/*', '@radix-ui/*', 'zustand', 'ky'],
  message: 'The contract imports no web runtime, React or browser library: the web runtime imports the contract, not the reverse.',
};
/**
 * Features talk to each other through their index only: from src/features/<a>/<kind>/file, '../../<b>' is
 * fine, '../../<b>/components/x' is not (nor is '…/features/<b>/…' from anywhere else).
 */
const FEATURE_INTERNALS = {
  group: ['../../*/*', '!../../../**', '**/features/*/*'],
  message: "Import another feature through its index ('../../<feature>'), not its internals.",
};
const OUTSIDE_FEATURES_INTERNALS = {
  group: ['**/features/*/*'],
  message: "Import a feature through its index ('features/<feature>'), not its internals.",
};

/**
 * What 'react-router-dom' gives at run time is the shared facade (shared/web/src/router-facade: only the routing API
 * listed there is shared, tree-shaken). TypeScript sees the whole package, so lint keeps imports to that list.
 */
const ROUTER_FACADE_NAMES = [
  ...fs.readFileSync(new URL('../web/src/router-facade/index.ts', import.meta.url), 'utf8').matchAll(/export (?:type )?\{([^}]*)\}/g),
].flatMap((match) =>
  match[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);
const ROUTER_IMPORTS = [
  {
    name: 'react-router-dom',
    allowImportNames: ROUTER_FACADE_NAMES,
    message: 'Only the routing API in shared/web/src/router-facade is shared at run time: add the name there first.',
  },
  { name: 'react-router', message: "Import routing from 'react-router-dom' (the shared facade)." },
];

function boundaries() {
  return [
    // The libraries depend one way: contract <- web <- the apps; build and testing are for configuration and tests.
    {
      name: 'receipts/boundaries/contract',
      files: ['shared/contract/**/*.{ts,tsx,mjs,cjs,js}'],
      ignores: ['shared/contract/*.config.cjs'],
      rules: {
        'no-restricted-imports': restricted([
          APP_CODE,
          CONTRACT_ONLY,
          TESTING,
          BUILD,
          { group: otherPackage('shared/contract'), message: 'Import another package by its name, not its folder.' },
        ]),
      },
    },
    {
      name: 'receipts/boundaries/web',
      files: ['shared/web/src/**/*.{ts,tsx}'],
      rules: {
        'no-restricted-imports': restricted([
          APP_CODE,
          TESTING,
          BUILD,
          { group: otherPackage('shared/web'), message: 'Import another package by its name, not its folder.' },
        ]),
      },
    },
    ...['shared/build', 'shared/testing'].map((folder) => ({
      name: `receipts/boundaries/${folder.replace('shared/', '')}`,
      files: [`${folder}/**/*.{ts,tsx,mjs,cjs,js}`],
      rules: {
        'no-restricted-imports': restricted([
          APP_CODE,
          { group: otherPackage(folder), message: 'Import another package by its name, not its folder.' },
        ]),
      },
    })),
    {
      name: 'receipts/boundaries/api',
      files: ['api/**/*.{ts,mts,cts,mjs,cjs,js}'],
      rules: {
        'no-restricted-imports': restricted(
          [APP_CODE, { group: otherPackage('api'), message: 'The API imports other packages by their names, and no front-end code.' }],
          [
            {
              name: '@receipts/shared',
              message:
                'The API uses @receipts/contract (and /schemas), and of the web runtime only its server-side entries (/boot, /route-match…).',
            },
          ],
        ),
      },
    },
    ...['shell', ...REMOTES].flatMap((app) => [
      {
        name: `receipts/boundaries/${app}`,
        files: [`${app}/src/**/*.{ts,tsx}`],
        ignores: [`${app}/src/features/**`],
        rules: {
          'no-restricted-imports': restricted(
            [
              {
                ...APP_CODE,
                message: 'No app imports another (remotes meet only through the shell at runtime and the libraries in shared/).',
              },
              { group: otherPackage(app), message: 'No app reaches into another package by path.' },
              OUTSIDE_FEATURES_INTERNALS,
              ZOD_SCHEMAS,
              TESTING,
              BUILD,
            ],
            ROUTER_IMPORTS,
          ),
        },
      },
      {
        name: `receipts/boundaries/${app}/features`,
        files: [`${app}/src/features/**/*.{ts,tsx}`],
        rules: {
          'no-restricted-imports': restricted(
            [
              {
                ...APP_CODE,
                message: 'No app imports another (remotes meet only through the shell at runtime and the libraries in shared/).',
              },
              { group: otherPackage(app), message: 'No app reaches into another package by path.' },
              FEATURE_INTERNALS,
              ZOD_SCHEMAS,
              TESTING,
              BUILD,
            ],
            ROUTER_IMPORTS,
          ),
        },
      },
    ]),
    {
      // Tests may use the test helpers and the schemas (the shared ones to build mocks).
      name: 'receipts/boundaries/tests',
      files: ['**/*.test.{ts,tsx}', '**/src/test/**/*.{ts,tsx}'],
      rules: {
        'no-restricted-imports': restricted([APP_CODE]),
      },
    },
    {
      // Every e2e spec runs under the page's CSP guard, so no journey passes with a blocked script or style: its `test` fails on any CSP violation.
      name: 'receipts/boundaries/e2e-specs',
      files: ['e2e/tests/**/*.ts'],
      rules: {
        'no-restricted-imports': restricted(
          [],
          [
            {
              name: '@playwright/test',
              message: "Import test and expect from '../support/test' (it fails a test on any CSP violation).",
              allowTypeImports: true,
            },
          ],
        ),
      },
    },
  ];
}

/**
 * No import cycles: in a cycle, which module's top level runs first depends on who imported whom first, and a
 * value read there can still be undefined. Type-only imports are erased at build time and do not count; dynamic
 * imports do (a lazy chunk that imports its importer is still a cycle to untangle). Proven by
 * shared/build/lint-fixtures/import-cycle (shared/build/tests/import-cycles.test.ts lints it and expects the error).
 */
function importCycles() {
  return {
    name: 'receipts/import-cycles',
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files the rule follows, and how it reads them (TypeScript's parser for TypeScript).
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json'],
          // The API's ESM imports name the compiled .js; the source is the .ts beside it.
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
          conditionNames: ['types', 'import', 'require', 'node', 'default'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  };
}

/** The whole configuration, for a root eslint.config.mjs. */
export function eslintConfig({ ignores = [] } = {}) {
  return tseslint.config(
    {
      ignores: [
        '**/node_modules/**',
        '**/dist/**',
        '**/.tmp/**',
        '**/coverage/**',
        '**/.data/**',
        '**/playwright-report/**',
        '**/@mf-types/**',
        '**/test-results/**',
        ...ignores,
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      name: 'receipts/base',
      languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node, ...globals.jest } },
      linterOptions: { reportUnusedDisableDirectives: 'error' },
      rules: {
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
        '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
        '@typescript-eslint/no-require-imports': ['error', { allow: ['^s3rver$'] }],
        'no-new-func': 'error',
      },
    },
    {
      // Raw SQL rows and test answers are untyped until a mapper or an assertion gives them the contract's type.
      name: 'receipts/api-raw-rows',
      files: ['api/**/*.ts'],
      rules: { '@typescript-eslint/no-explicit-any': 'off' },
    },
    {
      name: 'receipts/commonjs',
      files: ['**/*.cjs', '**/*.config.js'],
      languageOptions: { sourceType: 'commonjs' },
      rules: { '@typescript-eslint/no-require-imports': 'off' },
    },
    {
      name: 'receipts/react-hooks',
      files: ['**/*.tsx', '**/src/**/hooks/**/*.ts', '**/use-*.ts'],
      plugins: { 'react-hooks': reactHooks },
      rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
    },
    ...boundaries(),
    importCycles(),
  );
}
