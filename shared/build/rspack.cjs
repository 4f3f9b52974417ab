/**
 * The Rspack preset beside the webpack one (webpack.cjs): the same Module Federation 2.0 options, share scope,
 * manifest with our metadata and federated types (federation-options.cjs), the same output names, precompressed
 * .gz/.br files and first view, with Rspack's built-in swc, CSS extraction and minifiers. A remote built with it
 * runs in the webpack-built shell like any other: the page's runtime and singletons are the shell's.
 *
 * A remote opts in with an `rspack.config.cjs` that calls createRspackFederatedConfig with the options it would
 * give createFederatedConfig, and `rspack build -c rspack.config.cjs` / `rspack serve …` as its build and dev scripts.
 */
const path = require('node:path');
const { rspack } = require('@rspack/core');
const CompressionPlugin = require('compression-webpack-plugin');
const { gzip: zopfliGzip } = require('@gfx/zopfli');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { sharedSingletons, routerAliases } = require('./shared-singletons.cjs');
const { swcRule } = require('./swc-rule.cjs');
const { firstViewConfig, FIRST_VIEW_DIR } = require('./first-view-config.cjs');
const { registration, devMode, federationOptions, devtoolFor, devServer, htmlTemplate, TEXT_ASSETS } = require('./federation-options.cjs');
const { RequireTypesArchive } = require('./federated-types.cjs');

const BUILTIN_SWC = { loader: 'builtin:swc-loader' };

/**
 * @rspack/core wires the federation runtime from the CommonJS builds of its packages, which cannot be tree-shaken:
 * a remote's entry grew from 8 to 14 KiB gzipped (the whole SDK). Their ES module builds, as webpack's flavour uses.
 */
function federationRuntimeAsEsm() {
  const esm = (name) => {
    const cjs = require.resolve(name);
    return [cjs, cjs.replace(/\.cjs$/, '.js')];
  };
  const [bundlerRuntimeCjs, bundlerRuntime] = esm('@module-federation/webpack-bundler-runtime');
  const [runtimeCjs, runtime] = esm('@module-federation/runtime');
  return { [bundlerRuntimeCjs]: bundlerRuntime, [runtimeCjs]: runtime, '@module-federation/runtime$': runtime };
}

/** Same options as webpack.cjs's createFederatedConfig. */
function createRspackFederatedConfig({ dir, kind, exposes = {}, firstView, runtimePlugins = {}, ...options }) {
  const name = options.name ?? registration(dir).name;
  const port = options.port ?? registration(dir).devPort;
  return (env = {}, argv = {}) => {
    const production = argv.mode !== 'development';
    const { inSite, port: portOverride } = devMode(env);
    const isHost = kind === 'host';
    const shared = sharedSingletons({ eager: isHost, strictVersion: !isHost, fromDir: dir });
    const browser = {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      devtool: devtoolFor(production, inSite),
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        cssFilename: '[name].[contenthash:10].css',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: name,
        clean: firstView ? { keep: (file) => file.startsWith(`${FIRST_VIEW_DIR}/`) } : true,
        chunkLoadTimeout: 10_000,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: { ...federationRuntimeAsEsm(), ...routerAliases(production) } },
      module: { rules: rules(production, inSite) },
      optimization: {
        minimizer: [new rspack.SwcJsMinimizerRspackPlugin(), new rspack.LightningCssMinimizerRspackPlugin()],
        splitChunks: isHost
          ? { chunks: 'all', cacheGroups: { defaultVendors: { test: /node_modules/, priority: -10, reuseExistingChunk: true } } }
          : false,
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin(federationOptions({ dir, name, kind, exposes, firstView, runtimePlugins, production, shared })),
        ...(production && !isHost ? [new RequireTypesArchive()] : []),
        new rspack.HtmlRspackPlugin({
          ...htmlTemplate(dir, isHost),
          inject: isHost ? false : 'body',
          scriptLoading: 'defer',
          publicPath: '/',
          minify: production,
        }),
        ...(production
          ? [new rspack.CssExtractRspackPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css' })]
          : []),
        ...(production ? compressionPlugins() : []),
      ],
      devServer: devServer(portOverride ?? port, isHost, inSite),
      stats: 'errors-warnings',
    };
    if (!(production && firstView)) return browser;
    return [browser, firstViewConfig({ dir, entry: firstView, jsRule: swcRule(true, BUILTIN_SWC) })];
  };
}

/** The same .gz (Zopfli) and .br files as the webpack preset writes, so the server serves both builds alike. */
function compressionPlugins() {
  const common = { test: TEXT_ASSETS, threshold: 0, minRatio: Infinity };
  return [
    new CompressionPlugin({ ...common, algorithm: zopfliGzip, filename: '[path][base].gz', compressionOptions: { numiterations: 15 } }),
    new CompressionPlugin({ ...common, algorithm: 'brotliCompress', filename: '[path][base].br' }),
  ];
}

function rules(production, inSite) {
  return [
    swcRule(production || inSite, BUILTIN_SWC),
    {
      test: /\.css$/,
      type: 'javascript/auto',
      use: [production ? rspack.CssExtractRspackPlugin.loader : 'style-loader', 'css-loader'],
    },
    { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset/resource' },
  ];
}

module.exports = { createRspackFederatedConfig };
