/**
 * One webpack + Module Federation preset for the shell and every remote, so that the
 * share scope (singletons) and output rules cannot drift between squads.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const API_DEV_ORIGIN = process.env.API_DEV_ORIGIN || 'http://127.0.0.1:8080';

/** Everything that must exist exactly once per page. */
function sharedSingletons() {
  const sharedPkg = require('../package.json');
  const versionOf = (name) => require(require.resolve(`${name}/package.json`, { paths: [__dirname] })).version;
  const singleton = (name, pkgName = name) => ({ singleton: true, requiredVersion: `^${versionOf(pkgName)}` });
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react/jsx-runtime', 'react'),
    'react/jsx-dev-runtime': singleton('react/jsx-dev-runtime', 'react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom/client', 'react-dom'),
    'react-router': singleton('react-router'),
    'react-router-dom': singleton('react-router-dom'),
    zustand: singleton('zustand'),
    'zustand/vanilla': singleton('zustand/vanilla', 'zustand'),
    '@receipts/shared': { singleton: true, requiredVersion: `^${sharedPkg.version}`, version: sharedPkg.version },
  };
}

/**
 * @param {object} options
 * @param {string} options.dir          the package folder (__dirname of its webpack.config)
 * @param {string} options.name         the federation name, e.g. 'mfe_feed'
 * @param {'host'|'remote'} options.kind
 * @param {Record<string,string>} [options.exposes]
 * @param {number} options.port         dev server port
 */
function createFederatedConfig({ dir, name, kind, exposes = {}, port }) {
  return (env = {}, argv = {}) => {
    const production = argv.mode !== 'development';
    const isHost = kind === 'host';
    // A remote's own dev server (standalone harness) has no shell on the page to provide the runtime.
    const standaloneDev = !isHost && Boolean(env.WEBPACK_SERVE);
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: { rules: rules(production) },
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } })],
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: { fileName: 'mf-manifest.json' },
          // The shell provides the federation runtime once; remotes reuse it instead of shipping their own.
          experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: !standaloneDev },
        }),
        // The HTML page is the standalone harness for remotes: scripts load from / so deep links reload.
        new HtmlWebpackPlugin({ template: path.join(dir, 'public/index.html'), inject: 'body', publicPath: '/' }),
      ],
      devServer: devServer(port, isHost),
      stats: 'errors-warnings',
    };
  };
}

function rules(production) {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
            target: 'es2020',
          },
        },
      },
    },
    { test: /\.css$/, use: ['style-loader', 'css-loader'] },
    { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset/resource' },
  ];
}

function devServer(port, isHost) {
  return {
    port,
    host: '127.0.0.1',
    hot: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    // In development each dev server stands in for the production origin: API and runtime files are proxied
    // (a remote's own dev server needs them too when a squad runs it standalone).
    proxy: [{ context: isHost ? ['/api', '/remotes.json', '/runtime-config.json'] : ['/api', '/runtime-config.json'], target: API_DEV_ORIGIN }],
  };
}

module.exports = { createFederatedConfig, sharedSingletons };
