import { useCallback, useEffect, useRef, useState } from 'react';

/** The next page is prefetched while the sentinel is within 100 px of the viewport. */
export const SENTINEL_ROOT_MARGIN = '100px';

/** Returns a ref for the sentinel element and whether it is currently visible. */
export function useSentinel() {
  const [visible, setVisible] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);

  const ref = useCallback((element: Element | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) {
      setVisible(false); // an unmounted sentinel is nowhere: a stale "visible" must not load the next page
      return;
    }
    if (typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver((entries) => setVisible(entries.some((entry) => entry.isIntersecting)), {
      rootMargin: SENTINEL_ROOT_MARGIN,
    });
    observer.current.observe(element);
  }, []);

  useEffect(() => () => observer.current?.disconnect(), []);

  return { ref, visible };
}
