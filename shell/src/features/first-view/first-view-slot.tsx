import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRoute, type RemoteName } from '@receipts/shared';
import {
  cancelFirstViewRelease,
  capturedFirstView,
  scheduleFirstViewRelease,
  useFirstViewState,
  type FirstViewState,
} from './first-view-state';
import { afterPress } from './press';
import { moveKeepingFocus } from './replay-edits';

/** Whether the first view is (or is becoming) this route's page, at the location the shell is at now. */
export function useFirstViewFor(remote: RemoteName, path: string): boolean {
  const state = useFirstViewState();
  const { pathname } = useLocation();
  return ownsRoute(state, remote, path, pathname);
}

function ownsRoute(state: FirstViewState, remote: RemoteName, path: string, pathname: string): boolean {
  if (state.kind === 'none' || state.remote !== remote || !matchRoute(path, pathname)) return false;
  return state.kind === 'live' ? state.pattern === path : matchRoute(path, state.pathname) !== null;
}

/**
 * The shell's place for the page while the first view is its page: empty (the first view is on screen over it)
 * until the first view is hydrated, then (between presses) its page moves in here and the overlay goes. Leaving the
 * route releases it.
 */
export function FirstViewSlot() {
  const slot = useRef<HTMLDivElement>(null);
  const live = useFirstViewState().kind === 'live';
  useLayoutEffect(() => {
    cancelFirstViewRelease();
    return scheduleFirstViewRelease;
  }, []);
  useLayoutEffect(() => {
    if (!live) return;
    // Not mid-press: a link pressed on the first view as it went live still gets its click.
    return afterPress(() => {
      const captured = capturedFirstView();
      if (!captured || !slot.current) return;
      if (captured.page.parentElement !== slot.current) moveKeepingFocus(captured.page, slot.current);
      captured.overlay.remove();
    });
  }, [live]);
  return <div ref={slot} className="rc-first-view-slot" />;
}
