const { createRspackFederatedConfig } = require('@receipts/shared/build/rspack');

// Built with Rspack (shared/build/rspack.cjs); it runs in the webpack-built shell on the shell's runtime and React.
// Name and dev port come from the one registry of remotes (shared/src/routes/remotes.registry.json).
module.exports = createRspackFederatedConfig({
  dir: __dirname,
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
});
