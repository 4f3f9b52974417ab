import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemoteRoutesModule } from '@receipts/shared';
import { getRemotesMap } from './remotes-map';

export const LOAD_ATTEMPTS = 3;
const loaded = new Map<RemoteName, Promise<RemoteRoutesModule>>();
const registered = new Set<RemoteName>();

/**
 * Registers a remote from the runtime map on first use and loads its one routes module.
 * Nothing about a remote is fetched until one of its routes is visited. Failures are retried,
 * then surfaced; a later call (the Retry button) starts over with a fresh registration.
 */
export function loadRemoteRoutes(name: RemoteName): Promise<RemoteRoutesModule> {
  let promise = loaded.get(name);
  if (!promise) {
    promise = attemptLoad(name).catch((error) => {
      loaded.delete(name);
      throw error;
    });
    loaded.set(name, promise);
  }
  return promise;
}

async function attemptLoad(name: RemoteName): Promise<RemoteRoutesModule> {
  const entry = (await getRemotesMap())[name];
  if (!entry) throw new Error(`The remotes map has no entry for ${name}.`);
  let lastError: unknown;
  for (let attempt = 1; attempt <= LOAD_ATTEMPTS; attempt += 1) {
    try {
      // force: drop whatever a failed earlier attempt cached for this remote.
      registerRemotes([{ name, entry }], { force: registered.has(name) });
      registered.add(name);
      const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
      if (!module?.pages) throw new Error(`${name}/routes does not export pages.`);
      return module;
    } catch (error) {
      lastError = error;
      if (attempt < LOAD_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
  throw lastError;
}
