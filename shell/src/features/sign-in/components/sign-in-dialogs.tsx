import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { onSignInRequest } from '@receipts/shared';
import { openSignIn, useSignInDialog } from '../sign-in-store';
import { rememberPath } from '../return-path';

// The dialogs, their forms and Radix Dialog load the first time someone opens them, never on first load.
const loadDialogs = () => import('./lazy-dialogs');
const SignInDialog = lazy(() => loadDialogs().then((module) => ({ default: module.SignInDialog })));
const VerifyEmailDialog = lazy(() => loadDialogs().then((module) => ({ default: module.VerifyEmailDialog })));

/**
 * Mounts the sign-in and verify-email dialogs once one of them is first wanted, and keeps them; remembers the page;
 * answers the remotes' requests to sign in.
 */
export function SignInDialogs() {
  const { pathname, search, hash } = useLocation();
  // The page a plain link to /login came from (LoginRoute sends the fan back there).
  useEffect(() => rememberPath(pathname + search + hash), [pathname, search, hash]);
  // A remote's 'Log In' (a visitor who voted, commented, followed or reported) opens the dialog over this page.
  useEffect(() => onSignInRequest(() => openSignIn()), []);
  const wanted = useSignInDialog((state) => state.open || state.verifyEmailFor !== null);
  const [mounted, setMounted] = useState(wanted);
  useEffect(() => {
    if (wanted) setMounted(true);
  }, [wanted]);
  if (!wanted && !mounted) return null;
  return (
    <Suspense fallback={null}>
      <SignInDialog />
      <VerifyEmailDialog />
    </Suspense>
  );
}
