/**
 * TypeScript/TSX through swc: one rule for the browser builds and the server-rendered first views, for either
 * bundler (webpack's swc-loader, or Rspack's built-in one: same swc, same options).
 */
function swcRule(production, { loader = 'swc-loader' } = {}) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader,
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
      },
    },
  };
}

module.exports = { swcRule };
