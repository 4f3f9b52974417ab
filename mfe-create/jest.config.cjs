const { jestConfig } = require('@receipts/build/jest');

module.exports = jestConfig({ dir: __dirname, environment: 'jsdom-fetch' });
