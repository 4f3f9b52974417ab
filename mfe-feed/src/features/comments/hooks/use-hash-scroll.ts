import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Brings `target` into view when the URL's hash names it (#comments), once `ready`: the browser's
 * own jump happens before the page (and its comments, loaded later) exists. Once per history entry, so
 * reading on is never interrupted; a return by Back or Forward keeps the position the shell restores.
 */
export function useHashScroll(target: RefObject<HTMLElement | null>, id: string, ready: boolean) {
  const { hash, key } = useLocation();
  const returning = useNavigationType() === 'POP' && key !== 'default';
  const scrolledFor = useRef<string | null>(null);

  useEffect(() => {
    if (!ready || returning || hash !== `#${id}` || scrolledFor.current === key) return;
    scrolledFor.current = key;
    target.current?.scrollIntoView({ block: 'start' });
  }, [target, id, ready, returning, hash, key]);
}
