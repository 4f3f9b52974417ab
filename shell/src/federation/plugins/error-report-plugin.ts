import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isRemoteName, type RemoteName } from '@receipts/shared';
import type { ClientErrorEvent } from '../client-errors';
import { RemoteVersionError } from '../version-check';

const remoteOf = (name: unknown): RemoteName | undefined => (isRemoteName(name) ? name : undefined);

/**
 * Tells the API about every remote the MF runtime could not load (an entry or manifest that is missing, malformed,
 * unreachable or too slow) or that our version check refused. It never recovers a load: the area shows its panel.
 */
export function errorReportPlugin(report: (event: ClientErrorEvent) => void): ModuleFederationRuntimePlugin {
  return {
    name: 'receipts-error-report',
    async errorLoadRemote({ id, error, remote }) {
      const name = remoteOf(remote?.name) ?? remoteOf(String(id).split('/')[0]);
      report({ kind: error instanceof RemoteVersionError ? 'version-refused' : 'remote-load', ...(name ? { remote: name } : {}), error });
      return undefined;
    },
  };
}
