/**
 * The template's inline script (shell/public/index.html) holds a click on a link or button of the server's first
 * view made before React hydrated it. Once the page is live the click is made again, now handled by the page (a
 * link navigates the shell's router: no full page load). A first view the shell could not hydrate follows a held
 * link the browser's way.
 */
declare global {
  interface Window {
    __receiptsReleaseClick?: () => HTMLElement | null;
  }
}

/** Stops holding clicks; the held one, if any and still in the page. */
function releaseHeldClick(): HTMLElement | null {
  const held = window.__receiptsReleaseClick?.() ?? null;
  return held?.isConnected ? held : null;
}

/** The page is live: its handlers get the held click. */
export function replayHeldClick(): void {
  releaseHeldClick()?.click();
}

/** The first view goes without being hydrated: a held link is followed, a held button had nothing to do yet. */
export function followHeldLink(): void {
  const held = releaseHeldClick();
  if (held instanceof HTMLAnchorElement) window.location.assign(held.href);
}
