/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const BUILD = path.join(__dirname, '..');
const REMOTE_DIR = path.join(__dirname, '..', '..', '..', 'mfe-directory');

interface Summary {
  federation: Record<string, unknown> & { dts: unknown; additionalData: string };
  plugins: string[];
  jsxDevelopment: boolean;
  devtool: string;
  devServer: { port: number; client?: { webSocketURL: string } };
}

/**
 * What each preset makes of mfe-directory's options, read in a plain Node process (@rspack/core is an ES module
 * Jest's module registry cannot require).
 */
function summary(preset: 'webpack' | 'rspack', env: Record<string, unknown>, mode: string): Summary {
  const script = `
    const [file, exportName, dir, env, mode] = process.argv.slice(1);
    const create = require(file)[exportName];
    let config = create({ dir, kind: 'remote', exposes: { './routes': './src/routes.tsx' } })(JSON.parse(env), { mode });
    if (Array.isArray(config)) config = config[0];
    const plugin = config.plugins.find((candidate) => candidate.constructor.name === 'ModuleFederationPlugin');
    const { manifest, ...federation } = plugin._options;
    console.log(JSON.stringify({
      federation: { ...federation, additionalData: typeof manifest.additionalData },
      plugins: config.plugins.map((candidate) => candidate.constructor.name),
      jsxDevelopment: config.module.rules[0].use.options.jsc.transform.react.development,
      devtool: config.devtool,
      devServer: config.devServer,
    }));`;
  const [file, exportName] =
    preset === 'webpack'
      ? [path.join(BUILD, 'webpack.cjs'), 'createFederatedConfig']
      : [path.join(BUILD, 'rspack.cjs'), 'createRspackFederatedConfig'];
  const output = execFileSync(process.execPath, ['-e', script, file, exportName, REMOTE_DIR, JSON.stringify(env), mode], {
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').pop()!) as Summary;
}

const PRESETS = ['webpack', 'rspack'] as const;

describe('the webpack and Rspack presets', () => {
  it('give Module Federation the same options: name, exposes, share scope, manifest metadata, types', () => {
    for (const mode of ['production', 'development']) {
      const [webpack, rspack] = PRESETS.map((preset) => summary(preset, {}, mode).federation);
      expect(rspack).toEqual(webpack);
      expect(webpack).toMatchObject({ name: 'mfe_directory', filename: 'remoteEntry.js', additionalData: 'function' });
    }
  });

  it('publish types from production builds only, and refuse a build whose types archive is missing', () => {
    for (const preset of PRESETS) {
      const production = summary(preset, {}, 'production');
      expect(production.federation.dts).toMatchObject({ generateTypes: { abortOnError: true }, consumeTypes: false });
      expect(production.plugins).toContain('RequireTypesArchive');
      expect(summary(preset, {}, 'development').federation.dts).toBe(false);
    }
  });

  it('inside the site, a dev server builds with the production JSX runtime and no eval, on --port, with the socket at itself', () => {
    for (const preset of PRESETS) {
      expect(summary(preset, {}, 'development').jsxDevelopment).toBe(true);
      const inSite = summary(preset, { inSite: true, port: '8295' }, 'development');
      expect(inSite.jsxDevelopment).toBe(false);
      expect(inSite.devtool).not.toMatch(/eval/);
      expect(inSite.devServer.port).toBe(8295);
      expect(inSite.devServer.client?.webSocketURL).toBe('ws://127.0.0.1:8295/ws');
    }
  });
});
