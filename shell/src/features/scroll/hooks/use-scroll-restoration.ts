import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { persistPositions, savePosition, savedPosition } from './scroll-positions';

/** A page's content may still be arriving (a remote, its data): keep trying this long to reach the old position. */
export const RESTORE_WINDOW_MS = 3_000;
const FAN_SCROLLS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * The router's scroll restoration for the shell's BrowserRouter (react-router's <ScrollRestoration> needs a data
 * router): Back and Forward return to where the fan was on that entry, a new page starts at the top (or at its
 * #anchor, which the page scrolls to itself), and a replaced entry (a tab, a filter, a search) stays where it is.
 */
export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const navigation = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', persistPositions);
    return () => window.removeEventListener('pagehide', persistPositions);
  }, []);

  // A layout effect swaps the listener before the browser lays out the next page, so its scroll never counts here.
  useLayoutEffect(() => {
    const save = () => savePosition(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [key]);

  useLayoutEffect(() => {
    if (navigation === 'REPLACE') return;
    const target = navigation === 'POP' ? savedPosition(key) : 0;
    if (target === undefined) return;
    if (navigation === 'PUSH' && hash) return;
    return restoreTo(target);
  }, [key, navigation, hash]);
}

/** Scrolls to `y` as soon as the page is tall enough, unless the fan scrolls first; gives up after RESTORE_WINDOW_MS. */
function restoreTo(y: number): () => void {
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of FAN_SCROLLS) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo(0, y);
    const reached = Math.abs(window.scrollY - y) < 2;
    if (reached || performance.now() - started > RESTORE_WINDOW_MS) return stop();
    frame = requestAnimationFrame(attempt);
  };
  for (const type of FAN_SCROLLS) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}
