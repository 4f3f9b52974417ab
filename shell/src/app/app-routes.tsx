import { Navigate, Route, Routes } from 'react-router-dom';
import { ENTITY_KINDS, collectionOf, type EntityKind, type RemoteName, type RemotesMap } from '@receipts/shared';
import { RemotePage } from '../features/remote-pages';
import { remoteRoutesOf } from '../federation';
import {
  AboutPage,
  AdvertisePage,
  AppLayout,
  AuthCheckPage,
  FeatureRequestsPage,
  LoginRoute,
  PrivacyPage,
  ResetPasswordPage,
  StaffGuard,
  TermsPage,
  VerifyEmailPage,
} from '../features';

/**
 * The entity kind of an avatar screen's path, /{commentators|podcasts|shows}/:slug/avatar, for the guard's spec'd
 * messages; undefined for any other staff-only page (e.g. /moderation), which gets the generic one.
 */
const avatarKind = (path: string): EntityKind | undefined => ENTITY_KINDS.find((kind) => path.startsWith(`/${collectionOf(kind)}/`));

function remoteRoute(remote: RemoteName, path: string, staffOnly: boolean) {
  const page = <RemotePage remote={remote} path={path} />;
  // Staff-only remotes (by their registered access) are guarded before anything of theirs is requested.
  const element = staffOnly ? <StaffGuard kind={avatarKind(path)}>{page}</StaffGuard> : page;
  return <Route key={`${remote}:${path}`} path={path} element={element} />;
}

/**
 * The shell owns the router: its own pages, then every path the deployed remotes declare (the remotes map the
 * page booted with carries each remote's routes from its manifest); anything else redirects to /.
 */
export function AppRoutes({ remotes }: { remotes: RemotesMap }) {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {remoteRoutesOf(remotes).map(({ remote, path }) => remoteRoute(remote, path, remotes[remote]?.access === 'staff'))}
        <Route path="/about" element={<AboutPage />} />
        <Route path="/advertise" element={<AdvertisePage />} />
        <Route path="/feature-requests" element={<FeatureRequestsPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/verify-email" element={<VerifyEmailPage />} />
        <Route path="/verify-email/:token" element={<VerifyEmailPage />} />
        <Route path="/auth-check" element={<AuthCheckPage />} />
        <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
        <Route
          path="/login"
          element={
            <>
              <RemotePage remote="mfe_feed" path="/" />
              <LoginRoute />
            </>
          }
        />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
