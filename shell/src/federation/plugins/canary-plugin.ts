import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { onCanary, type RemotesMap } from '@receipts/shared';

interface CanaryBoot {
  seed?: number;
  remotes: RemotesMap;
}

/**
 * The canary choice: when the remotes map runs a canary for a remote and this browser's seed falls in its percent,
 * the runtime loads the canary's entry instead of the stable one. The same rule (@receipts/shared/canary) picked
 * the first view the server rendered, so the page hydrates what it was given. A retry's fresh-copy mark is kept.
 */
export function canaryPlugin(boot: () => CanaryBoot | null): ModuleFederationRuntimePlugin {
  return {
    name: 'receipts-canary',
    beforeRegisterRemote(args) {
      const page = boot();
      const canary = page?.remotes[args.remote.name as keyof RemotesMap]?.canary;
      if (!page || !canary || !('entry' in args.remote) || !onCanary(page.seed, canary.percent)) return args;
      // The runtime registers the very object it passed (it ignores what this hook returns): change it in place.
      args.remote.entry = withSameRetryMark(canary.entry ?? canary.manifest, args.remote.entry);
      return args;
    },
  };
}

function withSameRetryMark(entry: string, registered: string): string {
  const retry = new URL(registered, window.location.href).searchParams.get('retry');
  if (!retry) return entry;
  const url = new URL(entry, window.location.href);
  url.searchParams.set('retry', retry);
  return url.toString();
}
