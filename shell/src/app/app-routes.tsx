import { useMemo } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ENTITY_KINDS, collectionOf, matchRoute, type EntityKind, type RemoteName, type RemotesMap } from '@receipts/shared';
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

function remoteRoute(remote: RemoteName, path: string, staffOnly: boolean): RouteObject {
  const page = <RemotePage remote={remote} path={path} />;
  // Staff-only remotes (by their registered access) are guarded before anything of theirs is requested.
  const element = staffOnly ? <StaffGuard kind={avatarKind(path)}>{page}</StaffGuard> : page;
  return { path, element };
}

/** The shell's own pages. */
const SHELL_ROUTES: RouteObject[] = [
  { path: '/about', element: <AboutPage /> },
  { path: '/advertise', element: <AdvertisePage /> },
  { path: '/feature-requests', element: <FeatureRequestsPage /> },
  { path: '/terms', element: <TermsPage /> },
  { path: '/privacy', element: <PrivacyPage /> },
  { path: '/verify-email', element: <VerifyEmailPage /> },
  { path: '/verify-email/:token', element: <VerifyEmailPage /> },
  { path: '/auth-check', element: <AuthCheckPage /> },
  { path: '/reset-password/:token', element: <ResetPasswordPage /> },
  {
    path: '/login',
    element: (
      <>
        <RemotePage remote="mfe_feed" path="/" />
        <LoginRoute />
      </>
    ),
  },
];

/**
 * Whether a remote's declared pattern can match this path, by the shared matcher the server renders by, case-insensitive
 * like React Router: it hands the router only the remote routes that can match, not every route of the site.
 */
const mayMatch = (pattern: string, pathname: string) => matchRoute(pattern.toLowerCase(), pathname.toLowerCase()) !== null;

/**
 * The shell owns the router: its own pages, then every path the deployed remotes declare (the remotes map the
 * page booted with carries each remote's routes from its manifest); anything else redirects to /.
 * React Router ranks and matches every route it is given on each render of the frame, compiling a pattern per route:
 * with the whole site's routes that was a long task on a phone's CPU at start-up and on every navigation. It is given
 * the remote routes that can match the path (React Router still ranks those against the shell's own and decides).
 */
export function AppRoutes({ remotes }: { remotes: RemotesMap }) {
  const { pathname } = useLocation();
  const remoteRoutes = useMemo(() => remoteRoutesOf(remotes), [remotes]);
  const candidates = remoteRoutes.filter(({ path }) => mayMatch(path, pathname));
  const candidatesKey = candidates.map(({ remote, path }) => `${remote}|${path}`).join(' ');
  const routes = useMemo<RouteObject[]>(
    () => [
      {
        element: <AppLayout />,
        children: [
          ...candidates.map(({ remote, path }) => remoteRoute(remote, path, remotes[remote]?.access === 'staff')),
          ...SHELL_ROUTES,
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
    // The candidates are what the routes are made of; their key says when they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [candidatesKey, remotes],
  );
  return useRoutes(routes);
}
