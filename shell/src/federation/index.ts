/** Module Federation in the shell: the page's boot data and remotes map, the MF runtime with our plugins, remote loading. */
export { activeRemotes, forgetBootData, loadBootData, peekBootData, provideBootDataForTests } from './boot-data';
export { reportRemoteFailures, shellFederation } from './federation';
export type { RemoteFailure } from './plugins/error-report-plugin';
export { loadedRemoteRoutes, loadRemoteRoutes } from './remote-loader';
export { firstDataFor, preloadRemoteFor, remoteOfPath, remoteRoutesOf } from './route-remote';
export { RemoteVersionError } from './version-check';
