const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { createFederatedConfig } = require('@receipts/build/webpack');
const { receipts } = require('./package.json');

// The host: no remotes here on purpose. Remote URLs come from /remotes.json at runtime.
const config = createFederatedConfig({
  dir: __dirname,
  name: 'shell',
  kind: 'host',
  port: receipts.devPort,
  // Production remotes are built with experiments.externalRuntime: they run on this runtime.
  runtimePlugins: { provideRuntime: './src/federation/plugins/provide-runtime-plugin.ts' },
});

module.exports = (env, argv) => {
  const built = config(env, argv);
  // public/'s web manifest and icons go to dist/ as they are; index.html is the HTML plugin's template.
  built.plugins.push(new CopyPlugin({ patterns: [{ from: path.join(__dirname, 'public'), globOptions: { ignore: ['**/index.html'] } }] }));
  return built;
};
