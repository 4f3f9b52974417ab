import { REMOTE_NAMES, type RemoteName } from '@receipts/shared';

export type RemotesMap = Partial<Record<RemoteName, string>>;

let pending: Promise<RemotesMap> | null = null;

/**
 * The operator's map of remote name → mf-manifest.json URL, served beside the shell.
 * Read once per page load, so a new map (or a remote pointed at a new build) applies on the next load.
 */
export function getRemotesMap(fetchImpl: typeof fetch = fetch): Promise<RemotesMap> {
  pending ??= fetchImpl('/remotes.json', { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`Could not load the remotes map (${response.status})`);
      return response.json() as Promise<Record<string, unknown>>;
    })
    .then(parseRemotesMap)
    .catch((error) => {
      pending = null;
      throw error;
    });
  return pending;
}

export function parseRemotesMap(raw: Record<string, unknown>): RemotesMap {
  const map: RemotesMap = {};
  for (const name of REMOTE_NAMES) {
    const entry = raw[name];
    if (typeof entry === 'string' && entry) map[name] = new URL(entry, window.location.href).toString();
  }
  return map;
}

export function resetRemotesMapForTests() {
  pending = null;
}
