import { createInstance, getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RemoteLocation } from '@receipts/shared';
import { peekBootData } from './boot-data';
import { boundedLoadPlugin } from './plugins/bounded-load-plugin';
import { canaryPlugin } from './plugins/canary-plugin';
import { errorReportPlugin, type RemoteFailure } from './plugins/error-report-plugin';
import { retryPlugin } from './plugins/retry-plugin';
import { taskPerStepPlugin } from './plugins/task-per-step-plugin';
import { versionFitPlugin } from './plugins/version-fit-plugin';

let instance: ModuleFederation | null = null;
/** What each registered remote needs, as the server read it from its manifest (checked before its code runs). */
const declared = new Map<string, Pick<RemoteLocation, 'requires' | 'sharedContract'>>();

/**
 * The page's Module Federation instance, with our policies as its runtime plugins. In the shell's build the MF
 * bundler runtime has created it already (name 'shell', its eager singletons in the share scope); outside a
 * build (unit tests) one is created here, the same runtime.
 */
export function shellFederation(): ModuleFederation {
  if (!instance) {
    instance = getInstance() ?? createInstance({ name: 'shell', remotes: [], shareStrategy: 'loaded-first' });
    instance.registerPlugins([
      canaryPlugin(peekBootData),
      boundedLoadPlugin(),
      retryPlugin(),
      versionFitPlugin((name) => declared.get(name)),
      taskPerStepPlugin(),
    ]);
  }
  return instance;
}

/** Hands every remote that fails to load (or is refused) to `report`, from now on: the app's error reports. */
export function reportRemoteFailures(report: (failure: RemoteFailure) => void): void {
  shellFederation().registerPlugins([errorReportPlugin(report)]);
}

/**
 * Points the runtime at a remote: its entry when the server resolved it from the remote's mf-manifest.json (no
 * request for the manifest), else the manifest itself; the canary plugin may swap in the canary's. `location` is
 * the version this browser runs (its needs are checked). It replaces an earlier registration: a remote that failed
 * is loaded afresh (the retry plugin marks its entry as a fresh copy).
 */
export function registerRemote(name: string, location: RemoteLocation, entry: string): void {
  declared.set(name, {
    ...(location.requires ? { requires: location.requires } : {}),
    ...(location.sharedContract !== undefined ? { sharedContract: location.sharedContract } : {}),
  });
  shellFederation().registerRemotes([{ name, entry }], { force: true });
}

/** Tests only: the next call makes (or finds) a fresh instance. */
export function forgetFederation(): void {
  instance = null;
  declared.clear();
}
