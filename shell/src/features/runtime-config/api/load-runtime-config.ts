import type { RuntimeConfig } from '@receipts/shared';
import { loadBootData } from '../../../federation';

export const RUNTIME_CONFIG_URL = '/runtime-config.json';

/** The server's runtime config (API base URL, Firebase web config, contact): inlined in the page, or fetched once. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  return loadBootData().then((boot) => boot.config);
}

export { forgetBootData as resetRuntimeConfigForTests } from '../../../federation';
