/**
 * One webpack + Module Federation 2.0 preset for the shell and every remote, so that the share scope
 * (singletons) and output rules cannot drift between squads.
 *
 * Federation is @module-federation/enhanced's ModuleFederationPlugin: each remote writes an `mf-manifest.json`
 * (with our additions under `metaData.receipts`: mf-manifest-data.cjs), and the shell loads remotes through the
 * MF runtime (shell/src/federation), with our policies as runtime plugins.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { gzip: zopfliGzip } = require('@gfx/zopfli');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons, routerAliases } = require('./shared-singletons.cjs');
const { swcRule } = require('./swc-rule.cjs');
const { firstViewConfig, FIRST_VIEW_DIR } = require('./first-view-config.cjs');
const { registration, devMode, federationOptions, devtoolFor, devServer, htmlTemplate, TEXT_ASSETS } = require('./federation-options.cjs');
const { RequireTypesArchive } = require('./federated-types.cjs');

/**
 * @param {object} options
 * @param {string} options.dir          the package folder (__dirname of its webpack.config)
 * @param {'host'|'remote'} options.kind
 * @param {string} [options.name]       the federation name; a remote's comes from the registry
 * @param {Record<string,string>} [options.exposes]
 * @param {number} [options.port]       dev server port; a remote's comes from the registry
 * @param {string} [options.firstView]  a remote's server-rendered first view (production builds only)
 * @param {Record<string,string>} [options.runtimePlugins]  MF runtime plugins built into the entry (files by name)
 */
function createFederatedConfig({ dir, kind, exposes = {}, firstView, runtimePlugins = {}, ...options }) {
  const name = options.name ?? registration(dir).name;
  const port = options.port ?? registration(dir).devPort;
  return (env = {}, argv = {}) => {
    const production = argv.mode !== 'development';
    const { inSite, port: portOverride } = devMode(env);
    const isHost = kind === 'host';
    // The host's singletons are eager: they are on its first paint anyway, and eager means no async
    // boundary (one round trip less). Remotes always take them from the host's share scope.
    const shared = sharedSingletons({ eager: isHost, strictVersion: !isHost, fromDir: dir });
    const browser = {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      // Production maps are build artifacts only: no sourceMappingURL in the files, and the server never serves
      // *.map in production (api/src/domains/site/plugins/site.ts). Development keeps fast eval maps (dev servers, no CSP),
      // except inside the site's page, whose CSP allows no eval.
      devtool: devtoolFor(production, inSite),
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: name,
        clean: firstView ? { keep: new RegExp(`^${FIRST_VIEW_DIR}/`) } : true,
        // A chunk whose server never answers fails after 10 s (webpack's default is 120 s), so the shell's
        // loader can retry and then show the area's Retry panel instead of a skeleton forever.
        chunkLoadTimeout: 10_000,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: routerAliases(production) },
      module: { rules: rules(production, inSite) },
      optimization: {
        minimizer: [
          new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } }),
          new CssMinimizerPlugin(),
        ],
        // The host's eager singletons go to a few long-cached vendor files that the HTML loads in parallel.
        // A remote's routes module stays one file (plus its CSS): on a phone every extra request on the first
        // load costs a connection and a round trip more than its bytes.
        splitChunks: isHost
          ? { chunks: 'all', cacheGroups: { defaultVendors: { test: /node_modules/, priority: -10, reuseExistingChunk: true } } }
          : false,
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin(federationOptions({ dir, name, kind, exposes, firstView, runtimePlugins, production, shared })),
        // A remote whose type generation failed does not build (the plugin itself only logs it).
        ...(production && !isHost ? [new RequireTypesArchive()] : []),
        // The shell's page gets the server's boot data injected (api/src/domains/site/plugins); a remote's page is
        // its standalone dev harness: scripts load from / so deep links reload.
        // The shell's template places its own tags (scripts start after the first paint: shell/public/index.html).
        new HtmlWebpackPlugin({
          ...htmlTemplate(dir, isHost),
          inject: isHost ? false : 'body',
          scriptLoading: 'defer',
          publicPath: '/',
          minify: production ? { collapseWhitespace: true, removeComments: false, minifyCSS: true, minifyJS: true } : false,
        }),
        // Styles are real stylesheets in production (parallel, cacheable, not JavaScript to parse).
        ...(production
          ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css' })]
          : []),
        ...(production ? compressionPlugins() : []),
      ],
      devServer: devServer(portOverride ?? port, isHost, inSite),
      stats: 'errors-warnings',
    };
    return production && firstView ? [browser, firstViewConfig({ dir, entry: firstView })] : browser;
  };
}

/**
 * Precompressed copies the server picks by Accept-Encoding. The .gz files are Zopfli's (standard gzip that any
 * client inflates, 3–4% smaller than zlib's level 9: about 3.8 KiB off the shell's first load): browsers
 * send `br` only over https, so on plain http, and from proxies that strip it, gzip is what fans download.
 */
function compressionPlugins() {
  const common = { test: TEXT_ASSETS, threshold: 0, minRatio: Infinity };
  return [
    new CompressionPlugin({ ...common, algorithm: zopfliGzip, filename: '[path][base].gz', compressionOptions: { numiterations: 15 } }),
    new CompressionPlugin({ ...common, algorithm: 'brotliCompress', filename: '[path][base].br' }),
  ];
}

function rules(production, inSite) {
  return [
    // Inside the site, the shell's production React runs this code: production JSX (it has no jsxDEV).
    swcRule(production || inSite),
    { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
    { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset/resource' },
  ];
}

module.exports = { createFederatedConfig, sharedSingletons };
