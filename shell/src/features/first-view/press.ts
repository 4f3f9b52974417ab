/**
 * A press (mouse button or finger down) whose element is moved in the document before it is released never becomes
 * a click. The template's inline script (shell/public/index.html) keeps whether a press is under way from the first
 * paint on, so the shell can wait for the press to end before moving the live page out of the first view.
 */
declare global {
  interface Window {
    __receiptsPressing?: boolean;
  }
}

/** A released press becomes a click right away (mouse) or within a frame or two (a tap); a drag never does. */
const CLICK_AFTER_RELEASE_MS = 300;
/** A press held this long is not a tap (a long press, a finger resting): the page moves anyway. */
const LONGEST_WAIT_MS = 3_000;

/**
 * Runs `then` now if no press is under way, else once the press has ended and its click, if any, has been handled.
 * Returns a function that cancels the wait.
 */
export function afterPress(then: () => void, win: Window = window): () => void {
  if (!win.__receiptsPressing) {
    then();
    return () => {};
  }
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number) => timers.add(setTimeout(finish, ms));
  const onRelease = (event: Event) => (event.type === 'pointercancel' ? finish() : later(CLICK_AFTER_RELEASE_MS));
  // After the click's own handlers: the page moves once its dispatch is over.
  const onClick = () => later(0);
  const listeners: [string, (event: Event) => void][] = [
    ['pointerup', onRelease],
    ['pointercancel', onRelease],
    ['click', onClick],
  ];
  function stop() {
    timers.forEach(clearTimeout);
    listeners.forEach(([type, listener]) => win.removeEventListener(type, listener));
  }
  function finish() {
    stop();
    then();
  }
  listeners.forEach(([type, listener]) => win.addEventListener(type, listener));
  later(LONGEST_WAIT_MS);
  return stop;
}
