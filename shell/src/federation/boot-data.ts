import {
  activeLocation,
  BOOT_ELEMENT_ID,
  provideRuntimeConfig,
  type BootData,
  type RemotesMap,
  type RuntimeConfig,
} from '@receipts/shared';
import { parseRemotesMap } from './remotes-map';

let current: Promise<BootData> | null = null;
let settled: BootData | null = null;

/** The boot data once it has been read (the shell reads it before its first render); null before. */
export function peekBootData(): BootData | null {
  return settled;
}

/**
 * The page's runtime config and remotes map. The server inlines both into the HTML; a page without them
 * (a development server) fetches /runtime-config.json and /remotes.json instead.
 */
export function loadBootData(doc: Document = document, fetchImpl: typeof fetch = fetch): Promise<BootData> {
  current ??= readBootData(doc, fetchImpl)
    .then((data) => {
      provideRuntimeConfig(data.config);
      return (settled = data);
    })
    .catch((error: unknown) => {
      current = null;
      throw error;
    });
  return current;
}

async function readBootData(doc: Document, fetchImpl: typeof fetch): Promise<BootData> {
  const inline = readInline(doc);
  if (inline) return inline;
  const [config, remotes] = await Promise.all([
    getJson<RuntimeConfig>('/runtime-config.json', fetchImpl),
    getJson<unknown>('/remotes.json', fetchImpl),
  ]);
  return { config, remotes: parseRemotesMap(remotes) };
}

function readInline(doc: Document): BootData | null {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<BootData>;
    if (!data.config) return null;
    return {
      config: data.config,
      remotes: parseRemotesMap(data.remotes),
      ...(data.data ? { data: data.data } : {}),
      ...(typeof data.seed === 'number' ? { seed: data.seed } : {}),
    };
  } catch {
    return null;
  }
}

async function getJson<T>(url: string, fetchImpl: typeof fetch): Promise<T> {
  const response = await fetchImpl(url, { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Could not load ${url} (${response.status})`);
  return (await response.json()) as T;
}

/**
 * The version of each remote this browser runs, for what the page describes by it (its route table, first GETs,
 * shared needs, the version it reports). The boot map itself keeps both versions of a canaried remote: which entry
 * is loaded is the canary runtime plugin's choice (plugins/canary-plugin.ts), by the same rule.
 */
export function activeRemotes(boot: Pick<BootData, 'remotes' | 'seed'>): RemotesMap {
  return Object.fromEntries(
    Object.entries(boot.remotes).map(([name, location]) => [name, location && activeLocation(location, boot.seed)]),
  ) as RemotesMap;
}

/** Tests only. */
export function forgetBootData(): void {
  current = null;
  settled = null;
  provideRuntimeConfig(null);
}

/** Tests only: the boot data a page was served (its remotes map, for the routes and the nav). */
export function provideBootDataForTests(data: BootData): void {
  current = Promise.resolve(data);
  settled = data;
}
