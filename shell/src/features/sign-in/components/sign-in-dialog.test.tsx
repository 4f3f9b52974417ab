import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithPopup } from 'firebase/auth';
import { authStore } from '@receipts/shared';
import { getFirebaseAuth } from '../../identity';
import { renderAt, setAuth } from '../../../testing/test-utils';
import { openSignIn, signInStore } from '../sign-in-store';
import { SignInDialog } from './sign-in-dialog';

jest.mock('firebase/auth', () => {
  class FakeProvider {
    addScope() {
      return this;
    }
    setCustomParameters() {
      return this;
    }
  }
  return { GoogleAuthProvider: FakeProvider, OAuthProvider: FakeProvider, signInWithPopup: jest.fn() };
});
jest.mock('../../identity', () => ({ getFirebaseAuth: jest.fn(), ensureIdentityListening: jest.fn(async () => undefined) }));

const popup = signInWithPopup as jest.Mock;

function renderDialog() {
  renderAt(<SignInDialog />);
  act(() => openSignIn());
  return screen.getByRole('dialog', { name: 'Sign in to Receipts' });
}

beforeEach(() => {
  jest.restoreAllMocks();
  popup.mockReset();
  jest.mocked(getFirebaseAuth).mockResolvedValue({} as never);
  setAuth(null);
  act(() => {
    signInStore.getState().close();
    signInStore.getState().closeVerifyEmail();
  });
});

describe('SignInDialog: providers view', () => {
  it('offers Google and Apple, and Instagram and X disabled as not yet available', () => {
    const dialog = renderDialog();
    expect(within(dialog).getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Continue with Apple' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: /Instagram/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /Continue with X/ })).toBeDisabled();
  });

  it("shows 'Signing in...' on the running provider and disables the buttons", async () => {
    popup.mockReturnValue(new Promise(() => undefined));
    const dialog = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    expect(await within(dialog).findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Continue with Apple' })).toBeDisabled();
  });

  it("says 'Sign-in cancelled. Please try again.' when the popup is closed, in a dismissible alert", async () => {
    popup.mockRejectedValue(Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' }));
    const dialog = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sign-in cancelled. Please try again.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an error instead of crashing when social sign-in is not configured', async () => {
    jest.mocked(getFirebaseAuth).mockResolvedValue(null);
    const dialog = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with Apple' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Social sign-in is not configured');
  });

  it('closes when the sign-in succeeds only partially (counted as success)', async () => {
    popup.mockResolvedValue({ user: { uid: 'u1', emailVerified: true } });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    act(() => authStore.setState({ identityUser: { uid: 'u1' } as never, backendError: 'API Error (500): boom' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
