import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteLocation } from '@receipts/shared';
import { checkRemoteFits, type ShareScope } from '../version-check';
import { needsOfManifest } from '../mf-manifest';

type Needs = Pick<RemoteLocation, 'requires' | 'sharedContract'>;

/**
 * Refuses a remote built for other versions of the shared singletons or of the @receipts/shared contract
 * (RemoteVersionError) before any of its code runs: a singleton is never loaded twice, so a misfit would run
 * against the wrong React or store. What the remote needs comes from the server's reading of its manifest
 * (`declared`), or from the mf-manifest.json itself when the runtime had to fetch it.
 */
export function versionFitPlugin(declared: (remote: string) => Needs | undefined): ModuleFederationRuntimePlugin {
  let host: ModuleFederation | null = null;
  const scope = (): ShareScope => (host?.shareScopeMap.default ?? {}) as unknown as ShareScope;
  return {
    name: 'receipts-version-fit',
    apply(instance) {
      host = instance;
    },
    async loadRemoteSnapshot(args) {
      if (args.manifestJson) await checkRemoteFits(args.moduleInfo.name, needsOfManifest(args.manifestJson), scope());
      return args;
    },
    async afterResolve(args) {
      const needs = declared(args.remoteInfo.name);
      if (needs) await checkRemoteFits(args.remoteInfo.name, needs, scope());
      return args;
    },
  };
}
