import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@receipts/shared';
import { openSignIn, signInStore, useSignInDialog } from '../sign-in-store';

const dialogShowing = () => {
  const { open, verifyEmailFor } = signInStore.getState();
  return open || verifyEmailFor !== null;
};

/**
 * `/login` renders nothing itself: it opens the sign-in dialog over the page the route shows (the home page).
 * Members are sent home; once a visitor closes the dialog the address goes back to `/`.
 */
export function LoginRoute() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const showing = useSignInDialog((state) => state.open || state.verifyEmailFor !== null);
  const opened = useRef(false);

  useEffect(() => {
    if (user) {
      navigate('/', { replace: true });
    } else if (!opened.current) {
      opened.current = true;
      openSignIn();
    } else if (!dialogShowing()) {
      // Read the store, not `showing`: under StrictMode the effect re-runs with the first render's values.
      navigate('/', { replace: true });
    }
  }, [user, showing, navigate]);

  return null;
}
