import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isRemoteName, type RemoteName } from '@receipts/shared';
import { RemoteVersionError } from '../version-check';

/** A remote that did not load, or that the version check refused, as the plugin hands it to its reporter. */
export interface RemoteFailure {
  kind: 'remote-load' | 'version-refused';
  remote?: RemoteName;
  error: unknown;
}

const remoteOf = (name: unknown): RemoteName | undefined => (isRemoteName(name) ? name : undefined);

/**
 * Tells the API about every remote the MF runtime could not load (an entry or manifest that is missing, malformed,
 * unreachable or too slow) or that our version check refused. It never recovers a load: the area shows its panel.
 */
export function errorReportPlugin(report: (failure: RemoteFailure) => void): ModuleFederationRuntimePlugin {
  return {
    name: 'receipts-error-report',
    async errorLoadRemote({ id, error, remote }) {
      const name = remoteOf(remote?.name) ?? remoteOf(String(id).split('/')[0]);
      report({ kind: error instanceof RemoteVersionError ? 'version-refused' : 'remote-load', ...(name ? { remote: name } : {}), error });
      return undefined;
    },
  };
}
