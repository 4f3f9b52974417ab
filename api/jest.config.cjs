const { jestConfig } = require('@receipts/build/jest');

module.exports = {
  ...jestConfig({ dir: __dirname, environment: 'node' }),
  testTimeout: 60_000,
  // One PGlite/PostgreSQL database per test file; files run in parallel workers.
  maxWorkers: process.env.CI ? 2 : '50%',
};
