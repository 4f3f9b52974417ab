import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Page, Spinner, useAuth, useCurrentUser } from '@receipts/shared';
import { AVATAR_TEXTS, SHOW_LOGIN_PROMPT, type AvatarKind } from '../api/avatar-kinds';

/**
 * Only staff may use the avatar screens. The shell already guards these routes;
 * this keeps the screens honest when reached any other way (e.g. the standalone harness).
 */
export function AvatarAccess({ kind, children }: { kind: AvatarKind; children: ReactNode }) {
  const status = useAuth((state) => state.status);
  const user = useCurrentUser();
  const texts = AVATAR_TEXTS[kind];

  if (status === 'loading')
    return (
      <Page title={texts.title}>
        <Spinner label="Checking sign-in" />
      </Page>
    );
  if (!user && kind === 'shows') {
    return (
      <Page title={texts.title}>
        <Alert tone="info">{SHOW_LOGIN_PROMPT}</Alert>
        <p>
          <Link className="rc-button rc-button--primary" to="/login">
            Log In
          </Link>
        </p>
      </Page>
    );
  }
  if (!user?.is_staff)
    return (
      <Page title={texts.title}>
        <Alert>{texts.noPermission}</Alert>
      </Page>
    );
  return <>{children}</>;
}
