/** Jest preset for every package: swc transform, jsdom for UI code, ESM-only ky transformed. */
const path = require('node:path');

/**
 * `environment: 'jsdom-fetch'` is jsdom plus Node's fetch API (Request, Response, streams, TextEncoder…), which
 * the HTTP mocks of `@receipts/testing` (MSW handlers generated from the endpoint table) need.
 */
const ENVIRONMENTS = { jsdom: 'jsdom', 'jsdom-fetch': require.resolve('jest-fixed-jsdom'), node: 'node' };

function jestConfig({ dir, environment = 'jsdom' }) {
  return {
    rootDir: dir,
    testEnvironment: ENVIRONMENTS[environment] ?? environment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
      ],
    },
    // ky and cookie@2 are ESM-only (node 20 cannot require them): let swc transform them.
    transformIgnorePatterns: ['/node_modules/(?!(ky|cookie)/)'],
    moduleNameMapper: { '\\.(css|png|svg|jpg)$': path.join(__dirname, 'jest-file-stub.cjs') },
    setupFilesAfterEnv: environment === 'node' ? [] : [path.join(__dirname, 'jest-setup-dom.cjs')],
    // `npm test` runs the UI suites beside the API's on two cores: a form driven key by key in jsdom can take
    // several seconds there, which is load, not a failure.
    testTimeout: 20_000,
  };
}

module.exports = { jestConfig };
