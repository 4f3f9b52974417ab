import { startTransition, useEffect, useState } from 'react';
import { useAuth } from '@receipts/shared';

/**
 * True once the page's main content has had its chance to paint: the auth state is known (the page
 * renders then) and two frames have passed. The sidebar's lists wait for it, so on a phone their
 * requests and avatars do not compete with the statements a fan opened the page for.
 */
export function useAfterMainContent(): boolean {
  const authReady = useAuth((state) => state.status === 'ready');
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!authReady || after) return;
    if (typeof requestAnimationFrame === 'undefined') {
      setAfter(true);
      return;
    }
    let second = 0;
    const first = requestAnimationFrame(() => {
      // A transition: the lists render in slices that yield to the browser, not in one long task.
      second = requestAnimationFrame(() => startTransition(() => setAfter(true)));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [authReady, after]);
  return after;
}
