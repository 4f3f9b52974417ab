import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { EMPTY_FOLLOWS, authStore, type BackendUser } from '@receipts/shared';

/** A backend user as the API serialises it, verified by default. */
export function makeUser(overrides: Partial<BackendUser> = {}): BackendUser {
  return {
    id: 7,
    email: 'jordan@example.com',
    username: 'jordan',
    name: 'Jordan Fan',
    email_verified: true,
    emailVerified: true,
    is_staff: false,
    display_username: null,
    display_name: 'Jordan Fan',
    photoURL: null,
    auth_provider: 'email',
    uid: null,
    ...overrides,
  };
}

/** Put the one shared auth store in a settled state for a visitor (null) or a member. */
export function setAuth(user: BackendUser | null, status: 'loading' | 'ready' = 'ready'): void {
  authStore.setState({ status, user, identityUser: null, follows: EMPTY_FOLLOWS, followsError: null, backendError: null });
}

/** Shows the current location so tests can assert where a click navigated. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

/** Render `ui` at `path` (matched by `pattern`), with a catch-all that shows where navigation went. */
export function renderAt(ui: ReactElement, { path = '/', pattern = '*' }: { path?: string; pattern?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path={pattern}
          element={
            <>
              {ui}
              <LocationProbe />
            </>
          }
        />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}
