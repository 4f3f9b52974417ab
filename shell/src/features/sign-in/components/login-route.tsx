import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { useCurrentUser } from '@receipts/shared';
import { openSignIn, signInStore, useSignInDialog } from '../sign-in-store';
import { nextFromSearch, rememberedPath } from '../return-path';

const dialogShowing = () => {
  const { open, verifyEmailFor } = signInStore.getState();
  return open || verifyEmailFor !== null;
};

/**
 * `/login` renders nothing itself: it opens the sign-in dialog over the page the route shows (the home page).
 * Signed in, or once the dialog closes, the fan goes back to `?next=` (same-origin paths only) or else the page
 * they came from, or home. A plain `/login` reached from a page gets that page as `next` in the address, so the
 * reload after an e-mail sign-in still knows it.
 */
export function LoginRoute() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const user = useCurrentUser();
  const showing = useSignInDialog((state) => state.open || state.verifyEmailFor !== null);
  const opened = useRef(false);
  // Only a link followed in this app has a page behind it; an address typed or reloaded (POP) does not.
  const cameFromPage = useNavigationType() === 'PUSH';
  const next = nextFromSearch(search) ?? (cameFromPage ? rememberedPath() : null);

  useEffect(() => {
    if (user) {
      navigate(next ?? '/', { replace: true });
    } else if (!opened.current) {
      opened.current = true;
      if (next && !nextFromSearch(search)) navigate(`/login?next=${encodeURIComponent(next)}`, { replace: true });
      openSignIn();
    } else if (!dialogShowing()) {
      // Read the store, not `showing`: under StrictMode the effect re-runs with the first render's values.
      navigate(next ?? '/', { replace: true });
    }
  }, [user, showing, navigate, next, search]);

  return null;
}
