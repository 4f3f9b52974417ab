import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { isRemoteFolder, isRemoteName } from '@receipts/shared/remotes';
import type { siteRemotesRepository, SiteRemoteRow } from '../data/site-remotes';

const MANIFEST_FILE = 'mf-manifest.json';
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A remotes-map entry as an object ({ manifest, canary?, previous? }); operators may write a bare manifest URL. */
export function mapEntryOf(value: unknown): Record<string, unknown> | null {
  if (typeof value === 'string') return value ? { manifest: value } : null;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const manifest = (value as { manifest?: unknown }).manifest;
  return typeof manifest === 'string' && manifest ? { ...(value as Record<string, unknown>) } : null;
}

const isRetired = (value: unknown) => Boolean(value && typeof value === 'object' && (value as { retired?: unknown }).retired === true);

/** The package folder of a manifest this server serves (/remotes/<folder>/…, /deploys/<folder>/<release>/…). */
export function folderOfManifest(url: string): string | null {
  const match = /^\/(?:remotes\/([^/]+)|deploys\/([^/]+)\/[^/]+)\/mf-manifest\.json$/.exec(url);
  const folder = match?.[1] ?? match?.[2] ?? null;
  return isRemoteFolder(folder) ? folder : null;
}

function readJsonFile(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The remotes of this server's own site root, found by pattern: every `mfe-*` folder that declares itself
 * (remote.json) or has a build (dist/mf-manifest.json), served from its dist/ at /remotes/<folder>/.
 */
export async function discoveredMap(siteRoot: string): Promise<Record<string, string>> {
  const folders = (await fs.promises.readdir(siteRoot, { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isDirectory() && isRemoteFolder(entry.name))
    .map((entry) => entry.name)
    .sort();
  const map: Record<string, string> = {};
  for (const folder of folders) {
    const declared = readJsonFile(path.join(siteRoot, folder, 'remote.json')) as { name?: unknown } | null;
    const built = readJsonFile(path.join(siteRoot, folder, 'dist', MANIFEST_FILE)) as { name?: unknown } | null;
    const name = declared?.name ?? built?.name;
    if (isRemoteName(name) && !map[name]) map[name] = `/remotes/${folder}/${MANIFEST_FILE}`;
  }
  return map;
}

/** The operator's REMOTES_MAP file; none yet (the first deploy writes it) or unreadable is an empty map. */
export async function readMapFile(file: string, log?: FastifyBaseLogger): Promise<Record<string, unknown>> {
  try {
    const map = JSON.parse(await fs.promises.readFile(file, 'utf8')) as unknown;
    return map && typeof map === 'object' && !Array.isArray(map) ? (map as Record<string, unknown>) : {};
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') log?.warn({ err: error, file }, 'remotes map not read');
    return {};
  }
}

export type Registry = ReturnType<typeof createRegistry>;

/**
 * The site's remotes, as every instance sees them: the registry table, which deploys write (operator-signed API) and
 * into which the remotes map (REMOTES_MAP, or this site root's own builds without one) is applied whenever one of its
 * entries changes. Whichever changed last wins for a remote; a remote missing from the map is never dropped (only a
 * retire removes it).
 */
export function createRegistry(
  repository: ReturnType<typeof siteRemotesRepository>,
  options: {
    siteRoot: string | null;
    remotesMapFile: string | null;
    log?: FastifyBaseLogger;
    /** The access a manifest on this server's disk declares (null: not readable here). */
    accessOf?: (manifestUrl: string) => Promise<'public' | 'staff' | null>;
  },
) {
  let last: { at: number; rows: SiteRemoteRow[] } | null = null;

  const sourceMap = async (): Promise<Record<string, unknown>> => {
    if (options.remotesMapFile) return readMapFile(options.remotesMapFile, options.log);
    return options.siteRoot ? discoveredMap(options.siteRoot) : {};
  };

  /** The remotes the site serves now (applying the map's changed entries first), in the registry's order. */
  async function current(): Promise<SiteRemoteRow[]> {
    let rows = await repository.list();
    let changed = false;
    for (const [name, value] of Object.entries(await sourceMap())) {
      const row = rows.find((candidate) => candidate.name === name);
      // `{ "retired": true }` (npm run deploy -- --retire <name>): retired on purpose.
      if (isRetired(value)) {
        if (row && !row.retiredAt) changed = (await repository.retire(name)) || changed;
        continue;
      }
      const entry = mapEntryOf(value);
      if (!isRemoteName(name) || !entry) continue;
      if (row && same(row.fileEntry, value)) continue;
      const manifest = String(entry.manifest);
      const access = (await options.accessOf?.(manifest)) ?? null;
      await repository.applyFileEntry(name, folderOfManifest(manifest), entry, value, access);
      changed = true;
    }
    if (changed) rows = await repository.list();
    const served = rows.filter((row) => !row.retiredAt);
    last = { at: Date.now(), rows: served };
    return served;
  }

  return {
    current,
    /** The registry as this process last read it (for file requests), re-read when older than `maxAgeMs`. */
    async recent(maxAgeMs = 3_000): Promise<SiteRemoteRow[]> {
      return last && Date.now() - last.at < maxAgeMs ? last.rows : current();
    },
    /** Something was written: the next read goes to the database. */
    forget(): void {
      last = null;
    },
    repository,
  };
}
