import { useLayoutEffect, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { carryOverEdits } from './first-view-edits';

/**
 * The page's first view, as the server rendered it into the HTML (api/src/plugins/site/first-view.ts), is
 * an overlay beside the shell's root: it paints with the HTML, before any script, and the shell renders
 * its frame and the page's remote beneath it. The overlay is removed in the frame the remote's page shows
 * its content (a MutationObserver callback runs before the browser paints), or as soon as the fan goes
 * elsewhere. Not hydrated, and never moved: the browser keeps the first paint as the page's largest. What the
 * fan typed into it by then moves to the live page's fields.
 */
export const FIRST_VIEW_ELEMENT_ID = 'receipts-first-view';
/** A page still waiting for something (skeleton, spinner) is not ready to replace the first view. */
const BUSY = '[aria-busy="true"], [role="progressbar"]';
/** However the page fares, the first view gives way after this long. */
export const FIRST_VIEW_MAX_MS = 10_000;

let firstView: { overlay: HTMLElement; location: string } | null = null;

/** Finds the server's first view; an overlay with nothing rendered into it is removed at once. */
export function captureFirstView(doc: Document = document): void {
  const overlay = doc.getElementById(FIRST_VIEW_ELEMENT_ID);
  const page = overlay?.querySelector<HTMLElement>('[data-location]');
  firstView = overlay && page ? { overlay, location: page.dataset.location ?? '' } : null;
  if (overlay && !page) overlay.remove();
}

/** Removes the first view (the page replaced it, the fan left it, or it does not fit this browser's session). */
export function releaseFirstView(): void {
  firstView?.overlay.remove();
  firstView = null;
}

export const hasFirstView = () => firstView !== null;

/** Hands the screen over from the first view to the page rendered in `main`, once that page is ready. */
export function useFirstViewHandOff(main: RefObject<HTMLElement | null>): void {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    const container = main.current;
    if (!firstView || !container) return;
    if (firstView.location !== `${pathname}${search}`) {
      releaseFirstView();
      return;
    }
    const release = () => {
      observer.disconnect();
      clearTimeout(timer);
      const overlay = firstView?.overlay;
      const focused = document.activeElement;
      releaseFirstView();
      // After React's commit (this can run inside it): typing into a controlled field mid-commit is undone.
      if (overlay) queueMicrotask(() => carryOverEdits(overlay, container, focused));
    };
    const settle = () => {
      if (container.childElementCount > 0 && !container.querySelector(BUSY)) release();
    };
    const observer = new MutationObserver(settle);
    observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy', 'role'] });
    const timer = setTimeout(release, FIRST_VIEW_MAX_MS);
    settle();
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [main, pathname, search]);
}
