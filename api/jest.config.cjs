const { jestConfig } = require('@receipts/build/jest');

module.exports = {
  ...jestConfig({ dir: __dirname, environment: 'node' }),
  // Generous: `npm test` runs this suite beside e2e on two cores, where a demo seed alone can take a minute.
  testTimeout: 120_000,
  // The plugins are autoloaded with require() (the package is CommonJS), so the ESM-only API reference and its
  // ESM-only dependency are transformed to CommonJS like ky and cookie.
  transformIgnorePatterns: ['/node_modules/(?!(ky|cookie|@scalar|github-slugger)/)'],
  // One PGlite/PostgreSQL database per test file; files run in parallel workers. `npm test` gives the PostgreSQL pass
  // one (RECEIPTS_API_WORKERS): beside the PGlite pass and e2e, a second starved the others past their timeouts.
  maxWorkers: process.env.RECEIPTS_API_WORKERS ? Number(process.env.RECEIPTS_API_WORKERS) : process.env.CI ? 2 : '50%',
};
