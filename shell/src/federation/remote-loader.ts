import type { RemoteLocation, RemoteName, RemoteRoutesModule } from '@receipts/shared';
import { activeLocation } from '@receipts/shared';
import { loadBootData } from './boot-data';
import { parseRemotesMap } from './remotes-map';
import { registerRemote, shellFederation } from './federation';
import type { RoutesModuleOf } from './federated-modules';

const ROUTES_MODULE = 'routes';

/** Each remote's routes module once it has arrived, and the load in flight for those that have not. */
const loaded = new Map<RemoteName, RemoteRoutesModule>();
const loading = new Map<RemoteName, Promise<RemoteRoutesModule>>();

/** The remote's routes module if it has already loaded: pages can then render without waiting a tick. */
export function loadedRemoteRoutes(name: RemoteName): RemoteRoutesModule | null {
  return loaded.get(name) ?? null;
}

/**
 * Loads a remote's one routes module through the MF runtime on first use; callers meanwhile share the load in
 * flight. Retries, time bounds, version checks and error reports are the runtime plugins' (federation.ts). After
 * a failure the next call (the area's Retry button) registers the remote again, and the runtime loads it afresh.
 */
export function loadRemoteRoutes(name: RemoteName): Promise<RemoteRoutesModule> {
  const module = loaded.get(name);
  if (module) return Promise.resolve(module);
  let load = loading.get(name);
  if (!load) {
    load = loadRoutes(name).finally(() => loading.delete(name));
    loading.set(name, load);
  }
  return load;
}

async function loadRoutes(name: RemoteName): Promise<RemoteRoutesModule> {
  const boot = await loadBootData();
  const location = await locationOf(name, boot.remotes[name]);
  if (!location) throw new Error(`The remotes map has no entry for ${name}.`);
  // The stable entry; the canary plugin loads the canary's instead for a browser whose seed falls in.
  registerRemote(name, activeLocation(location, boot.seed), location.entry ?? location.manifest);
  // Typed from the remotes' published types when the shell's typecheck has them (federated-modules.ts).
  const module = await shellFederation().loadRemote<RoutesModuleOf<typeof name>>(`${name}/${ROUTES_MODULE}`);
  if (!module?.pages) throw new Error(`${name}/${ROUTES_MODULE} does not export pages.`);
  loaded.set(name, module as RemoteRoutesModule);
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

/** Tests only: forget loaded remotes. */
export function forgetLoadedRemotes(): void {
  loaded.clear();
  loading.clear();
}
