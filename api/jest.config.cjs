const { jestConfig } = require('@receipts/build/jest');

module.exports = {
  ...jestConfig({ dir: __dirname, environment: 'node' }),
  testTimeout: 60_000,
  // The plugins are autoloaded with require() (the package is CommonJS), so the ESM-only API reference and its
  // ESM-only dependency are transformed to CommonJS like ky and cookie.
  transformIgnorePatterns: ['/node_modules/(?!(ky|cookie|@scalar|github-slugger)/)'],
  // One PGlite/PostgreSQL database per test file; files run in parallel workers.
  maxWorkers: process.env.CI ? 2 : '50%',
};
