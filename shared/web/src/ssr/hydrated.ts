import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;
const onClient = () => true;
const onServer = () => false;

/**
 * False while React renders on the server and while it hydrates that markup in the browser, true from the render
 * after (React re-renders the component then). What depends on the viewer's clock or time zone renders only once
 * this is true, so the server's markup and the browser's first render are the same (no hydration mismatch).
 * A page rendered in the browser from scratch is true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, onClient, onServer);
}
