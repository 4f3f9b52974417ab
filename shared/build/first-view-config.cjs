/**
 * The server build of a remote's first view (shared/web/src/ssr/first-view.tsx): one CommonJS file,
 * `dist/ssr/first-view.js`, that the site server requires to render the remote's page for a location into
 * the HTML. It bundles everything it needs (its own React), so the server needs nothing of the remote
 * installed; it is named in mf-manifest.json and never served to browsers (api/src/domains/site/plugins/site.ts).
 */
const path = require('node:path');
const { swcRule } = require('./swc-rule.cjs');

const FIRST_VIEW_DIR = 'ssr';
const FIRST_VIEW_FILE = `${FIRST_VIEW_DIR}/first-view.js`;

/** `jsRule`: the bundler's TypeScript rule (webpack's swc-loader by default; the Rspack preset passes its own). */
function firstViewConfig({ dir, entry, jsRule = swcRule(true) }) {
  return {
    name: 'first-view',
    mode: 'production',
    context: dir,
    target: 'node20',
    entry: { 'first-view': entry },
    devtool: false,
    output: {
      path: path.join(dir, 'dist', FIRST_VIEW_DIR),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      // One file still: a page the browser fetches as its own chunk (lazyPage) is part of the server's file.
      parser: { javascript: { dynamicImportMode: 'eager' } },
      rules: [
        jsRule,
        { test: /\.css$/, type: 'javascript/auto', use: require.resolve('./ignore-styles-loader.cjs') },
        { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    // Readable stack traces in the server log matter more than bytes here.
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { firstViewConfig, FIRST_VIEW_DIR, FIRST_VIEW_FILE };
