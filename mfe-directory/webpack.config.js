const { createFederatedConfig } = require('@receipts/build/webpack');

// Name and dev port come from this remote's own remote.json.
module.exports = createFederatedConfig({
  dir: __dirname,
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
  // The server renders this remote's pages into the HTML of a first load (shared/web/src/ssr/first-view.tsx).
  firstView: './src/first-view.tsx',
});
