/**
 * The routing API every package gets under 'react-router-dom' (see shared/build/shared-singletons.cjs).
 * Only what is listed here is shared: add an export when a package needs one, in the same change.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Router,
  Routes,
  UNSAFE_NavigationContext,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { RouteObject, Location, NavigateFunction, NavigateOptions, NavigationType, Navigator, To } from 'react-router';
