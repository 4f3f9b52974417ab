import { isApiError } from '@receipts/shared';

/** Every message the sign-in dialog can show, for social and for e-mail sign-in. */
export type SocialProvider = 'Google' | 'Apple';

export const SIGN_IN_BASE = 'Failed to sign in. ';
export const SIGN_IN_CANCELLED = 'Sign-in cancelled. Please try again.';
export const SIGN_IN_FALLBACK = 'Failed to sign in. Please try again.';
export const EMAIL_VERIFICATION_REQUIRED = 'Email verification is required to use all features. Please verify your email address.';
export const SOCIAL_NOT_CONFIGURED = 'Social sign-in is not configured on this server.';
export const LOGIN_FALLBACK = 'Failed to login';
export const REGISTER_FALLBACK = 'Failed to register';
export const DIALOG_LOGIN_FALLBACK = 'Failed to sign in. Please check your credentials.';
export const DIALOG_REGISTER_FALLBACK = 'Failed to register. Please try again.';
const PARTIAL_MARKER = 'partially successful';
const POPUP_CLOSED = 'auth/popup-closed-by-user';

/** A failed sign-in, with the identity service's code kept so the dialog can tell a closed popup apart. */
export class SignInError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.name = 'SignInError';
    this.code = code;
  }
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : typeof error === 'string' ? error : '';
}

/** 'Failed to sign in. ' plus the reason for an identity-service (popup) failure. */
export function socialSignInMessage(error: unknown, provider: SocialProvider): string {
  switch (codeOf(error)) {
    case 'auth/popup-blocked':
      return `${SIGN_IN_BASE}Please allow popups for this website.`;
    case POPUP_CLOSED:
      return `${SIGN_IN_BASE}Sign-in popup was closed before completing the process.`;
    case 'auth/unauthorized-domain':
      return `${SIGN_IN_BASE}This domain is not authorized for ${provider} sign-in.`;
    case 'auth/cancelled-popup-request':
      return `${SIGN_IN_BASE}Multiple popup requests were made.`;
    case 'auth/operation-not-allowed':
      return `${SIGN_IN_BASE}${provider} sign-in is not enabled in the identity service.`;
    default:
      return `${SIGN_IN_BASE}${messageOf(error) || 'Please try again.'}`;
  }
}

export function partialSuccessMessage(provider: SocialProvider): string {
  return `Sign-in partially successful. You're logged in with ${provider} but there might be issues with some features.`;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/**
 * The backend refused the identity token: 'Backend error: {error} - {detail}', or
 * 'Backend authentication failed: status statusText'. Accepts the ApiError or the auth store's error text.
 */
export function backendFailureMessage(error: unknown): string {
  if (isApiError(error)) {
    const body = typeof error.body === 'object' ? error.body : null;
    if (body?.error) return `Backend error: ${body.error}${body.detail && body.detail !== body.error ? ` - ${body.detail}` : ''}`;
    return `Backend authentication failed: ${error.status} ${STATUS_TEXT[error.status] ?? 'Unknown Error'}`;
  }
  const text = messageOf(error);
  const match = /^API Error \((\d+)\): (.*)$/.exec(text);
  if (match && match[2] !== 'Unknown error') return `Backend error: ${match[2]}`;
  const status = match ? Number(match[1]) : 0;
  return `Backend authentication failed: ${status} ${STATUS_TEXT[status] ?? 'Unknown Error'}`;
}

export type DialogOutcome = { ok: true } | { ok: false; message: string };

/** How the dialog reacts to a social sign-in failure; a partial success counts as success (the fan is signed in; what failed is retried later). */
export function socialDialogOutcome(error: unknown): DialogOutcome {
  const message = messageOf(error);
  if (message.includes(PARTIAL_MARKER)) return { ok: true };
  if (codeOf(error) === POPUP_CLOSED || message.includes('popup was closed')) return { ok: false, message: SIGN_IN_CANCELLED };
  return { ok: false, message: message || SIGN_IN_FALLBACK };
}

export const RESET_REQUEST_FALLBACK = 'Failed to send the reset link. Please try again.';

/** The server's error field, else the API layer's fallback; non-API failures get the dialog's fallback. */
export function emailSignInMessage(error: unknown, mode: 'login' | 'register' | 'forgot'): string {
  if (isApiError(error)) {
    const body = typeof error.body === 'object' ? error.body : null;
    const fallback = mode === 'login' ? LOGIN_FALLBACK : mode === 'register' ? REGISTER_FALLBACK : RESET_REQUEST_FALLBACK;
    return body?.error || body?.detail || (typeof error.body === 'string' && error.body) || fallback;
  }
  return mode === 'login' ? DIALOG_LOGIN_FALLBACK : mode === 'register' ? DIALOG_REGISTER_FALLBACK : RESET_REQUEST_FALLBACK;
}
