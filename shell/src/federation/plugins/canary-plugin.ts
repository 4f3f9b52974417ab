import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { onCanary, type RemotesMap } from '@receipts/shared';

interface CanaryBoot {
  seed?: number;
  remotes: RemotesMap;
}

/**
 * The canary choice: when the remotes map runs a canary for a remote and this browser's seed falls in its percent,
 * the runtime loads the canary's entry instead of the stable one. The same rule (@receipts/shared/canary) picked
 * the first view the server rendered, so the page runs the version it was shown. A retry's fresh-copy mark is kept.
 */
export function canaryPlugin(boot: () => CanaryBoot | null): ModuleFederationRuntimePlugin {
  return {
    name: 'receipts-canary',
    beforeRegisterRemote(args) {
      const page = boot();
      const location = page?.remotes[args.remote.name as keyof RemotesMap];
      const canary = location?.canary;
      if (!page || !location || !canary || !('entry' in args.remote) || !onCanary(page.seed, canary.percent)) return args;
      // Only the stable version the page was given is swapped: an entry the Module Federation devtools' override
      // put there (a developer's local build) is left alone.
      if (withoutRetryMark(args.remote.entry) !== withoutRetryMark(location.entry ?? location.manifest)) return args;
      // The runtime registers the very object it passed (it ignores what this hook returns): change it in place.
      args.remote.entry = withSameRetryMark(canary.entry ?? canary.manifest, args.remote.entry);
      return args;
    },
  };
}

function withoutRetryMark(entry: string): string {
  const url = new URL(entry, window.location.href);
  url.searchParams.delete('retry');
  return url.toString();
}

function withSameRetryMark(entry: string, registered: string): string {
  const retry = new URL(registered, window.location.href).searchParams.get('retry');
  if (!retry) return entry;
  const url = new URL(entry, window.location.href);
  url.searchParams.set('retry', retry);
  return url.toString();
}
