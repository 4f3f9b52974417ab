import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { useCurrentUser } from '@receipts/shared';
import { openSignIn, signInStore, useSignInDialog } from '../sign-in-store';
import { nextFromSearch, referrerPath, rememberedPath } from '../return-path';

const dialogShowing = () => {
  const { open, verifyEmailFor } = signInStore.getState();
  return open || verifyEmailFor !== null;
};

/**
 * `/login` renders nothing itself: it opens the sign-in dialog over the page the route shows (the home page).
 * Signed in, the fan goes to `?next=` (same-origin paths only) or else the page they came from, or home; a
 * visitor who closes the dialog goes back to the page a plain link came from, or home. A plain `/login`
 * reached from a page gets that page as `next` in the address, so the reload after an e-mail sign-in knows it.
 */
export function LoginRoute() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const user = useCurrentUser();
  const showing = useSignInDialog((state) => state.open || state.verifyEmailFor !== null);
  const opened = useRef(false);
  // Only a link followed in this app has a page behind it; an address typed or reloaded (POP) does not.
  const cameFromPage = useNavigationType() === 'PUSH';
  // A fresh load of /login (no in-app page yet) returns to the site's page it was opened from, if any.
  const [loadedFrom] = useState(() => (rememberedPath() === null ? referrerPath() : null));
  const next = nextFromSearch(search) ?? (cameFromPage ? rememberedPath() : loadedFrom);
  // Closing the dialog without signing in goes back only to a page a plain link came from: an explicit
  // `next` may need a sign-in itself (/my-activity), and going there would open this dialog again.
  const [closeTo] = useState(() => (nextFromSearch(search) ? null : next));

  useEffect(() => {
    if (user) {
      navigate(next ?? '/', { replace: true });
    } else if (!opened.current) {
      opened.current = true;
      if (next && !nextFromSearch(search)) navigate(`/login?next=${encodeURIComponent(next)}`, { replace: true });
      openSignIn();
    } else if (!dialogShowing()) {
      // Read the store, not `showing`: under StrictMode the effect re-runs with the first render's values.
      navigate(closeTo ?? '/', { replace: true });
    }
  }, [user, showing, navigate, next, search, closeTo]);

  return null;
}
