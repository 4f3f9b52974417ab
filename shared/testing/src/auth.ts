import { act } from '@testing-library/react';
import { authStore, EMPTY_FOLLOWS } from '@receipts/shared';
import type { BackendUser } from '@receipts/contract';

export const member: BackendUser = {
  id: 7,
  email: 'fan@example.com',
  username: 'fan',
  name: 'Big Fan',
  email_verified: true,
  emailVerified: true,
  is_staff: false,
  display_username: 'fan',
  display_name: 'Big Fan',
  photoURL: null,
  auth_provider: 'email',
  uid: null,
};

export function signIn(user: Partial<BackendUser> = {}) {
  act(() => authStore.setState({ status: 'ready', user: { ...member, ...user }, follows: EMPTY_FOLLOWS }));
}

export function signOut(status: 'ready' | 'loading' = 'ready') {
  act(() => authStore.setState({ status, user: null, follows: EMPTY_FOLLOWS }));
}
