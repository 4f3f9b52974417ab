const { jestConfig } = require('@receipts/shared/build/jest');

module.exports = jestConfig({ dir: __dirname, environment: 'jsdom-fetch' });
