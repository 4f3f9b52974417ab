import { useSyncExternalStore } from 'react';

/** Below this width the sidebar is a drawer and the search box an overlay. */
export const SMALL_SCREEN_QUERY = '(max-width: 899px)';

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matches(query),
    () => false,
  );
}

export const useIsSmallScreen = () => useMediaQuery(SMALL_SCREEN_QUERY);
