import type { RemoteLocation } from '@receipts/shared';

/** What a remote's build adds to its mf-manifest.json (shared/build/mf-manifest-data.cjs). */
export interface ReceiptsManifestData {
  routes?: unknown;
  sharedContract?: unknown;
  firstView?: unknown;
}

/** The shared needs (package → requiredVersion) and contract major an mf-manifest.json declares. */
export function needsOfManifest(manifest: unknown): Pick<RemoteLocation, 'requires' | 'sharedContract'> {
  const { shared, metaData } = (manifest ?? {}) as { shared?: unknown; metaData?: { receipts?: ReceiptsManifestData } };
  const requires: Record<string, string> = {};
  for (const item of Array.isArray(shared) ? shared : []) {
    const { name, requiredVersion } = (item ?? {}) as { name?: unknown; requiredVersion?: unknown };
    if (typeof name === 'string' && typeof requiredVersion === 'string') requires[name] = requiredVersion;
  }
  const contract = metaData?.receipts?.sharedContract;
  return { requires, ...(Number.isInteger(contract) ? { sharedContract: contract as number } : {}) };
}
