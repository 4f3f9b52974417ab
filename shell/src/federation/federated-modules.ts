import type { RemoteName, RemoteRoutesModule } from '@receipts/shared';

declare global {
  /**
   * Each remote's `<name>/routes` module as its own build published its types (@mf-types.zip beside its manifest),
   * unpacked into shell/@mf-types by the shell's typecheck (shared/build/federated-types.cjs). Empty until then.
   */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
  interface ReceiptsFederatedModules {}
}

/** What `loadRemote('<name>/routes')` gives: the remote's published types, or the contract's shape before they exist. */
export type RoutesModuleOf<Name extends RemoteName> = Name extends RemoteName
  ? `${Name}/routes` extends keyof ReceiptsFederatedModules
    ? ReceiptsFederatedModules[`${Name}/routes`]
    : Partial<RemoteRoutesModule>
  : never;

/** Type-checked only: every remote's published routes module fits the contract the shell renders from. */
type Fits<Module extends Partial<RemoteRoutesModule>> = Module;
export type PublishedRoutesFitTheContract = Fits<RoutesModuleOf<RemoteName>>;
