import { act } from '@testing-library/react';
import { authStore, EMPTY_FOLLOWS } from '@receipts/shared';
import type { BackendUser } from '@receipts/contract';
import { aUser } from './fixtures';

export const member: BackendUser = aUser();

export function signIn(user: Partial<BackendUser> = {}) {
  act(() => authStore.setState({ status: 'ready', user: { ...member, ...user }, follows: EMPTY_FOLLOWS }));
}

export function signOut(status: 'ready' | 'loading' = 'ready') {
  act(() => authStore.setState({ status, user: null, follows: EMPTY_FOLLOWS }));
}
