import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteVersionError } from '../version-check';
import { isLoadTimeout } from './bounded-load-plugin';

/** Loads of a remote's module per call of loadRemote: the first and two retries. */
export const LOAD_ATTEMPTS = 3;
/** The pause before retry n (1, 2, …): a blip in the network has a moment to pass. */
export const retryDelayMs = (retry: number): number => 250 * retry;

/**
 * Retries a remote that failed to load, inside the MF runtime: up to LOAD_ATTEMPTS loads per `loadRemote`, each
 * retry on a fresh copy of the entry (`?retry=n`, so neither the browser's cache nor the runtime's memory of the
 * failed script answers it). A later registration of a remote that has failed (the area's Retry button) gets a
 * fresh copy too. Not retried: a remote refused for its versions (it will not fit on a second try either) and a
 * remote that did not answer within the load bound (a fan has waited long enough; the area offers Retry).
 */
export function retryPlugin(attempts: number = LOAD_ATTEMPTS): ModuleFederationRuntimePlugin {
  let host: ModuleFederation | null = null;
  /** Failed loads per remote on this page: the next fresh copy is `?retry=<failures + 1>`. */
  const failures = new Map<string, number>();
  /** Module ids whose retries are running: their retries' own failures are the loop's to handle. */
  const retrying = new Set<string>();
  return {
    name: 'receipts-retry',
    apply(instance) {
      host = instance;
    },
    beforeRegisterRemote(args) {
      const failed = failures.get(args.remote.name) ?? 0;
      // The runtime registers the very object it passed (it ignores what this hook returns): change it in place.
      if (failed > 0 && 'entry' in args.remote) args.remote.entry = withRetryMark(args.remote.entry, failed + 1);
      return args;
    },
    async errorLoadRemote({ id, error, lifecycle, remote }) {
      // 'onLoad' is loadRemote's own failure; the runtime reports the manifest's or entry's on the way there too.
      if (lifecycle !== 'onLoad' || !host || !remote) return undefined;
      failures.set(remote.name, (failures.get(remote.name) ?? 0) + 1);
      if (retrying.has(id) || !isRetryable(error)) return undefined;
      retrying.add(id);
      try {
        for (let retry = 1; retry < attempts; retry += 1) {
          await new Promise((resolve) => setTimeout(resolve, retryDelayMs(retry)));
          host.registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
          try {
            return await host.loadRemote(id);
          } catch (failure) {
            if (!isRetryable(failure)) break;
          }
        }
      } finally {
        retrying.delete(id);
      }
      return undefined; // the first failure stands: the area shows its panel
    },
  };
}

const isRetryable = (error: unknown): boolean => !(error instanceof RemoteVersionError) && !isLoadTimeout(error);

function withRetryMark(entry: string, attempt: number): string {
  const url = new URL(entry, window.location.href);
  url.searchParams.set('retry', String(attempt));
  return url.toString();
}
