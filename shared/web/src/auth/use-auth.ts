import { useStore } from 'zustand';
import { createAuthStore, type AuthState } from './auth-store';

/**
 * The one auth store of the page. @receipts/shared is a Module Federation singleton,
 * so the shell and every remote import this same instance.
 */
export const authStore = createAuthStore();

export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}

export const useCurrentUser = () => useAuth((state) => state.user);
export const useIsStaff = () => useAuth((state) => Boolean(state.user?.is_staff));
