const { createFederatedConfig } = require('@receipts/shared/build/webpack');

// Name and dev port come from the one registry of remotes (shared/src/routes/remotes.registry.json).
module.exports = createFederatedConfig({
  dir: __dirname,
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
  // The server renders this remote's pages into the HTML of a first load (shared/src/ssr/first-view.tsx).
  firstView: './src/first-view.tsx',
});
