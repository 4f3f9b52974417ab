import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** The sign-in dialog's views: providers, then login or register, and back; 'Forgot password?' from login. */
export type SignInView = 'providers' | 'login' | 'register' | 'forgot';

export interface SignInDialogState {
  open: boolean;
  view: SignInView;
  /** The e-mail just registered: while set, the 'Verify Your Email' dialog is open. */
  verifyEmailFor: string | null;
  openSignIn(view?: SignInView): void;
  setView(view: SignInView): void;
  close(): void;
  showVerifyEmail(email: string): void;
  closeVerifyEmail(): void;
}

export const signInStore = createStore<SignInDialogState>()((set) => ({
  open: false,
  view: 'providers',
  verifyEmailFor: null,
  openSignIn: (view = 'providers') => set({ open: true, view }),
  setView: (view) => set({ view }),
  close: () => set({ open: false, view: 'providers' }),
  showVerifyEmail: (email) => set({ open: false, view: 'providers', verifyEmailFor: email }),
  closeVerifyEmail: () => set({ verifyEmailFor: null }),
}));

/** Open the sign-in dialog from anywhere (routes, buttons, other features). */
export function openSignIn(view: SignInView = 'providers'): void {
  signInStore.getState().openSignIn(view);
}

export function useSignInDialog<T>(selector: (state: SignInDialogState) => T): T {
  return useStore(signInStore, selector);
}
