import { startTransition, useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

export type AsyncState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

/**
 * Loads data for a page when `deps` change; stale answers are ignored. `update` edits the loaded data locally.
 * `initial` is data already at hand for the first deps (an answer that came with the page): the first
 * render shows it and nothing is loaded until the deps change or `reload` is called.
 */
export function useAsyncData<T>(load: () => Promise<T>, deps: DependencyList, initial?: T) {
  const [state, setState] = useState<AsyncState<T>>(() =>
    initial === undefined ? { status: 'loading' } : { status: 'success', data: initial },
  );
  const [version, setVersion] = useState(0);
  const skipFirstLoad = useRef(initial !== undefined);

  useEffect(() => {
    if (skipFirstLoad.current) {
      skipFirstLoad.current = false;
      return;
    }
    let active = true;
    setState({ status: 'loading' });
    load().then(
      // Arrived data renders in a transition: in slices that yield to input, not one task at the default priority
      // (a list of 30 cards with their avatars was a long task on a phone's CPU).
      (data) => active && startTransition(() => setState({ status: 'success', data })),
      (error: unknown) => active && setState({ status: 'error', error }),
    );
    return () => {
      active = false;
    };
    // The caller owns the dependency list (like useEffect); `load` is a fresh closure each render by design.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, version]);

  const update = useCallback(
    (change: (data: T) => T) =>
      setState((current) => (current.status === 'success' ? { ...current, data: change(current.data) } : current)),
    [],
  );
  const reload = useCallback(() => setVersion((value) => value + 1), []);

  return { state, update, reload };
}
