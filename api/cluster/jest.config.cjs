// The cluster suite: `npm run cluster` itself (HAProxy, 3 instances, PostgreSQL, Redis, s3rver), started
// once for the whole file; run by `npm test` as the `cluster` suite and by `npm run test:cluster -w api`.
const path = require('node:path');
const { jestConfig } = require('@receipts/build/jest');

module.exports = {
  ...jestConfig({ dir: path.resolve(__dirname, '..'), environment: 'node' }),
  testMatch: ['<rootDir>/cluster/**/*.test.ts'],
  testTimeout: 300_000,
  maxWorkers: 1,
};
