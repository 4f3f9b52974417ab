import { useEffect, useRef, useState } from 'react';

/** The scrollbar auto-hides 1 s after scrolling stops: visible while it helps, out of the way after. */
export const SCROLLBAR_HIDE_DELAY_MS = 1_000;

export function useAutoHideScrollbar() {
  const [scrolling, setScrolling] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function onScroll() {
    setScrolling(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setScrolling(false), SCROLLBAR_HIDE_DELAY_MS);
  }

  return { scrolling, onScroll };
}
