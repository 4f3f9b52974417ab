import { notify } from '../ui/notify';

/**
 * A remote asks the shell to open its sign-in dialog over the current page (a visitor who votes, comments, follows
 * or reports): the shell registers the opener once; `@receipts/shared` is one instance for the whole page.
 * Without a shell (a remote on its own), the fan goes to /login and comes back here.
 */
type Opener = () => void;

let opener: Opener | null = null;

export function onSignInRequest(open: Opener): () => void {
  opener = open;
  return () => {
    if (opener === open) opener = null;
  };
}

export function requestSignIn(): void {
  if (opener) {
    opener();
    return;
  }
  const here = window.location.pathname + window.location.search + window.location.hash;
  window.location.assign(`/login?next=${encodeURIComponent(here)}`);
}

/** A visitor's action that needs an account: the message, with a Log In that opens the sign-in dialog here. */
export function askToSignIn(message: string): number {
  return notify(message, { action: { label: 'Log In', onClick: requestSignIn } });
}
