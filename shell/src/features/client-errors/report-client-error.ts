import type { ClientErrorReport, RemoteName } from '@receipts/shared';
import { reportRemoteFailures } from '../../federation';

/** What failed: the error itself is described (name, message, stack) by the sending chunk. */
export interface ClientErrorEvent {
  kind: ClientErrorReport['kind'];
  remote?: RemoteName;
  error: unknown;
}

/**
 * Tells the API what failed in this browser (POST /api/client-errors/). Everything but this call lives in a
 * separate chunk, fetched only when something has gone wrong: it costs the first load nothing.
 */
export function reportClientError(event: ClientErrorEvent): void {
  import(/* webpackChunkName: "client-errors" */ './client-error-sender')
    .then(({ sendClientError }) => sendClientError(event))
    .catch(() => undefined);
}

/** Promises nobody handled (a failed request no page caught, a remote's bug) are reported too. */
export function reportUnhandledRejections(target: Window = window): void {
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) =>
    reportClientError({ kind: 'unhandled-rejection', error: event.reason }),
  );
}

/** From start-up on, the API hears of unhandled rejections and of every remote that fails to load or is refused. */
export function startClientErrorReports(target: Window = window): void {
  reportUnhandledRejections(target);
  reportRemoteFailures(reportClientError);
}
