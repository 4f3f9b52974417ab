import { ApiError } from '@receipts/shared';
import {
  DIALOG_LOGIN_FALLBACK,
  DIALOG_REGISTER_FALLBACK,
  SignInError,
  backendFailureMessage,
  emailSignInMessage,
  partialSuccessMessage,
  socialDialogOutcome,
  socialSignInMessage,
} from './sign-in-errors';

const firebaseError = (code: string, message = `Firebase: Error (${code}).`) => Object.assign(new Error(message), { code });

describe('socialSignInMessage (social sign-in)', () => {
  it.each([
    ['auth/popup-blocked', 'Failed to sign in. Please allow popups for this website.'],
    ['auth/popup-closed-by-user', 'Failed to sign in. Sign-in popup was closed before completing the process.'],
    ['auth/unauthorized-domain', 'Failed to sign in. This domain is not authorized for Google sign-in.'],
    ['auth/cancelled-popup-request', 'Failed to sign in. Multiple popup requests were made.'],
    ['auth/operation-not-allowed', 'Failed to sign in. Google sign-in is not enabled in the identity service.'],
  ])('maps %s', (code, expected) => {
    expect(socialSignInMessage(firebaseError(code), 'Google')).toBe(expected);
  });

  it('names the provider that is not enabled', () => {
    expect(socialSignInMessage(firebaseError('auth/operation-not-allowed'), 'Apple')).toBe(
      'Failed to sign in. Apple sign-in is not enabled in the identity service.',
    );
  });

  it('uses the error message for other errors', () => {
    expect(socialSignInMessage(firebaseError('auth/network-request-failed', 'Network down'), 'Google')).toBe(
      'Failed to sign in. Network down',
    );
  });

  it("falls back to 'Please try again.' when there is no message", () => {
    expect(socialSignInMessage({}, 'Google')).toBe('Failed to sign in. Please try again.');
  });
});

describe('partialSuccessMessage', () => {
  it('reads as the product words it', () => {
    expect(partialSuccessMessage('Google')).toBe(
      "Sign-in partially successful. You're logged in with Google but there might be issues with some features.",
    );
  });
});

describe('backendFailureMessage', () => {
  it("reads 'Backend error: {error} - {detail}' when the server names the error", () => {
    const error = new ApiError(400, { error: 'Invalid token', detail: 'Token expired' });
    expect(backendFailureMessage(error)).toBe('Backend error: Invalid token - Token expired');
  });

  it('omits the detail when there is none', () => {
    expect(backendFailureMessage(new ApiError(400, { error: 'Invalid token' } as never))).toBe('Backend error: Invalid token');
  });

  it("reads 'Backend authentication failed: status statusText' otherwise", () => {
    expect(backendFailureMessage(new ApiError(500, null))).toBe('Backend authentication failed: 500 Internal Server Error');
  });

  it("reads the auth store's error text", () => {
    expect(backendFailureMessage('API Error (403): Email verification is required')).toBe('Backend error: Email verification is required');
    expect(backendFailureMessage('API Error (502): Unknown error')).toBe('Backend authentication failed: 502 Bad Gateway');
  });
});

describe('socialDialogOutcome (what the dialog shows)', () => {
  it('counts a partial success as success', () => {
    expect(socialDialogOutcome(new SignInError(partialSuccessMessage('Google')))).toEqual({ ok: true });
  });

  it("shows 'Sign-in cancelled. Please try again.' when the popup was closed", () => {
    const error = new SignInError(socialSignInMessage(firebaseError('auth/popup-closed-by-user'), 'Google'), 'auth/popup-closed-by-user');
    expect(socialDialogOutcome(error)).toEqual({ ok: false, message: 'Sign-in cancelled. Please try again.' });
  });

  it('shows the mapped message for other failures', () => {
    const error = new SignInError('Failed to sign in. Please allow popups for this website.', 'auth/popup-blocked');
    expect(socialDialogOutcome(error)).toEqual({ ok: false, message: 'Failed to sign in. Please allow popups for this website.' });
  });

  it("falls back to 'Failed to sign in. Please try again.'", () => {
    expect(socialDialogOutcome(new Error(''))).toEqual({ ok: false, message: 'Failed to sign in. Please try again.' });
  });
});

describe('emailSignInMessage (e-mail sign-in)', () => {
  it("shows the server's error field", () => {
    const error = new ApiError(401, { detail: 'Invalid credentials', error: 'Invalid email or password' });
    expect(emailSignInMessage(error, 'login')).toBe('Invalid email or password');
  });

  it('shows the detail when there is no error field', () => {
    expect(emailSignInMessage(new ApiError(400, { detail: 'Email already registered' }), 'register')).toBe('Email already registered');
  });

  it.each([
    ['login', 'Failed to login'],
    ['register', 'Failed to register'],
  ] as const)('falls back to the API fallback for %s', (mode, expected) => {
    expect(emailSignInMessage(new ApiError(500, null), mode)).toBe(expected);
  });

  it.each([
    ['login', DIALOG_LOGIN_FALLBACK],
    ['register', DIALOG_REGISTER_FALLBACK],
  ] as const)("uses the dialog's fallback for %s when the request never reached the server", (mode, expected) => {
    expect(emailSignInMessage(new TypeError('Failed to fetch'), mode)).toBe(expected);
  });

  it('has the exact dialog fallback texts', () => {
    expect(DIALOG_LOGIN_FALLBACK).toBe('Failed to sign in. Please check your credentials.');
    expect(DIALOG_REGISTER_FALLBACK).toBe('Failed to register. Please try again.');
  });
});
