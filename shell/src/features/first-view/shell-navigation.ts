import { useContext, useLayoutEffect } from 'react';
import {
  UNSAFE_NavigationContext,
  useLocation,
  useNavigationType,
  type Location,
  type NavigationType,
  type Navigator,
} from 'react-router-dom';

/** Where the shell's router is and how it navigates: what the hydrated first view's own router follows. */
export interface ShellNavigation {
  location: Location;
  navigationType: NavigationType;
  navigator: Navigator;
}

let current: ShellNavigation | null = null;
const listeners = new Set<() => void>();

export const shellNavigation = (): ShellNavigation | null => current;

export function subscribeShellNavigation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Resolves once the shell's router has rendered (the first view hydrates only then: its links navigate the shell). */
export function shellNavigationReady(): Promise<ShellNavigation> {
  if (current) return Promise.resolve(current);
  return new Promise((resolve) => {
    const stop = subscribeShellNavigation(() => {
      if (!current) return;
      stop();
      resolve(current);
    });
  });
}

/** In the shell's frame, inside its router: publishes every location it commits. */
export function usePublishShellNavigation(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  useLayoutEffect(() => {
    current = { location, navigationType, navigator };
    listeners.forEach((listener) => listener());
  }, [location, navigationType, navigator]);
}

/** Tests only. */
export function forgetShellNavigation(): void {
  current = null;
  listeners.clear();
}
