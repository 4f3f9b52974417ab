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

/** Stops holding clicks; the held one, if any. */
function releaseHeldClick(): HTMLElement | null {
  return window.__receiptsReleaseClick?.() ?? null;
}

/**
 * The page is live: its handlers get the held click. Should React have rendered the page anew instead of hydrating
 * it, the held element is gone: a held link is still followed, through the shell's router.
 */
export function replayHeldClick(navigate: (path: string) => void): void {
  const held = releaseHeldClick();
  if (held?.isConnected) held.click();
  else if (held instanceof HTMLAnchorElement) navigate(`${held.pathname}${held.search}${held.hash}`);
}

/** The first view goes without being hydrated: a held link is followed, a held button had nothing to do yet. */
export function followHeldLink(): void {
  const held = releaseHeldClick();
  // A held element's page is gone with the first view; its link is followed the browser's way.
  if (held instanceof HTMLAnchorElement) window.location.assign(held.href);
}
