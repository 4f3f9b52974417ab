import type { RemoteLocation, RemoteName, RemoteRoutesModule } from '@receipts/shared';
import { activeLocation } from '@receipts/shared';
import { loadBootData } from './boot-data';
import { parseRemotesMap } from './remotes-map';
import { withTimeout } from './with-timeout';
import { registerRemote, shellFederation } from './federation';
import { LOAD_TIMEOUT_MS } from './plugins/bounded-load-plugin';
import { RemoteVersionError } from './version-check';
import type { RoutesModuleOf } from './federated-modules';

export { LOAD_TIMEOUT_MS };
export const LOAD_ATTEMPTS = 3;
const ROUTES_MODULE = 'routes';

/** The attempt in flight for a remote whose load chain is running: what a caller (a page, the Retry button) waits on. */
const chains = new Map<RemoteName, { current: Promise<RemoteRoutesModule> }>();
const ready = new Map<RemoteName, RemoteRoutesModule>();
/** Entries registered so far, per remote: each attempt after the first loads a fresh copy (?retry=n). */
const attempts = new Map<RemoteName, number>();

/** The remote's routes module if it has already loaded: pages can then render without waiting a tick. */
export function loadedRemoteRoutes(name: RemoteName): RemoteRoutesModule | null {
  return ready.get(name) ?? null;
}

/**
 * Loads a remote's one routes module through the MF runtime on first use. Up to LOAD_ATTEMPTS bounded attempts,
 * each on a fresh copy of the entry. The promise settles with the attempt in flight: a page shows its Retry panel
 * when the first attempt fails (within LOAD_TIMEOUT_MS), while the next attempts go on behind it; the Retry
 * button then waits on the attempt in flight, or starts a new chain once they are all spent.
 */
export function loadRemoteRoutes(name: RemoteName): Promise<RemoteRoutesModule> {
  const module = ready.get(name);
  if (module) return Promise.resolve(module);
  let chain = chains.get(name);
  if (!chain) {
    chain = startChain(name);
    chains.set(name, chain);
  }
  return chain.current;
}

function startChain(name: RemoteName): { current: Promise<RemoteRoutesModule> } {
  const chain = { current: null as unknown as Promise<RemoteRoutesModule> };
  const run = async () => {
    for (let attempt = 1; attempt <= LOAD_ATTEMPTS; attempt += 1) {
      const pause = attempt === 1 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, 250 * (attempt - 1)));
      chain.current = pause.then(() => loadOnce(name));
      try {
        ready.set(name, await chain.current);
        break;
      } catch (error) {
        // A remote built for other versions will not fit on a second try either.
        if (error instanceof RemoteVersionError) break;
      }
    }
    chains.delete(name);
  };
  void run();
  return chain;
}

async function loadOnce(name: RemoteName): Promise<RemoteRoutesModule> {
  const boot = await loadBootData();
  const location = await locationOf(name, boot.remotes[name]);
  if (!location) throw new Error(`The remotes map has no entry for ${name}.`);
  const attempt = (attempts.get(name) ?? 0) + 1;
  attempts.set(name, attempt);
  // The stable entry; the canary plugin loads the canary's instead for a browser whose seed falls in.
  const entry = location.entry ?? location.manifest;
  registerRemote(name, activeLocation(location, boot.seed), attempt === 1 ? entry : withRetryMark(entry, attempt), attempt > 1);
  const module = await withTimeout(
    // Typed from the remotes' published types when the shell's typecheck has them (federated-modules.ts).
    shellFederation().loadRemote<RoutesModuleOf<typeof name>>(`${name}/${ROUTES_MODULE}`),
    LOAD_TIMEOUT_MS,
    `${name}/${ROUTES_MODULE}`,
  );
  if (!module?.pages) throw new Error(`${name}/${ROUTES_MODULE} does not export pages.`);
  return module as RemoteRoutesModule;
}

/**
 * A staff-only remote comes without its files on a page served to someone who was not staff then; once they are
 * (signed in since), the server's map for their session names them.
 */
async function locationOf(name: RemoteName, location: RemoteLocation | undefined): Promise<RemoteLocation | undefined> {
  if (!location || location.manifest) return location;
  const response = await fetch('/remotes.json', { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Could not load /remotes.json (${response.status})`);
  const fresh = parseRemotesMap(await response.json())[name];
  if (!fresh?.manifest) throw new Error(`${name} is not available to this session.`);
  return fresh;
}

function withRetryMark(entry: string, attempt: number): string {
  const url = new URL(entry, window.location.href);
  url.searchParams.set('retry', String(attempt));
  return url.toString();
}

/** Tests only: forget loaded remotes. */
export function forgetLoadedRemotes(): void {
  chains.clear();
  ready.clear();
  attempts.clear();
}
