const { createFederatedConfig } = require('@receipts/shared/build/webpack');
const { receipts } = require('./package.json');

// The host: no remotes here on purpose. Remote URLs come from /remotes.json at runtime.
module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'shell',
  kind: 'host',
  port: receipts.devPort,
});
