import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import runtimePackage from '@module-federation/runtime/package.json';

/**
 * Hands the shell's MF runtime to the remotes, which are built with `experiments.externalRuntime` (their entries
 * then carry no runtime of their own: a few KiB each). What `experiments.provideExternalRuntime` does, as an ES
 * module: the plugin that option adds is CommonJS, and pulled a second copy of the runtime into the shell.
 * A runtime plugin of the build (shared/build/webpack.cjs), so it runs before any remote is loaded.
 */
export default function provideRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'receipts-provide-runtime',
    beforeInit(args) {
      const global = runtimeCore.Global as unknown as Record<string, unknown>;
      global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      // The version of the runtime handed over, as its package says (remotes may check it).
      global._FEDERATION_RUNTIME_CORE_FROM ??= { name: args.options.name, version: runtimePackage.version };
      return args;
    },
  };
}
