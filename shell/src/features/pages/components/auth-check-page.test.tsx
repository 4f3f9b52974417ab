/**
 * @jest-environment jest-fixed-jsdom
 */
// jsdom with Node's fetch API, for the HTTP mocks of @receipts/testing.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@receipts/shared';
import { apiError, installMockApi, mockEndpoint } from '@receipts/testing';
import { makeUser, renderAt, setAuth } from '../../../testing/test-utils';
import { AuthCheckPage } from './auth-check-page';

const api = installMockApi();

describe('AuthCheckPage', () => {
  it('shows whether the identity user and the backend user exist', () => {
    setAuth(makeUser({ username: 'jordan' }));
    act(() =>
      authStore.setState({
        identityUser: {
          uid: 'uid-9',
          email: 'jordan@example.com',
          displayName: 'Jordan',
          photoURL: null,
          emailVerified: true,
          providerIds: ['google.com'],
          getIdToken: async () => 't',
        },
      }),
    );
    renderAt(<AuthCheckPage />);
    expect(screen.getByText(/Identity user signed in/)).toHaveTextContent('Identity user signed in: Yes');
    expect(screen.getByText('UID: uid-9')).toBeInTheDocument();
    expect(screen.getByText(/Backend user exists/)).toHaveTextContent('Backend user exists: Yes');
    expect(screen.getByText('Username: jordan')).toBeInTheDocument();
  });

  it('shows No for a visitor, and cookie troubleshooting tips', () => {
    setAuth(null);
    renderAt(<AuthCheckPage />);
    expect(screen.getByText(/Identity user signed in/)).toHaveTextContent('No');
    expect(screen.getByText(/Backend user exists/)).toHaveTextContent('No');
    expect(screen.getByRole('heading', { name: 'Cookie troubleshooting' })).toBeInTheDocument();
  });

  it("'Check Backend Auth Status' shows the backend's answer", async () => {
    setAuth(null);
    api.use(
      mockEndpoint('auth', 'authCheck', {
        authenticated: true,
        user_id: 7,
        username: 'jordan',
        cookies: { sessionid: true },
        environment: 'development',
      }),
    );
    renderAt(<AuthCheckPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Check Backend Auth Status' }));
    const status = await screen.findByLabelText('Backend auth status');
    expect(status).toHaveTextContent('AuthenticatedYes');
    expect(status).toHaveTextContent('Usernamejordan');
    expect(status).toHaveTextContent('Session cookiePresent');
    expect(status).toHaveTextContent('Environmentdevelopment');
  });

  it("'Create Test User' shows the test user, or the error", async () => {
    setAuth(null);
    api.use(mockEndpoint('auth', 'testCreateUser', { user: makeUser({ username: 'testuser' }), created: true }));
    renderAt(<AuthCheckPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Test User' }));
    expect(await screen.findByText(/Test user created: testuser/)).toBeInTheDocument();

    api.use(mockEndpoint('auth', 'testCreateUser', apiError(404, 'Not found')));
    await userEvent.click(screen.getByRole('button', { name: 'Create Test User' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
  });
});
