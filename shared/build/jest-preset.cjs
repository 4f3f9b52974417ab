/** Jest preset for every package: swc transform, jsdom for UI code, ESM-only ky transformed. */
const path = require('node:path');

function jestConfig({ dir, environment = 'jsdom' }) {
  return {
    rootDir: dir,
    testEnvironment: environment,
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
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest-setup-dom.cjs')] : [],
  };
}

module.exports = { jestConfig };
