import { useSyncExternalStore } from 'react';
import type { Root } from 'react-dom/client';
import type { RemoteName } from '@receipts/shared';
import { followHeldLink } from './held-click';

/**
 * The page's first view, as the server rendered it into the HTML (api/src/domains/site/plugins/first-view.ts): an overlay
 * beside the shell's root that paints with the HTML, before any script. The shell hydrates the page in it (React's
 * hydrateRoot over the server's markup, ./hydrate-first-view.tsx), then adopts it: the hydrated page moves into the
 * shell's main (./first-view-slot.tsx) and the overlay goes. It stays the live page until the fan leaves its route.
 */
export const FIRST_VIEW_ELEMENT_ID = 'receipts-first-view';

export interface CapturedFirstView {
  overlay: HTMLElement;
  /** The server's page markup: hydrated in place, it becomes the root's container. */
  page: HTMLElement;
  /** The path and query the server rendered it for. */
  location: string;
}

export type FirstViewState =
  | { kind: 'none' }
  | { kind: 'hydrating'; remote: RemoteName; pathname: string }
  | { kind: 'live'; remote: RemoteName; pathname: string; pattern: string; root: Root };

let captured: CapturedFirstView | null = null;
let state: FirstViewState = { kind: 'none' };
let pendingRelease: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setState(next: FirstViewState) {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Finds the server's first view; an overlay with nothing rendered into it is removed at once. */
export function captureFirstView(doc: Document = document): void {
  const overlay = doc.getElementById(FIRST_VIEW_ELEMENT_ID);
  const page = overlay?.querySelector<HTMLElement>('[data-location]');
  captured = overlay && page ? { overlay, page, location: page.dataset.location ?? '' } : null;
  setState({ kind: 'none' });
  if (overlay && !page) overlay.remove();
}

export const capturedFirstView = (): CapturedFirstView | null => captured;
export const hasFirstView = (): boolean => captured !== null;
export const firstViewState = (): FirstViewState => state;

export function markHydrating(remote: RemoteName, pathname: string): void {
  setState({ kind: 'hydrating', remote, pathname });
}

export function markLive(remote: RemoteName, pathname: string, pattern: string, root: Root): void {
  setState({ kind: 'live', remote, pathname, pattern, root });
}

/** Removes the first view and unmounts its page if it was hydrated (the fan left it, or it could not hydrate). */
export function releaseFirstView(): void {
  clearTimeout(pendingRelease);
  const was = captured;
  const current = state;
  captured = null;
  if (current.kind === 'live') current.root.unmount();
  else if (was) followHeldLink();
  was?.page.remove();
  was?.overlay.remove();
  if (current.kind !== 'none') setState({ kind: 'none' });
}

/** After the current task: a slot unmounted and mounted again in one commit (StrictMode, a re-keyed route) keeps it. */
export function scheduleFirstViewRelease(): void {
  clearTimeout(pendingRelease);
  pendingRelease = setTimeout(releaseFirstView, 0);
}

export function cancelFirstViewRelease(): void {
  clearTimeout(pendingRelease);
}

export function subscribeFirstView(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFirstViewState(): FirstViewState {
  return useSyncExternalStore(subscribeFirstView, firstViewState, firstViewState);
}
