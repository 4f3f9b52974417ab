const { createRspackFederatedConfig } = require('@receipts/build/rspack');

// Built with Rspack (shared/build/rspack.cjs); it runs in the webpack-built shell on the shell's runtime and React.
// Name and dev port come from the remote's declaration, read by the preset (shared/build/federation-options.cjs).
module.exports = createRspackFederatedConfig({
  dir: __dirname,
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
});
