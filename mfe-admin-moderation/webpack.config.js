const { createFederatedConfig } = require('@receipts/shared/build/webpack');

// Name and dev port come from the one registry of remotes (shared/src/routes/remotes.registry.json).
module.exports = createFederatedConfig({
  dir: __dirname,
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
});
