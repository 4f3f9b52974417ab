const { createFederatedConfig } = require('@receipts/build/webpack');

// Name and dev port come from this remote's own remote.json.
module.exports = createFederatedConfig({
  dir: __dirname,
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
});
