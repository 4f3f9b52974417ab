const { jestConfig } = require('./jest-preset.cjs');

// The presets' own tests (and the repository-wide guards) live in tests/, beside the files they check.
module.exports = { ...jestConfig({ dir: __dirname, environment: 'node' }), testMatch: ['<rootDir>/tests/**/*.test.ts'] };
