const { createFederatedConfig } = require('@receipts/shared/build/webpack');
const { receipts } = require('./package.json');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'mfe_admin_avatar',
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
  port: receipts.devPort,
});
